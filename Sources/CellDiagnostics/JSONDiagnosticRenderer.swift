/// Renders the diagnostics of several files as one JSON document, for editors and other tools.
///
/// ```
/// {"diagnostics":[{"file":"x.cell","line":3,"column":5,"endLine":3,"endColumn":9,"offset":40,"length":4,
/// "severity":"error","id":"unknown-property","message":"…","notes":[…],"fixIts":[…]}]}
/// ```
///
/// Keys always come in this order and the document ends with a newline, so the output is deterministic. Lines and
/// columns are 1-based, columns count Unicode scalars; `offset` and `length` are UTF-8 bytes, clamped into the file.
public struct JSONDiagnosticRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// One document holding every diagnostic of every file, files in the order given.
    public func render(_ files: [(file: SourceFile, diagnostics: [Diagnostic])]) -> String {
        let diagnostics = files.flatMap { entry in
            entry.diagnostics.map { value(of: $0, in: entry.file) }
        }
        return JSONValue.object([JSONValue.Member("diagnostics", .array(diagnostics))]).serialized + "\n"
    }

    private func value(of diagnostic: Diagnostic, in file: SourceFile) -> JSONValue {
        let start = min(max(diagnostic.range.start, 0), file.bytes.count)
        let end = min(max(diagnostic.range.end, start), file.bytes.count)
        var members = [JSONValue.Member("file", .string(file.path))]
        members += position(of: diagnostic.range, in: file)
        members += [
            JSONValue.Member("offset", .number(start)),
            JSONValue.Member("length", .number(end - start)),
            JSONValue.Member("severity", .string(diagnostic.severity.rawValue)),
            JSONValue.Member("id", .string(diagnostic.id.rawValue)),
            JSONValue.Member("message", .string(diagnostic.message)),
            JSONValue.Member("notes", .array(diagnostic.notes.map { value(of: $0, in: file) })),
            JSONValue.Member("fixIts", .array(diagnostic.fixIts.map { value(of: $0, in: file) })),
        ]
        return .object(members)
    }

    private func value(of note: Diagnostic.Note, in file: SourceFile) -> JSONValue {
        let place = note.range.map { position(of: $0, in: file) } ?? []
        return .object([JSONValue.Member("message", .string(note.message))] + place)
    }

    private func value(of fixIt: Diagnostic.FixIt, in file: SourceFile) -> JSONValue {
        .object(position(of: fixIt.range, in: file) + [JSONValue.Member("replacement", .string(fixIt.replacement))])
    }

    /// `line`, `column`, `endLine`, `endColumn`, where the text renderer shows the range.
    private func position(of range: SourceRange, in file: SourceFile) -> [JSONValue.Member] {
        let bounds = file.displayBounds(of: range)
        let start = file.location(of: bounds.lowerBound)
        let end = file.location(of: bounds.upperBound)
        return [
            JSONValue.Member("line", .number(start.line)),
            JSONValue.Member("column", .number(start.column)),
            JSONValue.Member("endLine", .number(end.line)),
            JSONValue.Member("endColumn", .number(end.column)),
        ]
    }
}
