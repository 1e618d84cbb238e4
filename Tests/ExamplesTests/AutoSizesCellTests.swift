import CellArchive
import CellKit
import CellPreview
import CellTestSupport
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/AutoSizes.cell: frames whose width or height is `auto`, fitting sizes, `min` and `max`,
/// and cells whose height follows their content, built by the generated classes and loaded from the archive.
///
/// Text is measured by `TextMetrics`, whose widths change with the fonts it reads, so the expected sizes of labels
/// are measured here by a label of the same text and font; the switch's and the spinner's sizes are fixed.
@MainActor
@Suite struct AutoSizesCellTests {
    private static let short = "Nice."
    private static let long = String(repeating: "A comment that runs on for a while, as comments do. ", count: 6)

    /// What a label of this text and font asks for at `width` (unlimited when nil), as `sizeThatFits(_:)`.
    private func fitting(_ text: String, font: Font = .systemFont(ofSize: 17), lines: Int = 0, width: Double?) -> Size {
        let label = CellKit.Label()
        label.text = text
        label.font = font
        label.numberOfLines = lines
        return label.sizeThatFits(Size(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    @Test("a comment's height is the lowest view's maxY plus the bottom margin, at two widths and two texts")
    func commentHeightFollowsTheText() {
        #expect(CommentCell.height(forWidth: 320) == TableView.automaticDimension)
        var heights: [String: [Double]] = [:]
        for text in [Self.short, Self.long] {
            for width in [320.0, 414.0] {
                let cell = CommentCell()
                cell.bodyLabel.text = text
                let author = fitting("Ada", font: .boldSystemFont(ofSize: 15), lines: 1, width: nil)
                let body = fitting(text, width: width - 68 - 16)
                let expected = max(52, 12 + author.height + 4 + body.height) + 11
                let before = cell.bodyLabel.frame
                let size = cell.systemLayoutSizeFitting(Size(width: width, height: 0))
                #expect(size == Size(width: width, height: expected), "\(text.count) characters at \(width)")
                #expect(cell.bodyLabel.frame == before, "measuring moves no view")
                // Laid out at that height, the body ends where the height says, and the background fills it.
                cell.frame = Rect(x: 0, y: 0, width: width, height: size.height)
                cell.layoutIfNeeded()
                #expect(cell.authorLabel.frame == Rect(x: 68, y: 12, width: author.width, height: author.height))
                #expect(
                    cell.bodyLabel.frame == Rect(x: 68, y: 16 + author.height, width: width - 84, height: body.height))
                #expect(cell.dateLabel.frame.minX == 68 + author.width + 8)
                #expect(cell.backgroundImageView.frame == Rect(x: 0, y: 0, width: width, height: size.height))
                heights[text, default: []].append(size.height)
            }
        }
        // The short text fits beside the avatar; the long one wraps, to fewer lines at the wider width.
        let short = heights[Self.short] ?? []
        let long = heights[Self.long] ?? []
        #expect(short.count == 2 && short[0] == short[1])
        #expect(long.count == 2 && long[0] > long[1] && long[1] > short[1])
    }

    @Test("a title beside a switch: the switch's 51 x 31 from its content, the title wrapping beside it")
    func settingCell() {
        #expect(SettingCell.height(forWidth: 320) == TableView.automaticDimension)
        for (text, width) in [("Wi-Fi", 320.0), (Self.long, 320), (Self.long, 414)] {
            let cell = SettingCell()
            cell.titleLabel.text = text
            let content = width - 34  // a disclosure indicator takes 34 points
            let titleWidth = content - 16 - 51 - 24
            let title = fitting(text, width: titleWidth)
            let titleY = 12 + max((31 - title.height) / 2, 0)
            let expected = max(titleY + title.height, 43) + 12
            let size = cell.systemLayoutSizeFitting(Size(width: width, height: 0))
            #expect(size.height == expected, "\(text.count) characters at \(width)")
            cell.frame = Rect(x: 0, y: 0, width: width, height: size.height)
            cell.layoutIfNeeded()
            #expect(cell.toggle.frame == Rect(x: content - 16 - 51, y: 12, width: 51, height: 31))
            #expect(cell.titleLabel.frame == Rect(x: 16, y: titleY, width: titleWidth, height: title.height))
        }
    }

    @Test("a height over min and max that reads no content stays static; the chip is as wide as its label")
    func tagCell() {
        #expect(TagCell.height(forWidth: 320) == 44)
        #expect(TagCell.height(forWidth: 414) == 51.75)
        #expect(TagCell.height(forWidth: 600) == 60)
        for (text, width) in [("swift", 320.0), (Self.long, 414)] {
            let cell = TagCell()
            cell.tagLabel.text = text
            cell.frame = Rect(x: 0, y: 0, width: width, height: TagCell.height(forWidth: width))
            cell.layoutIfNeeded()
            let tag = fitting(text, lines: 1, width: nil)
            #expect(cell.chip.frame == Rect(x: 16, y: 8, width: min(tag.width + 16, width - 32), height: 28))
            let chipWidth = cell.chip.frame.width
            #expect(
                cell.tagLabel.frame == Rect(x: 8, y: (28 - tag.height) / 2, width: chipWidth - 16, height: tag.height))
            #expect(cell.spinner.frame == Rect(x: width - 16 - 20, y: 12, width: 20, height: 20))
        }
    }

    @Test(arguments: [("CommentCell", "bodyLabel"), ("SettingCell", "titleLabel")])
    func theArchiveMeasuresTheCellAsTheGeneratedClassDoes(className: String, outlet: String) throws {
        let source = try #require(try CompiledSource.declaring(className))
        let bytes = ArchiveWriter.encode(try #require(source.compile().archive))
        // No registered class: the nib's own cell, which evaluates the archived height on its views.
        let nib = try Nib(bytes: bytes, name: source.baseName, registry: CellRegistry())
        #expect(nib.height(ofTemplate: className, forWidth: 320) == TableView.automaticDimension)
        for text in [Self.short, Self.long] {
            for width in [320.0, 414.0] {
                let preview = try nib.preview(ofTemplate: className)
                let label = try #require(preview.outlet(named: outlet) as? CellKit.Label)
                label.text = text
                let generated = generatedCell(className, text: text)
                let expected = generated.systemLayoutSizeFitting(Size(width: width, height: 0))
                #expect(preview.height(forWidth: width) == expected.height, "\(className) at \(width)")
                preview.layout(atWidth: width)
                generated.frame = preview.view.frame
                generated.layoutIfNeeded()
                #expect(ViewDescription.lines(of: preview.view) == ViewDescription.lines(of: generated))
            }
        }
    }

    /// The generated cell `className` with `text` in its label.
    private func generatedCell(_ className: String, text: String) -> CellKit.TableViewCell {
        if className == "CommentCell" {
            let cell = CommentCell()
            cell.bodyLabel.text = text
            return cell
        }
        let cell = SettingCell()
        cell.titleLabel.text = text
        return cell
    }
}
