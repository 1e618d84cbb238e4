import CellCodeGen
import CellDiagnostics
import Testing

/// A value the parser cannot read is reported once: the checker does not report it again as some other value.
@Suite("Follow-on errors")
struct FollowOnErrorTests {
    @Test(
        "a number too large or malformed is one error, not also a height or width of 0",
        arguments: [
            ("cell C {\n    height = 1e400\n}\n", "number '1e400' is too large"),
            ("view V {\n    width = 1e999\n}\n", "number '1e999' is too large"),
            ("cell C {\n    height = 1__2\n}\n", "invalid number '1__2'"),
        ])
    func unreadableNumberIsOneError(source: String, message: String) {
        let compilation = Compilation.run(SourceFile(path: "A.cell", bytes: Array(source.utf8)))
        #expect(compilation.diagnostics.map(\.message) == [message])
    }
}
