import Foundation
import Testing

@testable import CellCLI

/// `cellc compile --assets DIR`: `.asset("Name")` colours checked against an Xcode asset catalog on disk.
@MainActor @Suite("Compile with an asset catalog")
struct CompileAssetsTests {
    /// A temporary `Assets.xcassets` holding the colour sets `names`.
    private func makeCatalog(_ names: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellc-assets-\(UUID().uuidString)/Assets.xcassets")
        for name in names {
            let folder = root.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(
                #"{ "colors" : [ { "color" : { "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "idiom" : "universal" } ] }"#
                    .utf8
            ).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return root.path
    }

    private func harness(_ source: String) -> CLIHarness {
        var harness = CLIHarness()
        harness.fileSystem = MemoryFileSystem(files: ["a.cell": source])
        return harness
    }

    private let source = """
        cell A {
            Label title {
                frame = (0, 0, 100, 20)
                textColor = .asset("BrandRad")
            }
        }

        """

    @Test("an unknown asset colour is an error with a suggestion among the catalog's colour sets")
    func unknownName() throws {
        let catalog = try makeCatalog(["BrandRed", "Accent"])
        let outcome = harness(source).run(["check", "a.cell"])
        #expect(outcome.status == 0, "without the catalog any name is accepted")
        let checked = harness(source).run(["compile", "--assets", catalog, "-q", "a.cell"])
        #expect(checked.status == 1)
        #expect(checked.error.contains("a.cell:4:28: error: unknown asset colour 'BrandRad'"))
        #expect(checked.error.contains("did you mean 'BrandRed'?"))
    }

    @Test("a known asset colour compiles, and an unreadable catalog is an I/O error")
    func knownNameAndMissingCatalog() throws {
        let catalog = try makeCatalog(["BrandRad"])
        let harness = harness(source)
        #expect(harness.run(["compile", "--assets", catalog, "-q", "a.cell"]).status == 0)
        #expect(harness.fileSystem.text("a.swift")?.contains(#"Color(assetNamed: "BrandRad")"#) == true)
        let missing = harness.run(["compile", "--assets", "/nonexistent/Assets.xcassets", "a.cell"])
        #expect(missing.status == 74)
        #expect(
            missing.error.hasPrefix(
                "cellc: error: cannot read the asset catalog: cannot read '/nonexistent/Assets.xcassets'"))
    }

    @Test("cellc render draws an asset colour from the colour sets of its --assets folder")
    func render() throws {
        let catalog = try makeCatalog(["BrandRad"])
        var harness = harness(source.replacingOccurrences(of: "textColor", with: "backgroundColor"))
        harness.compiler = CompileResult.compile
        harness.fileSystem.directories.insert(catalog)
        let outcome = harness.run(["render", "a.cell", "-o", "a.svg", "--assets", catalog])
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(harness.fileSystem.text("a.svg")?.contains(##"fill="#FF0000""##) == true)
    }
}
