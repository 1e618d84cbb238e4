/// One message about the input: what is wrong, where, and what might fix it.
///
/// Diagnostics are values: phases produce them into a ``DiagnosticSink`` and a renderer turns them into text later.
public struct Diagnostic: Hashable, Sendable {
    /// An extra message attached to a diagnostic, optionally pointing at its own place.
    public struct Note: Hashable, Sendable {
        /// The note's text.
        public var message: String
        /// Where the note points, if anywhere.
        public var range: SourceRange?

        /// Creates a note.
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A suggested edit: replace the bytes of `range` by `replacement`.
    public struct FixIt: Hashable, Sendable {
        /// The bytes to replace (empty to insert).
        public var range: SourceRange
        /// The replacement text.
        public var replacement: String

        /// Creates a fix-it.
        public init(replacing range: SourceRange, with replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable identifier such as `unknown-property`, for tools and tests.
    public var id: DiagnosticID
    /// The message: lowercase, source text in 'single quotes'.
    public var message: String
    /// The primary place the diagnostic is about.
    public var range: SourceRange
    /// Further places to underline on the same line.
    public var highlights: [SourceRange]
    /// Notes printed after the source excerpt.
    public var notes: [Note]
    /// Suggested edits.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ id: DiagnosticID,
        _ message: String,
        at range: SourceRange,
        highlights: [SourceRange] = [],
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.highlights = highlights
        self.notes = notes
        self.fixIts = fixIts
    }
}
