import CellCodeGen
import CellDiagnostics
import Foundation

/// Finds the repository's files from this test file's path, and reads and rewrites golden files.
enum RepositoryFiles {
    /// The repository's root folder.
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Whether golden files should be rewritten instead of compared (`CELLC_UPDATE_GOLDENS=1`).
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["CELLC_UPDATE_GOLDENS"] == "1" }

    /// The contents of a file under the root, as text.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The bytes of a file under the root.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }

    /// The `.cell` files directly in `folder`, sorted by name, as paths relative to the root.
    static func cellFiles(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        return names.filter { $0.hasSuffix(".cell") }.sorted().map { "\(folder)/\($0)" }
    }

    /// Compares `actual` with the golden file at `relativePath`, or rewrites it when updating goldens.
    /// Returns nil when they agree, or a description of the difference.
    static func checkGolden(_ actual: String, at relativePath: String) throws -> String? {
        let url = root.appendingPathComponent(relativePath)
        if updatingGoldens {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return nil
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        let was = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let now = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
        return """
            \(relativePath) is stale at line \(line + 1); run CELLC_UPDATE_GOLDENS=1 swift test to regenerate it.
              checked in: \(was)
              generated:  \(now)
            """
    }

    /// Compares `actual` with the binary golden file at `relativePath`, or rewrites it when updating goldens.
    /// Returns nil when they agree, or a description of the difference.
    static func checkGolden(bytes actual: [UInt8], at relativePath: String) throws -> String? {
        let url = root.appendingPathComponent(relativePath)
        if updatingGoldens {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: url)
            return nil
        }
        let expected = (try? Data(contentsOf: url)).map(Array.init) ?? []
        guard expected != actual else { return nil }
        let offset = zip(expected, actual).prefix { $0 == $1 }.count
        return """
            \(relativePath) is stale from byte \(offset) (\(expected.count) bytes checked in, \(actual.count) \
            generated); run CELLC_UPDATE_GOLDENS=1 swift test to regenerate it.
            """
    }

    /// Compiles the bytes of `path` and returns the compilation.
    static func compile(fileAt path: String) throws -> Compilation {
        Compilation.run(SourceFile(path: path, bytes: try bytes(path)))
    }

    /// Compiles `text` as the file `path` and returns the compilation.
    static func compile(_ text: String, path: String) -> Compilation {
        Compilation.run(SourceFile(path: path, text: text))
    }
}
