import ExampleApps
import Foundation

exit(ExampleMain.run(name: "comments", arguments: CommandLine.arguments, scenario: CommentsExample.run))
