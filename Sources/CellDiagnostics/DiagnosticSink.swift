/// Collects the diagnostics of one compile, in the order they were reported.
///
/// Every phase reports into the same sink and keeps going; the driver decides at the end whether anything failed.
public struct DiagnosticSink: Sendable {
    /// Everything reported so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty sink.
    public init() {}

    /// The number of errors reported; kept as a count so that parsers can ask after every member.
    public private(set) var errorCount = 0

    /// Whether any error has been reported.
    public var hasErrors: Bool { errorCount > 0 }

    /// Reports a diagnostic.
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    /// Reports an error.
    public mutating func error(
        _ id: DiagnosticID,
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic.Note] = [],
        fixIts: [Diagnostic.FixIt] = []
    ) {
        report(Diagnostic(.error, id, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// Reports a warning.
    public mutating func warning(
        _ id: DiagnosticID,
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic.Note] = [],
        fixIts: [Diagnostic.FixIt] = []
    ) {
        report(Diagnostic(.warning, id, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// The diagnostics sorted by position, errors before warnings at the same place; the sort is stable.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            if lhs.element.range.start != rhs.element.range.start {
                return lhs.element.range.start < rhs.element.range.start
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
