import Foundation
import Testing

/// CellKit is the runtime apps link: it must never import a compiler module, nor the preview tooling built on it.
/// The modules at the bottom import nothing of the project but each other.
@Suite("Architecture")
struct ArchitectureTests {
    private static let compilerModules: Set = [
        "CellDiagnostics", "CellSyntax", "CellSema", "CellCodeGen", "CellCLI", "CellPreview",
    ]

    @Test("CellSupport imports nothing; CellCatalog nothing but CellSupport")
    func theBottomImportsNothing() throws {
        #expect(try Self.imports(of: "CellSupport").isEmpty)
        #expect(try Self.imports(of: "CellCatalog").isSubset(of: ["CellSupport"]))
    }

    @Test("CellFonts imports no project module but CellSupport, and no Foundation")
    func theFontReaderStandsAlone() throws {
        let imported = try Self.imports(of: "CellFonts")
        #expect(imported.isSubset(of: ["CellSupport", "Synchronization", "Glibc", "Musl", "Darwin"]), "\(imported)")
    }

    /// The modules the sources of `module` import.
    private static func imports(of module: String) throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/\(module)")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var modules: Set<String> = []
        var fileCount = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            fileCount += 1
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                if let imported = importedModule(in: line) { modules.insert(imported) }
            }
        }
        #expect(fileCount > 0)
        return modules
    }

    @Test func cellKitImportsNoCompilerModule() throws {
        let imported = try Self.imports(of: "CellKit")
        #expect(imported.isDisjoint(with: Self.compilerModules), "CellKit imports \(imported.sorted())")
        #expect(imported.isSuperset(of: ["CellCatalog", "CellArchive", "CellFonts"]))
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
