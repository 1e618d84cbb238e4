import CellCatalog
import CellDiagnostics
import Foundation
import Testing

@testable import CellInterfaceBuilder

/// The thirty corpus files read as xibs, in both formats, against ../shared/corpus/xib/MANIFEST.tsv: each has the
/// manifest's format, number of cells, number of outlets and reuse identifiers.
@Suite("Interface Builder files on the corpus")
struct XIBCorpusTests {
    /// One line of the manifest.
    struct Entry: CustomStringConvertible, Sendable {
        var file: String
        var format: String
        var cells: Int
        var outlets: Int
        /// The reuse identifiers, in file order; `(empty-string)` is an identifier that is there and empty.
        var reuseIdentifiers: [String]

        var description: String { file }
    }

    static let entries: [Entry] = {
        let manifest = XMLCorpusTests.corpus.appendingPathComponent("MANIFEST.tsv")
        let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 9, let cells = Int(fields[6]), let outlets = Int(fields[7]) else { return nil }
            let ids = fields[8].isEmpty ? [] : fields[8].split(separator: ",").map(String.init)
            return Entry(file: fields[0], format: fields[4], cells: cells, outlets: outlets, reuseIdentifiers: ids)
        }
    }()

    @Test func theManifestListsEveryFile() {
        #expect(Self.entries.map(\.file).sorted() == XMLCorpusTests.files)
    }

    @Test("each file has its manifest's format, cells, outlets and reuse identifiers", arguments: entries)
    func countsMatchTheManifest(entry: Entry) throws {
        let bytes = Array(try Data(contentsOf: XMLCorpusTests.corpus.appendingPathComponent(entry.file)))
        let xib = try XIBFile(bytes: bytes)
        #expect(xib.format.rawValue == entry.format)
        #expect(xib.cells.count == entry.cells)
        #expect(xib.connections(.outlet).count == entry.outlets)
        let ids = xib.cells.compactMap(\.reuseIdentifier).map { $0.isEmpty ? "(empty-string)" : $0 }
        #expect(ids == entry.reuseIdentifiers)
    }

    @Test("the archive format's custom classes, placeholders and base64 strings")
    func anArchive() throws {
        let file = "25-dennisreimann-ioctocat-FollowCell.xib"
        let xib = try XIBFile(bytes: Array(try Data(contentsOf: XMLCorpusTests.corpus.appendingPathComponent(file))))
        #expect(xib.cells.map(\.customClass) == ["FollowCell"])
        #expect(xib.placeholders.map(\.placeholder) == ["IBFilesOwner", "IBFirstResponder"])
        #expect(xib.placeholders.first?.customClass == "FollowingController")
        #expect(xib.connections(.outlet).map(\.name).contains("followingCell"))
        #expect(Base64.decodedString("RmlsZSdzIE93bmVyA") == "File's Owner")
    }

    @Test("the document format's owner, outlets by source and an empty reuse identifier")
    func aDocument() throws {
        let file = "06-jessesquires-JSQMessagesViewController-JSQMessagesCollectionViewCellIncoming.xib"
        let xib = try XIBFile(bytes: Array(try Data(contentsOf: XMLCorpusTests.corpus.appendingPathComponent(file))))
        let cell = try #require(xib.cells.first)
        #expect(cell.templateKind == .collectionCell)
        #expect(cell.reuseIdentifier == "")
        #expect(cell.customClass == "JSQMessagesCollectionViewCellIncoming")
        #expect(xib.connections(.outlet).allSatisfy { $0.source == cell.id })
        #expect(xib.placeholders.contains { $0.placeholder == "IBFilesOwner" })
    }

    @Test("the linter finds the corpus's real problems and no error in any file", arguments: XMLCorpusTests.files)
    func lintsTheCorpus(file: String) throws {
        let bytes = Array(try Data(contentsOf: XMLCorpusTests.corpus.appendingPathComponent(file)))
        let (source, diagnostics) = XIBLinter.lint(bytes, path: file)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let ids = Set(diagnostics.map(\.id.rawValue))
        if file.hasPrefix("06-") {
            // The manifest's note: reuseIdentifier="" on the collection cell.
            let empty = try #require(diagnostics.first { $0.id.rawValue == "empty-reuse-identifier" })
            #expect(source.location(of: empty.range.start).line == 10)
        }
        if file.hasPrefix("02-") {
            // Trial02's download button, which the compiler warns about too.
            #expect(ids.contains("image-only-button"))
        }
        if file.hasPrefix("12-") {
            #expect(ids == ["missing-reuse-identifier"])
        }
        #expect(XIBLinter.lint(bytes, path: file, disabled: Set(XIBLintRule.allCases)).diagnostics.isEmpty)
    }
}
