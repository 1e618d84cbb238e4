import CellDiagnostics
import CellSyntax
import Testing

/// Source text with location markers (`1️⃣` … `9️⃣`) taken out and their UTF-8 offsets kept, so a test names places
/// in the source instead of counting bytes (STYLE.md, habit 8).
///
/// Markers are recognised scalar by scalar (a digit, U+FE0F, U+20E3), so a marker glued to a combining mark or to
/// another marker is still found.
struct MarkedSource {
    /// The markers a test may use, in order.
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without its markers.
    let text: String
    /// The text as a file named `test.cell`.
    let file: SourceFile
    private let offsets: [Character: Int]

    init(_ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var scalars = Array(marked.unicodeScalars)
        scalars.append(" ")  // A sentinel, so the look-ahead below needs no bounds checks at the end.
        scalars.append(" ")
        var text = String.UnicodeScalarView()
        var utf8Count = 0
        var offsets: [Character: Int] = [:]
        var index = 0
        while index < scalars.count - 2 {
            let scalar = scalars[index]
            if ("1"..."9").contains(scalar), scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}" {
                let marker = Character(String(String.UnicodeScalarView(scalars[index...(index + 2)])))
                if offsets[marker] != nil {
                    Issue.record("marker \(marker) appears twice", sourceLocation: sourceLocation)
                }
                offsets[marker] = utf8Count
                index += 3
                continue
            }
            text.append(scalar)
            utf8Count += UTF8.width(scalar)
            index += 1
        }
        self.text = String(text)
        self.file = SourceFile(path: "test.cell", text: self.text)
        self.offsets = offsets
    }

    /// The byte offset of `marker`; a marker missing from the source is recorded as a test failure.
    func offset(of marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        guard let offset = offsets[marker] else {
            Issue.record("marker \(marker) is not in the source", sourceLocation: sourceLocation)
            return -1
        }
        return offset
    }

    /// The range from one marker up to another.
    func range(
        _ start: Character, _ end: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> SourceRange {
        let lower = offset(of: start, sourceLocation: sourceLocation)
        let upper = offset(of: end, sourceLocation: sourceLocation)
        return SourceRange(start: lower, end: max(lower, upper))
    }

    /// Names an offset by its marker when one sits there, so failures read `invalid-escape at 2️⃣`.
    func describe(offset: Int) -> String {
        let names = MarkedSource.markers.filter { offsets[$0] == offset }
        return names.isEmpty ? "offset \(offset)" : names.map(String.init).joined(separator: "/")
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
        diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map { "\($0.element.id) at \(describe(offset: $0.element.range.start))" }
    }
}
