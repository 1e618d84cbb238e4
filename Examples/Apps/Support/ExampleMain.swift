import CellKit
import CellPreview
import Foundation

/// The `main` of every example: reads the options, runs the scenario with a recorder, prints the screens and writes
/// the picture.
///
/// The examples read their nibs (`Examples/Nibs`) and images (`Examples/Assets`) from the package they were built
/// from, wherever they are run: the scenario runs in the package's folder, and `--svg` and `--assets` paths are
/// taken relative to the folder the example was started in.
@MainActor
public enum ExampleMain {
    /// The package the examples were built from: this file is `Examples/Apps/Support/ExampleMain.swift` in it.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `scenario` for the example called `name` with the command line `arguments` (the program's name first),
    /// and returns the exit status: 0; 1 when the scenario failed; 64 for a wrong command line; 74 when the
    /// picture could not be written.
    public static func run(
        name: String, arguments: [String], scenario: (ScreenRecorder) throws -> Void
    ) -> Int32 {
        var options: ExampleOptions
        do {
            options = try ExampleOptions.parse(arguments.dropFirst())
        } catch {
            let usage = """
                usage: swift run \(name) [--svg FILE] [--assets DIR]
                  --svg FILE    write the screens, side by side, as an SVG picture
                  --assets DIR  the folder of images to draw (default: Examples/Assets of the package)

                """
            guard let message = error.message else {
                print(usage, terminator: "")
                return 0
            }
            printError("\(name): error: \(message)\n" + usage)
            return 64
        }
        let startFolder = FileManager.default.currentDirectoryPath
        options.svgPath = options.svgPath.map { absolute($0, from: startFolder) }
        options.assetsPath = options.assetsPath.map { absolute($0, from: startFolder) }
        if let assets = options.assetsPath, !isFolder(assets) {
            printError("\(name): error: cannot read the assets folder '\(assets)': not a directory\n")
            return 74
        }
        // Without the package (an executable copied elsewhere), the scenario runs where it was started and says
        // what it cannot find.
        if isFolder(packageFolder.appendingPathComponent("Examples/Nibs").path) {
            _ = FileManager.default.changeCurrentDirectoryPath(packageFolder.path)
        }
        let assets = ImageAssetDirectory(path: options.assetsPath ?? ExampleOptions.defaultAssetsPath)
        let recorder = ScreenRecorder(renderer: SVGRenderer(assets: assets))
        do {
            try scenario(recorder)
        } catch {
            print(recorder.transcript, terminator: "")
            printError("\(name): error: \(error)\n")
            return 1
        }
        print(recorder.transcript, terminator: "")
        if let path = options.svgPath {
            if let problem = write(recorder.storyboard.document, to: path) {
                printError("\(name): error: cannot write '\(path)': \(problem)\n")
                return 74
            }
            print("wrote \(path)")
        }
        return 0
    }

    /// Writes `text` to the file at `path`, creating or truncating it, as a shell's `>` does (so `/dev/stdout`
    /// works); returns the reason it failed, if it did.
    private static func write(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            return reason(errno)
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR {
                    continue
                }
                let reason = reason(errno)
                close(descriptor)
                return reason
            }
            bytes = bytes.dropFirst(written)
        }
        // A file system may report a failed write only when the file is closed.
        guard close(descriptor) == 0 else {
            return reason(errno)
        }
        return nil
    }

    /// The C library's text for `code`, lowercased as cellc's messages are: "no such file or directory".
    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func absolute(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
