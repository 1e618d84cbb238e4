import CellCodeGen
import CellDiagnostics
import Testing

/// `Compilation.run(_:emitting: false)`, for `cellc check`: the same diagnostics, and no Swift or archive.
@Suite("Compilation without emitting")
struct CompilationCheckOnlyTests {
    @Test(
        "the diagnostics are those of a full run, and nothing is emitted",
        arguments: [
            "cell C {\n    height = 44\n    Label l {\n        frame = (0, 0, 400, 10)\n    }\n}\n",
            "cell C {\n    colour = 1\n    Lable l {\n    }\n}\n",
            "cell TTemplates {\n    height = 44\n}\n",
        ])
    func sameDiagnostics(text: String) {
        let source = SourceFile(path: "T.cell", text: text)
        let full = Compilation.run(source)
        let checked = Compilation.run(source, emitting: false)
        #expect(checked.diagnostics.map(\.message) == full.diagnostics.map(\.message))
        #expect(!checked.diagnostics.isEmpty)
        #expect(checked.swiftSource == nil && checked.archive == nil)
    }
}
