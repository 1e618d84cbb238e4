import CellArchive
import CellCodeGen
import CellDiagnostics

/// What compiling one file gave: its diagnostics and, when it has no errors, the Swift and the archive to write.
///
/// The command line takes the compiler as a function producing this, so tests can drive every path of it with
/// diagnostics of their choosing.
public struct CompileResult: Sendable {
    /// Everything reported, in the order to print.
    public var diagnostics: [Diagnostic]
    /// The generated Swift; nil when there are errors.
    public var swiftSource: String?
    /// The encoded archive (`Name.cellnib`); nil when there are errors.
    public var archive: [UInt8]?

    /// Creates a result.
    public init(diagnostics: [Diagnostic], swiftSource: String?, archive: [UInt8]? = nil) {
        self.diagnostics = diagnostics
        self.swiftSource = swiftSource
        self.archive = archive
    }

    /// Runs the real pipeline over `source`; without `emitting` (`cellc check`) it stops after checking, so the
    /// Swift and the archive are neither built nor held.
    public static func compile(_ source: SourceFile, emitting: Bool) -> CompileResult {
        compile(source, emitting: emitting, colorAssets: nil)
    }

    /// Runs the real pipeline over `source`, its `.asset("Name")` colours checked against `colorAssets` when given.
    public static func compile(_ source: SourceFile, emitting: Bool, colorAssets: Set<String>?) -> CompileResult {
        let compilation = Compilation.run(source, emitting: emitting, colorAssets: colorAssets)
        return CompileResult(
            diagnostics: compilation.diagnostics, swiftSource: compilation.swiftSource,
            archive: compilation.archive.map(ArchiveWriter.encode))
    }
}
