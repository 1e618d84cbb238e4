import CellKit
import Foundation

/// The `main` of every example: reads the options, runs the scenario with a recorder, prints the screens and writes
/// the picture.
@MainActor
public enum ExampleMain {
    /// Runs `scenario` for the example called `name` with the command line `arguments` (the program's name first),
    /// and returns the exit status: 0, 1 when the scenario failed or the picture could not be written, 64 for a
    /// wrong command line.
    public static func run(
        name: String, arguments: [String], scenario: (ScreenRecorder) throws -> Void
    ) -> Int32 {
        let options: ExampleOptions
        do {
            options = try ExampleOptions.parse(arguments.dropFirst())
        } catch {
            let usage = "usage: swift run \(name) [--svg FILE] [--assets DIR]\n"
            guard let message = error.message else {
                print(usage, terminator: "")
                return 0
            }
            printError("\(name): error: \(message)\n" + usage)
            return 64
        }
        let recorder = ScreenRecorder(renderer: SVGRenderer(assets: assets(for: options)))
        do {
            try scenario(recorder)
        } catch {
            print(recorder.transcript, terminator: "")
            printError("\(name): error: \(error)\n")
            return 1
        }
        print(recorder.transcript, terminator: "")
        if let path = options.svgPath {
            do {
                try Data(recorder.storyboard.document.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                printError("\(name): error: cannot write '\(path)': \(error.localizedDescription)\n")
                return 1
            }
            print("wrote \(path)")
        }
        return 0
    }

    /// The image folder: `--assets`, else the examples' own folder when run from the package.
    private static func assets(for options: ExampleOptions) -> ImageAssetDirectory? {
        if let path = options.assetsPath {
            return ImageAssetDirectory(path: path)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: ExampleOptions.defaultAssetsPath, isDirectory: &isFolder),
            isFolder.boolValue
        {
            return ImageAssetDirectory(path: ExampleOptions.defaultAssetsPath)
        }
        return nil
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
