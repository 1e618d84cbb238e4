import ExampleApps
import Foundation

exit(ExampleMain.run(name: "gallery", arguments: CommandLine.arguments, scenario: GalleryExample.run))
