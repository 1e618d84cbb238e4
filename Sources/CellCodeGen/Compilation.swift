import CellDiagnostics
import CellSema
import CellSyntax

/// One input file taken through the whole pipeline: parse, check, emit.
public struct Compilation: Sendable {
    /// The input.
    public let source: SourceFile
    /// Everything the phases reported, sorted by position.
    public let diagnostics: [Diagnostic]
    /// The generated Swift, or nil when the input has errors.
    public let swiftSource: String?

    /// The file's base name without directory and extension: `Examples/Transit.cell` gives `Transit`.
    public var baseName: String { Compilation.baseName(ofPath: source.path) }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Runs the pipeline over `source`.
    public static func run(_ source: SourceFile) -> Compilation {
        var sink = DiagnosticSink()
        let syntax = Parser.parse(source, diagnostics: &sink)
        let checked = Checker.check(syntax, in: source, diagnostics: &sink)
        let emitter = SwiftEmitter(file: checked, sourceName: fileName(ofPath: source.path))
        for template in checked.templates where template.className == emitter.registrationEnumName {
            sink.error(
                .reservedName,
                "class name '\(template.className)' collides with the enum cellc generates to register this file's classes",
                at: template.nameRange, notes: [Diagnostic.Note("rename the class or the file")])
        }
        let swift = sink.hasErrors ? nil : emitter.emit()
        return Compilation(source: source, diagnostics: sink.sorted, swiftSource: swift)
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
