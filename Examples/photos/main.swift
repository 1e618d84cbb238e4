import ExampleApps
import Foundation

exit(ExampleMain.run(name: "photos", arguments: CommandLine.arguments, scenario: PhotosExample.run))
