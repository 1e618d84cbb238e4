import CellCatalog
import CellDiagnostics
import Testing

/// Each file in Tests/Fixtures/Diagnostics is compiled and its diagnostics rendered as cellc prints them; the text
/// must match the `.expected` file beside it byte for byte (`CELLC_UPDATE_GOLDENS=1` rewrites them).
@Suite struct DiagnosticGoldenTests {
    @Test func everyDiagnosticFixtureRendersAsExpected() throws {
        let files = try RepositoryFiles.cellFiles(in: "Tests/Fixtures/Diagnostics")
        #expect(files.count >= 4)
        for path in files {
            let compilation = try RepositoryFiles.compile(fileAt: path)
            #expect(compilation.hasErrors, "\(path) should have errors")
            #expect(compilation.swiftSource == nil)
            let rendered = DiagnosticRenderer().render(compilation.diagnostics, in: compilation.source)
            let golden = String(path.dropLast(".cell".count)) + ".expected"
            let difference = try RepositoryFiles.checkGolden(rendered, at: golden)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test func theFiveErrorFileReportsFiveErrorsEachWithItsPlace() throws {
        let path = "Tests/Fixtures/Diagnostics/FiveErrors.cell"
        let compilation = try RepositoryFiles.compile(fileAt: path)
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.id) == [.unknownViewKind, .unknownProperty, .typeMismatch, .unknownName, .duplicateClass])
        let places = errors.map { compilation.source.location(of: $0.range.start).description }
        #expect(places == ["6:5", "11:9", "12:16", "15:37", "19:6"])
    }
}
