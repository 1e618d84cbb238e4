import CellArchive
import CellDiagnostics
import CellSema
import CellSyntax

/// One input file taken through the whole pipeline: parse, check, emit the Swift and build the archive.
public struct Compilation: Sendable {
    /// The input.
    public let source: SourceFile
    /// Everything the phases reported, sorted by position.
    public let diagnostics: [Diagnostic]
    /// The generated Swift, or nil when the input has errors.
    public let swiftSource: String?
    /// The archive of the file's templates (written as `Name.cellnib`), or nil when the input has errors.
    public let archive: Archive?

    /// The file's base name without directory and extension: `Examples/Transit.cell` gives `Transit`.
    public var baseName: String { Compilation.baseName(ofPath: source.path) }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Runs the pipeline over `source`.
    public static func run(_ source: SourceFile) -> Compilation {
        run(source, emitting: true)
    }

    /// Runs the pipeline over `source`, without writing the Swift and the archive when `emitting` is false: what
    /// `cellc check` needs, in about a third of the memory, as the generated Swift is five times the size of the
    /// input and outlives the checked file. `.asset("Name")` colours must be among `colorAssets` when it is given
    /// (`cellc compile --assets DIR`).
    public static func run(_ source: SourceFile, emitting: Bool, colorAssets: Set<String>? = nil) -> Compilation {
        var sink = DiagnosticSink()
        let syntax = Parser.parse(source, diagnostics: &sink)
        let checked = Checker.check(syntax, in: source, diagnostics: &sink, colorAssets: colorAssets)
        let sourceName = fileName(ofPath: source.path)
        let emitter = SwiftEmitter(file: checked, sourceName: sourceName)
        for template in checked.templates where template.className == emitter.registrationEnumName {
            sink.error(
                .reservedName,
                "class name '\(template.className)' collides with the enum cellc generates to register this file's classes",
                at: template.nameRange, notes: [Diagnostic.Note("rename the class or the file")])
        }
        let emits = emitting && !sink.hasErrors
        let schemas = emits ? checked.templates.map(TemplateSchema.lines) : []
        let swift = emits ? emitter.emit(schemas: schemas) : nil
        let archive =
            emits ? ArchiveBuilder(file: checked, sourceName: sourceName, source: source).build(schemas: schemas) : nil
        return Compilation(source: source, diagnostics: limited(sink.sorted), swiftSource: swift, archive: archive)
    }

    /// The most errors reported for one file; past it the input is not a `.cell` file anyone is editing (a binary
    /// file, say), and printing hundreds of thousands of errors helps nobody.
    public static let errorLimit = 500

    /// The most warnings reported for one file: a generated file can trip the same warning on every view, and a
    /// hundred thousand of them would bury everything else.
    public static let warningLimit = 500

    /// The first ``errorLimit`` errors and the first ``warningLimit`` warnings among them, in order; then, when
    /// warnings were left out, one warning that counts them, and when errors were, one last error that counts those,
    /// with `hint` as its note.
    public static func limited(
        _ diagnostics: [Diagnostic], hint: String = "is this a .cell file? it should be UTF-8 text"
    ) -> [Diagnostic] {
        var errors = 0
        var warnings = 0
        var shownWarnings = 0
        var firstHiddenWarning: Diagnostic?
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error:
                errors += 1
                if errors <= errorLimit { kept.append(diagnostic) }
            case .warning:
                warnings += 1
                if errors <= errorLimit, warnings <= warningLimit {
                    kept.append(diagnostic)
                    shownWarnings += 1
                } else if firstHiddenWarning == nil {
                    firstHiddenWarning = diagnostic
                }
            default:
                if errors <= errorLimit { kept.append(diagnostic) }
            }
        }
        let lastShown = kept.last
        // Warnings past the limit, and those after the error limit, are counted, not shown.
        if let first = firstHiddenWarning {
            kept.append(
                Diagnostic(
                    .warning, .tooManyWarnings, "too many warnings: \(warnings - shownWarnings) more not shown",
                    at: SourceRange(at: first.range.start),
                    notes: [Diagnostic.Note("the first not shown is here, warning \(shownWarnings + 1) of the file")]))
        }
        guard errors > errorLimit, let last = lastShown else { return kept }
        kept.append(
            Diagnostic(
                .error, .tooManyErrors, "too many errors: \(errors - errorLimit) more not shown",
                at: SourceRange(at: last.range.start),
                notes: [Diagnostic.Note(hint)]))
        return kept
    }

    /// The last component of a path: `Examples/Transit.cell` gives `Transit.cell`.
    public static func fileName(ofPath path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The base name of a path: the last component without its final extension.
    public static func baseName(ofPath path: String) -> String {
        let name = fileName(ofPath: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
