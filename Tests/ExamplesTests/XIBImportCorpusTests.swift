import CellCatalog
import CellCodeGen
import CellDiagnostics
import CellInterfaceBuilder
import CellKit
import CellPreview
import Foundation
import Testing

/// `cellc import` on the thirty real files of ../shared/corpus/xib (read from there): each imports without error,
/// its source compiles, its cells, reuse identifiers and outlets are the manifest's, the same file gives the same
/// source, and, laid out at the size the file was designed at from the compiled archive, every named view lands on
/// the frame the file records: to half a point, or to ``textTolerance`` where its size is its text's (CellKit
/// measures in its fonts, not San Francisco), and except for the views a diagnostic of the import names. The
/// imports are compiled too (``theCompiledImportIsTheImport(entry:)``).
@MainActor
@Suite struct XIBImportCorpusTests {
    /// How far a frame that follows text may be from the file's.
    static let textTolerance = 3.0

    /// One row of the corpus's MANIFEST.tsv.
    struct Entry: CustomStringConvertible, Sendable {
        var file: String
        var cells: Int
        var outlets: Int
        var reuseIdentifiers: [String]
        var description: String { file }
    }

    /// The files whose frames the import does not yet reproduce, by the number they start with, and why.
    static let unfaithful: [String: String] = [
        "04": "the image view's height comes from inequalities at priority 999 and its width from its aspect ratio; "
            + "the import leaves the inequalities out and sizes the label from its text first",
        "08": "the message is as wide as its text in Helvetica Neue, which CellKit measures 7 points wider",
        "18": "the time is as wide as its text, 4 points narrower in CellKit's fonts than in San Francisco",
        "22":
            "Interface Builder draws the SF Symbol's image view by the symbol's alignment rect, which is not modelled",
    ]

    nonisolated static let corpus = RepositoryFiles.root.deletingLastPathComponent().appendingPathComponent(
        "shared/corpus/xib")

    nonisolated static let entries: [Entry] = {
        guard let text = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 9, let cells = Int(columns[6]), let outlets = Int(columns[7]) else { return nil }
            let identifiers = columns[8].split(separator: ",").map { $0 == "(empty-string)" ? "" : String($0) }
            return Entry(file: columns[0], cells: cells, outlets: outlets, reuseIdentifiers: identifiers)
        }
    }()

    private static func imported(_ entry: Entry) throws -> XIBImport {
        let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(entry.file)))
        return XIBImporter.import(bytes, path: entry.file)
    }

    @Test func theManifestListsThirtyFiles() {
        #expect(Self.entries.count == 30)
    }

    @Test(arguments: entries)
    func importsAndCompiles(entry: Entry) throws {
        let imported = try Self.imported(entry)
        let source = try #require(imported.source, "\(imported.diagnostics.map(\.message))")
        #expect(!imported.diagnostics.contains { $0.severity == .error })
        let compilation = RepositoryFiles.compile(source, path: entry.file + ".cell")
        #expect(!compilation.hasErrors, "\(compilation.diagnostics.map { "\($0.id): \($0.message)" })\n\(source)")
        // Deterministic: a second import gives the same bytes.
        #expect(try Self.imported(entry).source == source)
    }

    @Test(arguments: entries)
    func hasTheManifestsCellsReuseIdentifiersAndOutlets(entry: Entry) throws {
        let imported = try Self.imported(entry)
        let cells = imported.templates.filter { $0.kind == .cell || $0.kind == .collectionCell }
        #expect(cells.count == entry.cells)
        let identifiers = cells.compactMap(\.reuseIdentifier)
        // The manifest lists the cells' identifiers (not a reusable view's), and an empty one as there; the import
        // writes it `.none`, as no dequeue can name it.
        #expect(identifiers.sorted() == entry.reuseIdentifiers.filter { !$0.isEmpty }.sorted())
        // Every outlet of the file is an outlet of its template, a layout variable, the owner's outlet to the cell,
        // or a warning that says why it is not.
        let leftOut = imported.diagnostics.count {
            $0.id == XIBImporter.untranslatedConnection && $0.message.hasPrefix("the outlet")
        }
        let carried = imported.templates.reduce(0) { $0 + $1.outlets.count + $1.variables.count + $1.ownerOutlets }
        #expect(carried + leftOut == entry.outlets)
    }

    /// The files whose import is not compiled into the module ImportedCells, because another file's import declares
    /// the same class there.
    static let notCompiled: [String: String] = [
        "17": "its NibCell is 12's", "28": "its CustomCell is 27's", "29": "its CustomCell is 27's",
    ]

    /// Every other file's import is checked in as `Tests/Fixtures/Imported/ImportedNN.cell` (`CELLC_UPDATE_GOLDENS=1`
    /// rewrites it), which the plugin compiles, so that `NibEquivalenceTests` finds the archive of each building the
    /// tree its generated initializer builds.
    @Test(arguments: entries)
    func theCompiledImportIsTheImport(entry: Entry) throws {
        let number = String(entry.file.prefix(2))
        let path = "Tests/Fixtures/Imported/Imported\(number).cell"
        guard Self.notCompiled[number] == nil else {
            #expect(!FileManager.default.fileExists(atPath: RepositoryFiles.root.appendingPathComponent(path).path))
            return
        }
        let source = try #require(try Self.imported(entry).source)
        let difference = try RepositoryFiles.checkGolden(source, at: path)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test(arguments: entries)
    func everyNamedViewIsAtTheFilesFrame(entry: Entry) throws {
        let imported = try Self.imported(entry)
        let source = try #require(imported.source)
        let compiled = CompiledSource(path: Compilation.baseName(ofPath: entry.file) + ".cell", text: source)
        let nib = try compiled.nib(registry: CellRegistry())
        // The views a diagnostic names keep the file's frame only where it says so.
        let explained = Set(
            imported.diagnostics.filter {
                $0.id == XIBImporter.misplacedView || $0.id == XIBImporter.ambiguousConstraints
            }
            .compactMap { $0.message.split(separator: "'").dropFirst().first.map(String.init) })
        let issue = Self.unfaithful[String(entry.file.prefix(2))]
        if let issue {
            withKnownIssue(Comment(rawValue: issue)) {
                try expectFrames(of: imported, nib: nib, explained: explained, entry: entry)
            }
        } else {
            try expectFrames(of: imported, nib: nib, explained: explained, entry: entry)
        }
    }

    private func expectFrames(of imported: XIBImport, nib: Nib, explained: Set<String>, entry: Entry) throws {
        for template in imported.templates {
            let preview = try nib.preview(ofTemplate: template.className)
            // At the content view's size, which the file's frames are in (a cell's is a point lower than it).
            preview.view.frame = Rect(x: 0, y: 0, width: template.contentWidth, height: template.contentHeight)
            preview.view.layoutIfNeeded()
            let views = Dictionary(preview.outlets, uniquingKeysWith: { first, _ in first })
            for frame in template.frames where frame.isRecorded && !explained.contains(frame.name) {
                let view = try #require(views[frame.name], "\(entry) \(template.className): no view \(frame.name)")
                let tolerance = frame.followsContent || frame.isArranged ? Self.textTolerance : 0.5
                let actual = view.frame
                let pairs = [
                    ("x", actual.minX, frame.x), ("y", actual.minY, frame.y), ("width", actual.width, frame.width),
                    ("height", actual.height, frame.height),
                ]
                for (component, value, wanted) in pairs {
                    #expect(
                        Swift.abs(value - wanted) <= tolerance,
                        "\(entry) \(frame.name): \(actual) is not the file's \(component) \(wanted)")
                }
            }
        }
    }
}
