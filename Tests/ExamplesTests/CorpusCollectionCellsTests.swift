import CellArchive
import CellKit
import CompiledCells
import Foundation
import Testing

/// Three real collection-view cells of the Interface Builder corpus (../shared/corpus/xib), written as
/// `collectionCell` templates in Tests/Fixtures/Corpus/CorpusCollectionCells.cell: each, made by its generated class
/// and by its nib at the cell's size in the file, has every subview at the file's `<rect>`.
///
/// A frame that does not depend on text is the file's to half a point (Interface Builder rounds frames to pixels:
/// a label centred in 116 points is at 47.75, written 48). A frame that does (a label as wide as its text, and what
/// is placed after it) is measured in CellKit's fonts, not in San Francisco, which Interface Builder measured with:
/// those components are the file's to within `textTolerance`.
@MainActor
@Suite struct CorpusCollectionCellsTests {
    /// How far a component that depends on the width or height of text may be from the file's.
    static let textTolerance = 3.0

    /// A subview of a template and the element of the file it is written from.
    struct Subview: CustomStringConvertible {
        /// How the test reaches the view from the cell.
        var name: String
        /// The `id` of its element in the file.
        var id: String
        /// The components of its frame that depend on text: x, y, width, height as 0 to 3.
        var measured: Set<Int> = []
        var description: String { name }
    }

    /// The folder of the corpus, beside the repository's.
    private static let corpus = RepositoryFiles.root.deletingLastPathComponent().appendingPathComponent(
        "shared/corpus/xib")

    /// The frame of the element with `id` in `xib`: its `<rect key="frame">` in the document format, or in the
    /// older archive format its `NSFrame` (`{{x, y}, {width, height}}`), or its `NSFrameSize` at the origin (the
    /// cell's own).
    private func rect(of id: String, in xib: String) throws -> Rect {
        let number = "([-0-9.]+)"
        let patterns = [
            #"id="\#(id)"[^>]*>\s*<rect key="frame" x="\#(number)" y="\#(number)" width="\#(number)" height="\#(number)"/>"#,
            #"id="\#(id)">(?:(?!<object class="IB)[\s\S])*?<string key="NSFrame">\{\{\#(number), \#(number)\}, \{\#(number), \#(number)\}\}</string>"#,
        ]
        for pattern in patterns {
            if let rect = try rect(matching: pattern, in: xib) { return rect }
        }
        // The cell of an archive-format file: the last NSFrameSize before its end is its own.
        let cell =
            #"id="\#(id)">[\s\S]*<string key="NSFrameSize">\{\#(number), \#(number)\}</string>[\s\S]*?<reference key="IBUIContentView""#
        let expression = try NSRegularExpression(pattern: cell)
        let match = try #require(
            expression.firstMatch(in: xib, range: NSRange(xib.startIndex..., in: xib)), "no frame for \(id)")
        let numbers = try (1...2).map { group in
            let range = try #require(Range(match.range(at: group), in: xib))
            return try #require(Double(xib[range]))
        }
        return Rect(x: 0, y: 0, width: numbers[0], height: numbers[1])
    }

    /// The rectangle of the four numbers `pattern`'s groups match in `xib`, or nil when it does not match.
    private func rect(matching pattern: String, in xib: String) throws -> Rect? {
        let expression = try NSRegularExpression(pattern: pattern)
        guard let match = expression.firstMatch(in: xib, range: NSRange(xib.startIndex..., in: xib)) else {
            return nil
        }
        let numbers = try (1...4).map { group in
            let range = try #require(Range(match.range(at: group), in: xib))
            return try #require(Double(xib[range]))
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Compares the subviews of `cell`, laid out at the size of the file's cell `cellID`, with the file's rects.
    private func expectFrames(
        of cell: CollectionViewCell, file: String, cellID: String, subviews: [(Subview, View)]
    ) throws {
        let xib = try String(contentsOf: Self.corpus.appendingPathComponent(file), encoding: .utf8)
        let size = try rect(of: cellID, in: xib)
        #expect(cell.frame.size == size.size, "\(file): the template's nominal size is the file's cell's")
        cell.layoutIfNeeded()
        for (subview, view) in subviews {
            let expected = try rect(of: subview.id, in: xib)
            let actual = view.frame
            let pairs = [
                (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
                (actual.height, expected.height),
            ]
            for (component, (value, wanted)) in pairs.enumerated() {
                let tolerance = subview.measured.contains(component) ? Self.textTolerance : 0.5
                let names = ["x", "y", "width", "height"]
                #expect(
                    abs(value - wanted) <= tolerance,
                    "\(file) \(subview): \(actual) is not the file's \(expected) (its \(names[component]))")
            }
        }
    }

    /// The template `T` by its generated initializer and by its nib through the registered class.
    private func bothPaths<T: CollectionViewCell & Template>(_ type: T.Type) throws -> [T] {
        try CompiledSource.bothPaths(of: type, String(describing: type))
    }

    @Test func igListKitsNibCell() throws {
        for cell in try bothPaths(NibCell.self) {
            try expectFrames(
                of: cell, file: "17-Instagram-IGListKit-NibCell.xib", cellID: "Bsi-Xi-IXl",
                subviews: [
                    (Subview(name: "separator", id: "KmO-E2-9FY"), cell.separator),
                    (Subview(name: "textLabel", id: "fAB-2v-237", measured: [1, 2, 3]), cell.textLabel),
                    (Subview(name: "emojiLabel", id: "qTT-Ka-LDD", measured: [0, 1, 2, 3]), cell.emojiLabel),
                ])
            // Fifteen points from the trailing edge, whatever the emoji measures.
            #expect(cell.emojiLabel.frame.maxX == 611)
            #expect(cell.separator.backgroundColor == .separator)
        }
    }

    @Test func xlPagerTabStripsButtonCell() throws {
        for cell in try bothPaths(ButtonBarViewCell.self) {
            try expectFrames(
                of: cell, file: "21-xmartlabs-XLPagerTabStrip-ButtonCell.xib", cellID: "zg4-fX-zUF",
                subviews: [
                    (Subview(name: "label", id: "s7f-rk-sQl", measured: [0, 1, 2, 3]), cell.label),
                    (Subview(name: "imageView", id: "tFG-yJ-6Th"), cell.imageView),
                ])
            // Centred whatever its text measures.
            #expect(abs(cell.label.frame.midX - 40) < 0.001 && abs(cell.label.frame.midY - 20) < 0.001)
            #expect(cell.label.font == .boldSystemFont(ofSize: 14) && cell.label.textColor == .white)
        }
    }

    @Test func vlcsPlaylistCollectionViewCell() throws {
        let file = "30-videolan-vlc-ios-VLCPlaylistCollectionViewCell.xib"
        for cell in try bothPaths(VLCPlaylistCollectionViewCell.self) {
            let overlay = try #require(
                cell.contentView.subviews.first { ($0 as? ImageView)?.image?.name == "thumbOverlay.png" })
            try expectFrames(
                of: cell, file: file, cellID: "541525164",
                subviews: [
                    (Subview(name: "artistNameLabel", id: "457142782"), cell.artistNameLabel),
                    (Subview(name: "albumNameLabel", id: "405891686"), cell.albumNameLabel),
                    (Subview(name: "thumbnailView", id: "99927648"), cell.thumbnailView),
                    (Subview(name: "titleLabel", id: "634412904"), cell.titleLabel),
                    (Subview(name: "subtitleLabel", id: "288639132"), cell.subtitleLabel),
                    (Subview(name: "seriesNameLabel", id: "22663525"), cell.seriesNameLabel),
                    (Subview(name: "progressView", id: "501792178"), cell.progressView),
                    (Subview(name: "the thumbnail's overlay", id: "130196590"), overlay),
                    (Subview(name: "removeMediaButton", id: "657061410"), cell.removeMediaButton),
                    (Subview(name: "mediaIsUnreadView", id: "699596644"), cell.mediaIsUnreadView),
                ])
            #expect(VLCPlaylistCollectionViewCell.reuseIdentifier == "PlaylistCell")
            #expect(cell.removeMediaButton.isHidden)
            // The autoresizing masks: a taller tile keeps the labels' distance from the bottom and stretches the
            // thumbnail; a wider one keeps the badge's distance from the trailing edge.
            cell.frame.size = Size(width: 398, height: 260)
            cell.layoutIfNeeded()
            #expect(cell.titleLabel.frame == Rect(x: 20, y: 207, width: 258, height: 21))
            #expect(cell.thumbnailView.frame == Rect(x: 21, y: 14, width: 356, height: 184))
            #expect(cell.mediaIsUnreadView.frame.minX == 335)
        }
    }
}
