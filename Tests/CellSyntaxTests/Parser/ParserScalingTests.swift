import CellDiagnostics
import CellSyntax
import Testing

/// String literals of one repeated unit, large enough that decoding them in quadratic time (as a scalar view that
/// copied itself on every escape once did) makes the suite visibly slow; the tests assert only what they decode to.
@Suite("Parser scaling")
struct ParserScalingTests {
    /// The repetitions of each unit: a fraction of a second when decoding is linear, minutes when quadratic.
    static let count = 200_000

    @Test(
        "a literal of one unit repeated decodes to the unit's value repeated",
        arguments: [
            ("\t", "\t"), ("\\n", "\n"), ("\\\\", "\\"), ("\\0", "\0"), ("\\\"", "\""), ("\\u{1F600}", "😀"),
            ("é", "é"), ("a\\tb", "a\tb"),
        ])
    func repeatedUnit(unit: String, decoded: String) throws {
        let literal = "\"" + String(repeating: unit, count: Self.count) + "\""
        let (value, diagnostics) = MarkedSource("let s = \(literal)").firstValue()
        #expect(diagnostics.isEmpty)
        guard case .string(let text) = value?.kind else {
            Issue.record("expected a string, got \(String(describing: value?.kind))")
            return
        }
        #expect(text.unicodeScalars.elementsEqual(String(repeating: decoded, count: Self.count).unicodeScalars))
    }

    @Test("a literal of raw NUL bytes reports each one and keeps it")
    func rawNULs() throws {
        let literal = "\"" + String(repeating: "\0", count: Self.count / 10) + "\""
        let (value, diagnostics) = MarkedSource("let s = \(literal)").firstValue()
        #expect(diagnostics.count == Self.count / 10)
        #expect(diagnostics.allSatisfy { $0.id == .nulByte })
        #expect(value?.kind == .string(String(repeating: "\0", count: Self.count / 10)))
    }

    @Test("a number of many digits is one error")
    func hugeNumber() {
        let (_, diagnostics) = MarkedSource("let n = \(String(repeating: "9", count: Self.count))").firstValue()
        #expect(diagnostics.map(\.id) == [.invalidNumber])
        #expect(diagnostics.first?.message.hasSuffix("' is too large") == true)
    }
}
