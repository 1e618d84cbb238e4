import CellDiagnostics
import CellSyntax
import CellTestSupport
import Testing

/// Source text with location markers (`1️⃣` … `9️⃣`), lexed or parsed on demand, so a test names places in the source
/// instead of counting bytes (STYLE.md, habit 8). The markers themselves are ``MarkedText``'s business.
struct MarkedSource {
    private let marked: MarkedText

    /// The text without its markers.
    var text: String { marked.text }
    /// The text as a file named `test.cell`.
    var file: SourceFile { marked.file }

    init(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.marked = MarkedText(marked, sourceLocation: sourceLocation)
    }

    /// The byte offset of `marker`; a marker missing from the source is recorded as a test failure.
    func offset(of marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        marked.offset(of: marker, sourceLocation: sourceLocation)
    }

    /// The range from one marker up to another.
    func range(
        _ start: Character, _ end: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SourceRange {
        marked.range(start, end, sourceLocation: sourceLocation)
    }

    /// The tokens of the text and the lexer's diagnostics.
    func lex() -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink()
        let tokens = Lexer.tokenize(file, diagnostics: &sink)
        return (tokens, sink.diagnostics)
    }

    /// The syntax tree of the text and every diagnostic of lexing and parsing.
    func parse() -> (syntax: SourceFileSyntax, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink()
        let syntax = Parser.parse(file, diagnostics: &sink)
        return (syntax, sink.diagnostics)
    }

    /// Expects one diagnostic with `id` starting at `marker` and returns it, for further checks of its message,
    /// range and notes.
    @discardableResult
    func expectDiagnostic(
        _ id: DiagnosticID, at marker: Character, in diagnostics: [Diagnostic],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let start = offset(of: marker, sourceLocation: sourceLocation)
        let matches = diagnostics.filter { $0.id == id && $0.range.start == start }
        #expect(
            matches.count == 1,
            "expected one '\(id)' at \(marker); got \(summary(of: diagnostics))",
            sourceLocation: sourceLocation)
        return matches.first
    }

    /// Expects exactly these diagnostics, in source order: each an ID and the marker where it starts.
    func expectDiagnostics(
        _ diagnostics: [Diagnostic], _ expected: [(DiagnosticID, Character)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let wanted = expected.map { "\($0.0) at \($0.1)" }
        #expect(summary(of: diagnostics) == wanted, sourceLocation: sourceLocation)
    }

    /// Each diagnostic as `id at marker`, sorted by position.
    func summary(of diagnostics: [Diagnostic]) -> [String] {
        marked.summary(of: diagnostics)
    }
}
