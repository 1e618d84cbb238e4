import CellCodeGen
import Testing

/// The package compiles its `.cell` files with CellcPlugin, as an app does; the emitter's output for each is kept as
/// a golden file (`Tests/Fixtures/Generated`, named `.swift.golden` so that nothing compiles it) for reviewers to read
/// its changes, and these tests regenerate the goldens and fail on any difference.
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
            let golden = "Tests/Fixtures/Generated/Examples/\(Compilation.baseName(ofPath: path)).swift.golden"
            try expectCompiles(try RepositoryFiles.text(path), as: path, place: path, toGolden: golden)
        }
    }

    @Test func everyGrammarExampleCompilesWithoutDiagnosticsToItsCheckedInSwift() throws {
        let grammar = GrammarDocument(markdown: try RepositoryFiles.text("Grammar.md"))
        #expect(grammar.cellExamples.count >= 10)
        for (index, block) in grammar.cellExamples.enumerated() {
            try expectCompiles(
                block.text, as: GrammarDocument.fixturePath(forExample: index),
                place: "Grammar.md example at line \(block.line)",
                toGolden: GrammarDocument.goldenPath(forExample: index))
        }
    }

    /// The plugin compiles Grammar.md's examples from one `.cell` file each, which must be the example exactly, and
    /// no file more: one left from a removed example would still be compiled.
    @Test func everyGrammarExampleIsTheCellFileThePluginCompiles() throws {
        let grammar = GrammarDocument(markdown: try RepositoryFiles.text("Grammar.md"))
        let fixtures = grammar.cellExamples.indices.map(GrammarDocument.fixturePath(forExample:))
        for (block, path) in zip(grammar.cellExamples, fixtures) {
            let difference = try RepositoryFiles.checkGolden(block.text, at: path)
            #expect(difference == nil, "Grammar.md example at line \(block.line): \(difference ?? "")")
        }
        #expect(try RepositoryFiles.cellFiles(in: "Tests/Fixtures/Grammar") == fixtures)
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
                block.text, at: "Tests/Fixtures/Grammar/GrammarUsage.swift")
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
            let golden = "Tests/Fixtures/Generated/Compiled/\(Compilation.baseName(ofPath: path)).swift.golden"
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
