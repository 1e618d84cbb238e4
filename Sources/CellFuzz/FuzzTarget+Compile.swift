import CellArchive
import CellCodeGen
import CellDiagnostics
import CellKit

extension FuzzTarget {
    /// The `.cell` pipeline, as `cellc compile` runs it, with the invariants that tie its phases together checked:
    /// an input without errors has Swift and an archive, the written archive reads back as the same archive, and
    /// the runtime loads and instantiates it.
    @MainActor
    static func compile(_ bytes: [UInt8]) {
        let source = SourceFile(path: "Fuzz.cell", bytes: bytes)
        let compilation = Compilation.run(source)
        _ = DiagnosticRenderer(colors: true).render(compilation.diagnostics, in: source)
        _ = JSONDiagnosticRenderer().render([(source, compilation.diagnostics)])
        guard !compilation.hasErrors else {
            precondition(compilation.swiftSource == nil && compilation.archive == nil, "output despite errors")
            return
        }
        guard compilation.swiftSource != nil, let archive = compilation.archive else {
            preconditionFailure("an input without errors has no Swift or no archive")
        }
        let bytes = ArchiveWriter.encode(archive)
        let decoded: Archive
        do throws(ArchiveError) {
            decoded = try ArchiveReader.decode(bytes)
        } catch {
            preconditionFailure("the compiler wrote an archive its reader refuses: \(error)")
        }
        precondition(decoded == archive, "the archive does not read back as written")
        do throws(NibError) {
            // No app class is registered, so a runtime attribute would reach CellKit's own class, which refuses every
            // key as UIKit does; the fuzzer loads the nib as a preview does, without them.
            let options = NibOptions.skipsRuntimeAttributes
            let nib = try Nib(archive: decoded, name: compilation.baseName, registry: CellRegistry(), options: options)
            try exercise(nib)
        } catch {
            preconditionFailure("CellKit refuses an archive the compiler wrote: \(error)")
        }
    }
}
