import ExampleApps
import Foundation

exit(ExampleMain.run(name: "stacklist", arguments: CommandLine.arguments, scenario: StackListExample.run))
