import CellCodeGen
import Testing

/// The generated Swift that the package compiles is checked in; these tests regenerate it and fail on any
/// difference, so the compiled classes are always what cellc emits today.
@Suite struct GeneratedSourcesTests {
    /// Compiles `text`, which must have no diagnostic at all, and compares its Swift with the golden file.
    private func expectCompiles(_ text: String, as path: String, place: String, toGolden golden: String) throws {
        let compilation = RepositoryFiles.compile(text, path: path)
        #expect(compilation.diagnostics.isEmpty, "\(place): \(compilation.diagnostics.map(\.message))")
        guard let swift = compilation.swiftSource else { return }
        let difference = try RepositoryFiles.checkGolden(swift, at: golden)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func everyExampleCompilesToItsCheckedInSwift() throws {
        let files = try RepositoryFiles.cellFiles(in: "Examples")
        #expect(files.contains("Examples/Transit.cell"))
        for path in files {
            let golden = "Examples/ExampleCells/\(Compilation.baseName(ofPath: path)).swift"
            try expectCompiles(try RepositoryFiles.text(path), as: path, place: path, toGolden: golden)
        }
    }

    @Test func everyGrammarExampleCompilesWithoutDiagnosticsToItsCheckedInSwift() throws {
        let grammar = GrammarDocument(markdown: try RepositoryFiles.text("Grammar.md"))
        #expect(grammar.cellExamples.count >= 10)
        for (index, block) in grammar.cellExamples.enumerated() {
            let golden = GrammarDocument.goldenPath(forExample: index)
            let name = String(golden.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: ".cell")
            try expectCompiles(
                block.text, as: name, place: "Grammar.md example at line \(block.line)", toGolden: golden)
        }
    }

    @Test func everyCellExampleInTheReadmeCompilesWithoutDiagnostics() throws {
        let readme = GrammarDocument(markdown: try RepositoryFiles.text("README.md"))
        #expect(!readme.cellExamples.isEmpty)
        for block in readme.cellExamples {
            let compilation = RepositoryFiles.compile(block.text, path: "README.cell")
            #expect(
                compilation.diagnostics.isEmpty,
                "README.md example at line \(block.line): \(compilation.diagnostics.map(\.message))")
        }
    }

    @Test func theSwiftThatGrammarMdShowsIsTheSwiftThatCompiles() throws {
        let grammar = GrammarDocument(markdown: try RepositoryFiles.text("Grammar.md"))
        let swiftBlocks = grammar.blocks.filter { $0.language == "swift" }
        #expect(swiftBlocks.count == 1)
        for block in swiftBlocks {
            let difference = try RepositoryFiles.checkGolden(
                block.text, at: "Tests/CompiledCells/Grammar/GrammarUsage.swift")
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test func theCatalogFixtureCoversTheWholeCatalog() throws {
        let difference = try RepositoryFiles.checkGolden(CatalogFixture.text(), at: CatalogFixture.path)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test func everyCompiledFixtureCompilesToItsCheckedInSwift() throws {
        let files = try RepositoryFiles.cellFiles(in: "Tests/Fixtures/Compiled")
        #expect(files.count >= 2)
        for path in files {
            let golden = "Tests/CompiledCells/Fixtures/\(Compilation.baseName(ofPath: path)).swift"
            try expectCompiles(try RepositoryFiles.text(path), as: path, place: path, toGolden: golden)
        }
    }

    @Test func compilingTwiceGivesIdenticalBytes() throws {
        for path in try RepositoryFiles.cellFiles(in: "Examples")
            + RepositoryFiles.cellFiles(in: "Tests/Fixtures/Compiled")
        {
            let text = try RepositoryFiles.text(path)
            let first = RepositoryFiles.compile(text, path: path).swiftSource
            let second = RepositoryFiles.compile(text, path: path).swiftSource
            #expect(first != nil && first == second)
        }
    }
}
