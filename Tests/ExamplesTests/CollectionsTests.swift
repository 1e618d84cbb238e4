import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Collections.cell: outlet collections, typed arrays of views in source order, on both
/// paths.
@MainActor
@Suite struct CollectionsTests {
    private func expectStars(_ cell: RatingCell) {
        // Typed: `[ImageView]` and `[BadgeLabel]`, or this would not compile.
        let stars: [CellKit.ImageView] = cell.stars
        let badges: [BadgeLabel] = cell.badges
        #expect(stars.count == 5)
        #expect(stars.first === cell.firstStar)
        #expect(stars.last === cell.lastStar)
        #expect(stars[2].superview === cell.group)
        #expect(stars.map(\.frame.minX) == [16, 40, 0, 24, 160])
        #expect(badges.first === cell.countLabel)
        #expect(badges.count == 2)
    }

    @Test func theGeneratedInitializerFillsTheCollectionsInSourceOrder() {
        let cell = RatingCell()
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        expectStars(cell)
    }

    @Test func theNibFillsThemToo() throws {
        let registry = CellRegistry()
        CollectionsTemplates.register(in: registry)
        let cell = try #require(
            try CollectionsTemplates.nib(registry: registry).instantiate(withOwner: nil).first as? RatingCell)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        expectStars(cell)
    }

    @Test func theSchemaListsEachCollection() {
        #expect(
            RatingCell.templateSchema.contains(
                "collection stars: [ImageView] = (firstStar, subview 1, subview 3, subview 4, lastStar)"))
        #expect(RatingCell.templateSchema.contains("collection badges: [BadgeLabel] = (countLabel, subview 7)"))
    }
}
