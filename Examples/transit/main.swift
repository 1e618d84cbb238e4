import ExampleApps
import Foundation

exit(ExampleMain.run(name: "transit", arguments: CommandLine.arguments, scenario: TransitExample.run))
