import CellArchive
import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's ArticleCell (section 7, "Frames"): labels whose frames read a thumbnail inside a card, converted
/// into the content view's coordinates, on the generated class, the nib and the archive's own layout program.
@MainActor
@Suite struct CrossHierarchyFramesTests {
    /// At 375 points: the card at (12, 10), the thumbnail 2 points inside it, so at (14, 12) in the content view.
    static let expected: [(String, Rect)] = [
        ("thumbnailView", Rect(x: 2, y: 2, width: 64, height: 64)),
        ("titleLabel", Rect(x: 86, y: 12, width: 277, height: 20)),
        ("summaryLabel", Rect(x: 86, y: 36, width: 277, height: 40)),
    ]

    @Test("the title and the summary read the thumbnail inside its card, after one layout pass")
    func labelsReadTheThumbnailInsideItsCard() throws {
        for cell in try CompiledSource.bothPaths(of: ArticleCell.self, "ArticleCell") {
            cell.frame = Rect(x: 0, y: 0, width: 375, height: ArticleCell.height(forWidth: 375))
            cell.layoutIfNeeded()
            let views = [
                "thumbnailView": cell.thumbnailView, "titleLabel": cell.titleLabel, "summaryLabel": cell.summaryLabel,
            ]
            for (name, frame) in Self.expected {
                #expect(views[name]?.frame == frame, "\(name)")
            }
            let corner = cell.thumbnailView.convert(Point.zero, to: cell.contentView)
            #expect(cell.titleLabel.frame.minX == corner.x + cell.thumbnailView.frame.width + 8)
        }
        let source = try #require(try CompiledSource.declaring("ArticleCell"))
        let archive = try #require(source.compile().archive)
        let nib = try Nib(bytes: ArchiveWriter.encode(archive), name: source.baseName, registry: CellRegistry())
        let preview = try nib.preview(ofTemplate: "ArticleCell")
        preview.layout(atWidth: 375)
        for (name, frame) in Self.expected {
            #expect(preview.outlet(named: name)?.frame == frame, "preview \(name)")
        }
    }
}
