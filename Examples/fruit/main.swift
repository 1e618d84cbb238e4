import ExampleApps
import Foundation

exit(ExampleMain.run(name: "fruit", arguments: CommandLine.arguments, scenario: FruitExample.run))
