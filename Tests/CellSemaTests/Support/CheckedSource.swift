import CellDiagnostics
import CellSema
import CellSyntax
import CellTestSupport
import Testing

/// Source text with location markers (`1️⃣` … `9️⃣`), parsed and checked, so a test says "error X at 1️⃣" instead of
/// counting bytes (STYLE.md, habit 8).
///
/// The checker's diagnostics are kept apart from the parser's: a test of the checker must not pass because of a
/// syntax error, so any parser diagnostic is recorded as a failure unless the test allows it.
struct CheckedSource {
    /// The markers a test may use, in order.
    static let markers = MarkedText.markers

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
    private let marked: MarkedText

    init(
        _ marked: String, allowingSyntaxErrors: Bool = false, colorAssets: Set<String>? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let marked = MarkedText(marked, sourceLocation: sourceLocation)
        var syntaxSink = DiagnosticSink()
        let syntax = Parser.parse(marked.file, diagnostics: &syntaxSink)
        if !allowingSyntaxErrors && !syntaxSink.diagnostics.isEmpty {
            let messages = syntaxSink.diagnostics.map { "\($0.id): \($0.message)" }
            Issue.record("the test's source does not parse: \(messages)", sourceLocation: sourceLocation)
        }
        self.init(
            syntax, in: marked.file, syntaxDiagnostics: syntaxSink.diagnostics, marked: marked,
            colorAssets: colorAssets)
    }

    /// Checks raw bytes, which need not be valid UTF-8 nor valid syntax; for robustness tests.
    init(bytes: [UInt8]) {
        let file = SourceFile(path: "test.cell", bytes: bytes)
        var syntaxSink = DiagnosticSink()
        let syntax = Parser.parse(file, diagnostics: &syntaxSink)
        self.init(syntax, in: file, syntaxDiagnostics: syntaxSink.diagnostics, marked: MarkedText(""))
    }

    private init(
        _ syntax: SourceFileSyntax, in file: SourceFile, syntaxDiagnostics: [Diagnostic], marked: MarkedText,
        colorAssets: Set<String>? = nil
    ) {
        var sink = DiagnosticSink()
        self.text = String(decoding: file.bytes, as: UTF8.self)
        self.file = file
        self.checked = Checker.check(syntax, in: file, diagnostics: &sink, colorAssets: colorAssets)
        self.diagnostics = sink.diagnostics
        self.syntaxDiagnostics = syntaxDiagnostics
        self.marked = marked
    }

    // MARK: Places

    /// The byte offset of `marker`; a marker missing from the source is recorded as a failure.
    func offset(of marker: Character, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        marked.offset(of: marker, sourceLocation: sourceLocation)
    }

    /// Names an offset by its marker when one sits there, so failures read `unknown-name at 2️⃣`.
    func describe(offset: Int) -> String {
        marked.describe(offset: offset)
    }

    /// Each diagnostic as `severity id at marker`, sorted by position.
    var summary: [String] {
        marked.summary(of: diagnostics, showingSeverity: true)
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
