import Foundation
import Testing

/// `cellc render` with `CELLKIT_FONT_PATH` pointing at a folder without fonts: the picture is still drawn, with the
/// approximation, and each missing font file is one warning on standard error.
@Suite("cellc render without font files")
struct RenderFontWarningTests {
    /// The `cellc` that `swift build` made, beside this test bundle.
    private static var cellc: String? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidate = bundle.appendingPathComponent("cellc").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// Runs `cellc render` on a one-label template with `fontPath` as `CELLKIT_FONT_PATH` (nil: unset); returns its
    /// status, standard error and picture.
    private func render(fontPath: String?) throws -> (status: Int32, errors: String, svg: String) {
        let cellc = try #require(Self.cellc, "cellc is built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Title.cell")
        try
            "cell TitleCell {\n    height = 44\n    Label title {\n        frame = (16, 0, parent.width - 32, 44)\n        text = \"Just a static title\"\n    }\n}\n"
            .write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Title.svg")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cellc)
        process.arguments = ["render", input.path, "-o", output.path]
        var environment = ProcessInfo.processInfo.environment
        environment["CELLKIT_FONT_PATH"] = fontPath
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let svg = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text, svg)
    }

    @Test func missingFontsAreWarningsNotFailures() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try render(fontPath: empty.path)
        #expect(result.status == 0)
        #expect(result.svg.contains(">Just a static title</text>"))
        let warnings = result.errors.split(separator: "\n")
        #expect(warnings.count == 5)
        #expect(
            warnings.first
                == "cellc: warning: font file 'Inter-Regular.otf' not found in \(empty.path); using the next face of the chain (at last, the approximation) instead"
        )
    }

    @Test func installedFontsGiveNoWarning() throws {
        let result = try render(fontPath: nil)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.svg.contains(">Just a static title</text>"))
    }
}
