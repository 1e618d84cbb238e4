import Foundation
import Testing

/// CellKit is the runtime apps link: it must never import a compiler module.
@Suite("Architecture")
struct ArchitectureTests {
    private static let compilerModules: Set = ["CellDiagnostics", "CellSyntax", "CellSema", "CellCodeGen", "CellCLI"]

    @Test func cellKitImportsNoCompilerModule() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/CellKit")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var fileCount = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            fileCount += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let module = Self.importedModule(in: line) {
                    #expect(!Self.compilerModules.contains(module), "\(url.lastPathComponent) imports \(module)")
                }
            }
        }
        #expect(fileCount > 0)
    }

    /// The module an import declaration on `line` names, skipping attributes, access levels and import kinds.
    private static func importedModule(in line: Substring) -> String? {
        let modifiers: Set = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var words = line.split(separator: " ").drop { $0.hasPrefix("@") || modifiers.contains(String($0)) }
        guard words.first == "import" else {
            return nil
        }
        words = words.dropFirst().drop { kinds.contains(String($0)) }
        return words.first.map { String($0.split(separator: ".")[0]) }
    }
}
