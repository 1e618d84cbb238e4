import CellDiagnostics
import Testing

@Suite("MarkedSource")
struct MarkedSourceTests {
    @Test("markers are removed and their offsets count UTF-8 bytes")
    func offsets() {
        let source = MarkedSource("é1️⃣x2️⃣😀3️⃣")
        #expect(source.text == "éx😀")
        #expect(source.file.bytes.count == 7)
        #expect([source.offset(of: "1️⃣"), source.offset(of: "2️⃣"), source.offset(of: "3️⃣")] == [2, 3, 7])
        #expect(source.range("1️⃣", "2️⃣") == SourceRange(start: 2, end: 3))
    }

    @Test("a digit right before a marker stays in the text")
    func digitBeforeMarker() {
        let source = MarkedSource("11️⃣2")
        #expect(source.text == "12")
        #expect(source.offset(of: "1️⃣") == 1)
    }

    @Test("diagnostics are summarised by marker, in source order")
    func summary() {
        let source = MarkedSource("1️⃣ab2️⃣c")
        let diagnostics = [
            Diagnostic(.error, DiagnosticID("b"), "b", at: SourceRange(at: 2)),
            Diagnostic(.error, DiagnosticID("a"), "a", at: SourceRange(at: 0)),
            Diagnostic(.error, DiagnosticID("c"), "c", at: SourceRange(at: 1)),
        ]
        #expect(source.summary(of: diagnostics) == ["a at 1️⃣", "c at offset 1", "b at 2️⃣"])
    }
}
