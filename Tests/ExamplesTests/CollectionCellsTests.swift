import CellArchive
import CellKit
import CellPreview
import CellTestSupport
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/CollectionCells.cell: collection-view cells and a reusable view through the generated
/// classes, the nib (registered and fallback), selection and their sizes from content.
@MainActor
@Suite struct CollectionCellsTests {
    /// The nib of the fixture, loaded with the fixture's classes registered or with none.
    private func nib(registered: Bool) throws -> Nib {
        let source = try #require(try CompiledSource.declaring("MediaItemCell"))
        let archive = try #require(source.compile().archive)
        let registry = CellRegistry()
        if registered { CollectionCellsTemplates.register(in: registry) }
        return try Nib(bytes: ArchiveWriter.encode(archive), name: "CollectionCells", registry: registry)
    }

    /// The template `className` as the nib makes it, registered or not.
    private func loaded(_ className: String, registered: Bool) throws -> View {
        let nib = try nib(registered: registered)
        let index = try #require(nib.templateNames.firstIndex(of: className))
        return try nib.instantiate(withOwner: nil)[index]
    }

    @Test func theItemIsACollectionViewCellWithItsSubviewsInItsContentView() throws {
        let cell = MediaItemCell()
        #expect(MediaItemCell.reuseIdentifier == "media")
        #expect(MediaItemCell.nominalSize == Size(width: 160, height: 120))
        #expect(cell.frame == Rect(x: 0, y: 0, width: 160, height: 120))
        cell.layoutIfNeeded()
        #expect(cell.thumbnailView.superview === cell.contentView)
        #expect(cell.thumbnailView.frame == Rect(x: 0, y: 0, width: 160, height: 90))
        // The content view's margins are the template's 10 points.
        #expect(cell.titleLabel.frame == Rect(x: 10, y: 94, width: 112, height: 18))
        #expect(cell.moreButton.frame == Rect(x: 128, y: 92, width: 24, height: 24))
        #expect(cell.titleLabel.font == .systemFont(ofSize: 12))
        let background = try #require(cell.backgroundView)
        #expect(background.superview === cell && background.frame == cell.bounds)
        #expect(background.backgroundColor == .systemGray6)
        #expect(cell.selectedBackgroundView?.superview == nil)
        #expect(cell.checkView.superview === cell.selectedBackgroundView)
    }

    @Test func selectingTheItemShowsItsSelectedBackgroundBehindTheContentAndInThePicture() throws {
        let cell = MediaItemCell()
        cell.layoutIfNeeded()
        let blue = "fill=\"\(Color.systemBlue.hexString.prefix(7))\""
        #expect(!SVGRenderer().render(cell).contains(blue))
        cell.isSelected = true
        cell.layoutIfNeeded()
        let selected = try #require(cell.selectedBackgroundView)
        #expect(selected.superview === cell)
        let order = cell.subviews.map(ObjectIdentifier.init)
        #expect(
            order.firstIndex(of: ObjectIdentifier(selected)) ?? 9 < order.firstIndex(
                of: ObjectIdentifier(cell.contentView)) ?? 0)
        #expect(cell.checkView.frame == Rect(x: 136, y: 4, width: 20, height: 20))
        #expect(SVGRenderer().render(cell).contains(blue))
        cell.prepareForReuse()
        #expect(selected.superview == nil)
    }

    @Test func theActionReachesTheTarget() throws {
        final class Target: MediaItemCellActions {
            var taps = 0
            func moreTapped(_ sender: Button) { taps += 1 }
        }
        let target = Target()
        for cell in try CompiledSource.bothPaths(of: MediaItemCell.self, "MediaItemCell") {
            cell.actionTarget = target
            cell.moreButton.sendActions(for: .touchUpInside)
        }
        #expect(target.taps == 2)
    }

    @Test(arguments: ["MediaItemCell", "TagItemCell", "SquareCell", "BannerCell", "SectionTitleView"])
    func theNibBuildsTheSameViewsAtTheNominalSize(className: String) throws {
        let registry = CellRegistry()
        CollectionCellsTemplates.register(in: registry)
        let generated = try registry.make(className: className)
        for registered in [true, false] {
            let fromNib = try loaded(className, registered: registered)
            #expect((fromNib is CollectionReusableView) && (fromNib is any CollectionTemplate) == registered)
            #expect(fromNib.frame == generated.frame, "\(className), registered: \(registered)")
            for view in [generated, fromNib] { view.layoutIfNeeded() }
            let difference = ViewDescription.difference(
                ViewDescription.lines(of: fromNib), from: ViewDescription.lines(of: generated))
            #expect(difference == nil, "\(className), registered: \(registered): \(difference ?? "")")
        }
    }

    @Test func aSquaresHeightFollowsItsWidthAndABannersWidthItsHeight() {
        #expect(SquareCell.nominalSize == Size(width: 96, height: 96))
        #expect(BannerCell.nominalSize == Size(width: 180, height: 60))
        // Neither reads content, so neither measures: the target size is the size.
        let target = Size(width: 200, height: 70)
        #expect(SquareCell().systemLayoutSizeFitting(target) == SquareCell().bounds.size)
    }

    @Test(arguments: ["A", "Swift", "Collection views", "一二三四五"])
    func aTagIsAsWideAsItsLabelAndItsMarginsOnEveryPath(text: String) throws {
        let cell = TagItemCell()
        cell.tagLabel.text = text
        let label = cell.tagLabel.sizeThatFits(Size(width: .greatestFiniteMagnitude, height: 20)).width
        let expected = Size(width: 12 + label + 12, height: 32)
        #expect(cell.systemLayoutSizeFitting(Size(width: 50, height: 32)) == expected)
        for registered in [true, false] {
            let fromNib = try #require(try loaded("TagItemCell", registered: registered) as? CollectionViewCell)
            let tagLabel = try #require(fromNib.contentView.subviews.first as? CellKit.Label)
            tagLabel.text = text
            #expect(
                fromNib.systemLayoutSizeFitting(Size(width: 50, height: 32)) == expected, "registered: \(registered)")
        }
        // Laid out at its measured size, the label sits inside the margins and the underline spans the tag.
        cell.frame.size = expected
        cell.layoutIfNeeded()
        #expect(cell.tagLabel.frame == Rect(x: 12, y: 6, width: label, height: 20))
        #expect(cell.underline.frame == Rect(x: 0, y: 30, width: expected.width, height: 2))
    }

    @Test func aLongerTagIsWider() {
        let widths = ["A", "AB", "ABC DEF"].map { text in
            let cell = TagItemCell()
            cell.tagLabel.text = text
            return cell.systemLayoutSizeFitting(TagItemCell.nominalSize).width
        }
        #expect(widths == widths.sorted() && Set(widths).count == 3)
    }

    @Test func aHeadersHeightIsItsWrappedTitlesAtTheTargetWidth() throws {
        let header = SectionTitleView()
        header.titleLabel.text = "A title long enough to wrap onto a second line at this width"
        let narrow = header.systemLayoutSizeFitting(Size(width: 200, height: 50))
        let wide = header.systemLayoutSizeFitting(Size(width: 1000, height: 50))
        #expect(narrow.width == 200 && wide.width == 1000)
        #expect(narrow.height > wide.height)
        let line = header.titleLabel.sizeThatFits(Size(width: 968, height: .greatestFiniteMagnitude)).height
        #expect(wide.height == 12 + line + 8)
        let fallback = try #require(try loaded("SectionTitleView", registered: false) as? CollectionReusableView)
        try #require(fallback.subviews.first as? CellKit.Label).text = header.titleLabel.text
        #expect(fallback.systemLayoutSizeFitting(Size(width: 200, height: 50)) == narrow)
    }

    @Test func aPreviewDrawsATagAtItsMeasuredSize() throws {
        let preview = try nib(registered: false).preview(ofTemplate: "TagItemCell")
        try preview.setProperty("text", to: .string("Swift"), onOutlet: "tagLabel")
        preview.layout()
        let cell = TagItemCell()
        cell.tagLabel.text = "Swift"
        #expect(preview.view.frame.size == cell.systemLayoutSizeFitting(TagItemCell.nominalSize))
        #expect(preview.view.frame.width != TagItemCell.nominalSize.width)
    }
}
