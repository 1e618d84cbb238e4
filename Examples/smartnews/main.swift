import ExampleApps
import Foundation

exit(ExampleMain.run(name: "smartnews", arguments: CommandLine.arguments, scenario: SmartNewsExample.run))
