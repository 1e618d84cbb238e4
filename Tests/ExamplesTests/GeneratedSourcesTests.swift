import CellCodeGen
import Testing

/// The generated Swift that the package compiles is checked in; these tests regenerate it and fail on any
/// difference, so the compiled classes are always what cellc emits today.
@Suite struct GeneratedSourcesTests {
    @Test func everyExampleCompilesToItsCheckedInSwift() throws {
        let files = try RepositoryFiles.cellFiles(in: "Examples")
        #expect(files.contains("Examples/Transit.cell"))
        for path in files {
            let compilation = RepositoryFiles.compile(try RepositoryFiles.text(path), path: path)
            #expect(compilation.diagnostics.isEmpty, "\(path): \(compilation.diagnostics.map(\.message))")
            let swift = try #require(compilation.swiftSource)
            let golden = "Examples/ExampleCells/\(compilation.baseName).swift"
            let difference = try RepositoryFiles.checkGolden(swift, at: golden)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test func everyGrammarExampleCompilesWithoutDiagnosticsToItsCheckedInSwift() throws {
        let grammar = GrammarDocument(markdown: try RepositoryFiles.text("Grammar.md"))
        #expect(grammar.cellExamples.count >= 10)
        for (index, block) in grammar.cellExamples.enumerated() {
            let golden = GrammarDocument.goldenPath(forExample: index)
            let name = String(golden.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: ".cell")
            let compilation = RepositoryFiles.compile(block.text, path: name)
            #expect(
                compilation.diagnostics.isEmpty,
                "Grammar.md example at line \(block.line): \(compilation.diagnostics.map(\.message))")
            guard let swift = compilation.swiftSource else { continue }
            let difference = try RepositoryFiles.checkGolden(swift, at: golden)
            #expect(difference == nil, "\(difference ?? "")")
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
            let compilation = RepositoryFiles.compile(try RepositoryFiles.text(path), path: path)
            #expect(compilation.diagnostics.isEmpty, "\(path): \(compilation.diagnostics.map(\.message))")
            let swift = try #require(compilation.swiftSource)
            let golden = "Tests/CompiledCells/Fixtures/\(compilation.baseName).swift"
            let difference = try RepositoryFiles.checkGolden(swift, at: golden)
            #expect(difference == nil, "\(difference ?? "")")
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
