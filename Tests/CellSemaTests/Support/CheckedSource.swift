import CellDiagnostics
import CellSema
import CellSyntax
import Testing

/// Source text with location markers (`1️⃣` … `9️⃣`), parsed and checked, so a test says "error X at 1️⃣" instead of
/// counting bytes (STYLE.md, habit 8).
///
/// The checker's diagnostics are kept apart from the parser's: a test of the checker must not pass because of a
/// syntax error, so any parser diagnostic is recorded as a failure unless the test allows it.
struct CheckedSource {
    /// The markers a test may use, in order.
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without its markers.
    let text: String
    /// The text as a file named `test.cell`.
    let file: SourceFile
    /// What the checker built.
    let checked: CheckedFile
    /// The checker's diagnostics, in the order it reported them.
    let diagnostics: [Diagnostic]
    /// The lexer's and the parser's diagnostics.
    let syntaxDiagnostics: [Diagnostic]
    private let offsets: [Character: Int]

    init(
        _ marked: String, allowingSyntaxErrors: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var text = String.UnicodeScalarView()
        var offsets: [Character: Int] = [:]
        var utf8Count = 0
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            // A marker is three scalars: a digit, U+FE0F and U+20E3.
            if index + 2 < scalars.count, ("1"..."9").contains(scalars[index]), scalars[index + 1] == "\u{FE0F}",
                scalars[index + 2] == "\u{20E3}"
            {
                let marker = Character(String(String.UnicodeScalarView(scalars[index...(index + 2)])))
                if offsets[marker] != nil {
                    Issue.record("marker \(marker) appears twice", sourceLocation: sourceLocation)
                }
                offsets[marker] = utf8Count
                index += 3
                continue
            }
            text.append(scalars[index])
            utf8Count += UTF8.width(scalars[index])
            index += 1
        }
        self.init(text: String(text), offsets: offsets, allowingSyntaxErrors: allowingSyntaxErrors, sourceLocation)
    }

    /// Checks raw bytes, which need not be valid UTF-8 nor valid syntax; for robustness tests.
    init(bytes: [UInt8]) {
        let file = SourceFile(path: "test.cell", bytes: bytes)
        var syntaxSink = DiagnosticSink()
        let syntax = Parser.parse(file, diagnostics: &syntaxSink)
        var sink = DiagnosticSink()
        self.text = String(decoding: bytes, as: UTF8.self)
        self.file = file
        self.checked = Checker.check(syntax, in: file, diagnostics: &sink)
        self.diagnostics = sink.diagnostics
        self.syntaxDiagnostics = syntaxSink.diagnostics
        self.offsets = [:]
    }

    private init(
        text: String, offsets: [Character: Int], allowingSyntaxErrors: Bool, _ sourceLocation: Testing.SourceLocation
    ) {
        let file = SourceFile(path: "test.cell", text: text)
        var syntaxSink = DiagnosticSink()
        let syntax = Parser.parse(file, diagnostics: &syntaxSink)
        if !allowingSyntaxErrors && !syntaxSink.diagnostics.isEmpty {
            let messages = syntaxSink.diagnostics.map { "\($0.id): \($0.message)" }
            Issue.record("the test's source does not parse: \(messages)", sourceLocation: sourceLocation)
        }
        var sink = DiagnosticSink()
        self.text = text
        self.file = file
        self.checked = Checker.check(syntax, in: file, diagnostics: &sink)
        self.diagnostics = sink.diagnostics
        self.syntaxDiagnostics = syntaxSink.diagnostics
        self.offsets = offsets
    }

    // MARK: Places

    /// The byte offset of `marker`; a marker missing from the source is recorded as a failure.
    func offset(of marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        guard let offset = offsets[marker] else {
            Issue.record("marker \(marker) is not in the source", sourceLocation: sourceLocation)
            return -1
        }
        return offset
    }

    /// Names an offset by its marker when one sits there, so failures read `unknown-name at 2️⃣`.
    func describe(offset: Int) -> String {
        let names = CheckedSource.markers.filter { offsets[$0] == offset }
        return names.isEmpty ? "offset \(offset)" : names.map(String.init).joined(separator: "/")
    }

    /// Each diagnostic as `severity id at marker`, sorted by position.
    var summary: [String] {
        diagnostics.enumerated()
            .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
            .map { "\($0.element.severity) \($0.element.id) at \(describe(offset: $0.element.range.start))" }
    }

    // MARK: Results

    /// The only template of the file; more or fewer is recorded as a failure.
    func template(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckedTemplate {
        #expect(checked.templates.count == 1, sourceLocation: sourceLocation)
        return try #require(checked.templates.first, sourceLocation: sourceLocation)
    }

    /// The index of the view with outlet `name` in `template`.
    func view(
        _ name: String, in template: CheckedTemplate, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Int {
        try #require(template.views.firstIndex { $0.outlet == name }, sourceLocation: sourceLocation)
    }

    // MARK: Expectations

    /// Expects the checker to report nothing at all, not even a warning.
    func expectNoDiagnostics(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(summary.isEmpty, "expected no diagnostics", sourceLocation: sourceLocation)
    }

    /// Expects exactly these diagnostics, in source order: each a severity, an ID and the marker where it starts.
    func expectDiagnostics(
        _ expected: [(Severity, DiagnosticID, Character)], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let wanted = expected.map { "\($0.0) \($0.1) at \($0.2)" }
        #expect(summary == wanted, sourceLocation: sourceLocation)
    }

    /// Expects the checker's only diagnostic to be an error with `id` starting at `marker`, and returns it for
    /// further checks of its message and notes.
    @discardableResult
    func expectOnlyError(
        _ id: DiagnosticID, at marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        expectOnly(.error, id, at: marker, sourceLocation: sourceLocation)
    }

    /// Expects the checker's only diagnostic to be a warning with `id` starting at `marker`.
    @discardableResult
    func expectOnlyWarning(
        _ id: DiagnosticID, at marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        expectOnly(.warning, id, at: marker, sourceLocation: sourceLocation)
    }

    private func expectOnly(
        _ severity: Severity, _ id: DiagnosticID, at marker: Character, sourceLocation: Testing.SourceLocation
    ) -> Diagnostic? {
        expectDiagnostics([(severity, id, marker)], sourceLocation: sourceLocation)
        let start = offset(of: marker, sourceLocation: sourceLocation)
        return diagnostics.first { $0.id == id && $0.severity == severity && $0.range.start == start }
    }

    /// Expects `diagnostic` to have this message and these notes, each a message and, for a note that points
    /// somewhere, the marker where its range starts.
    func expect(
        _ diagnostic: Diagnostic?, message: String, notes: [(String, Character?)] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let diagnostic else { return }  // Its absence is already a failure of the expectation that found it.
        #expect(diagnostic.message == message, sourceLocation: sourceLocation)
        let actual = diagnostic.notes.map { note in
            "\(note.message) @ \(note.range.map { describe(offset: $0.start) } ?? "nowhere")"
        }
        let wanted = notes.map { note in
            "\(note.0) @ \(note.1.map(String.init) ?? "nowhere")"
        }
        #expect(actual == wanted, sourceLocation: sourceLocation)
    }
}
