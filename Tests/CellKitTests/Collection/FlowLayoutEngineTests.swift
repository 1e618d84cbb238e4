import Testing

@testable import CellKit

/// Hand-worked frames of the flow layout engine: lines, justification, last lines, insets, headers, footers,
/// horizontal scrolling, pinning and limits.
@Suite("FlowLayoutEngine")
@MainActor
struct FlowLayoutEngineTests {
    /// An engine loaded with `sections` in a viewport `width` x `height`, configured by `configure`.
    private func makeEngine(
        _ sections: [FlowTestSection], width: Double = 320, height: Double = 480,
        configure: (CollectionViewFlowLayout) -> Void = { _ in }
    ) -> (FlowLayoutEngine, FlowTestSource) {
        let layout = CollectionViewFlowLayout()
        configure(layout)
        let source = FlowTestSource(sections)
        let engine = FlowLayoutEngine(layout: layout)
        engine.reload(itemCounts: source.itemCounts, viewport: Size(width: width, height: height), source: source)
        return (engine, source)
    }

    private func frames(_ engine: FlowLayoutEngine, _ source: FlowTestSource, section: Int = 0) -> [Rect?] {
        (0..<source.sections[section].items.count).map {
            engine.frameForItem(at: IndexPath(item: $0, section: section), source: source)
        }
    }

    private func elements(
        _ engine: FlowLayoutEngine, _ source: FlowTestSource, in rect: Rect
    ) -> [String] {
        var found: [String] = []
        engine.forEachElement(in: rect, source: source) { element in
            found.append("\(element.kind) \(element.indexPath) \(element.frame)")
        }
        return found
    }

    @Test func aGridThatFillsItsLinesExactly() {
        let (engine, source) = makeEngine([FlowTestSection(items: sizes(7, 100, 100))])
        #expect(
            frames(engine, source) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 100),
                Rect(x: 220, y: 0, width: 100, height: 100), Rect(x: 0, y: 110, width: 100, height: 100),
                Rect(x: 110, y: 110, width: 100, height: 100), Rect(x: 220, y: 110, width: 100, height: 100),
                Rect(x: 0, y: 220, width: 100, height: 100),
            ])
        #expect(engine.contentSize == Size(width: 320, height: 320))
    }

    @Test func fullLinesAreJustifiedAndAUniformLastLineKeepsTheColumns() {
        let (engine, source) = makeEngine([FlowTestSection(items: sizes(5, 100, 100))], width: 375)
        // 3 fit (320 <= 375); the spare 55 points go in the two gaps: 10 + 27.5.
        #expect(
            frames(engine, source).map { $0?.origin } == [
                Point(x: 0, y: 0), Point(x: 137.5, y: 0), Point(x: 275, y: 0),
                Point(x: 0, y: 110), Point(x: 137.5, y: 110),
            ])
    }

    @Test func aRaggedLastLineIsLeftAlignedAndItemsAreCentredOnTheirLine() {
        let items = [
            Size(width: 100, height: 50), Size(width: 100, height: 50), Size(width: 100, height: 50),
            Size(width: 60, height: 50), Size(width: 80, height: 60),
        ]
        let (engine, source) = makeEngine([FlowTestSection(items: items)], width: 375)
        #expect(
            frames(engine, source) == [
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 137.5, y: 0, width: 100, height: 50),
                Rect(x: 275, y: 0, width: 100, height: 50), Rect(x: 0, y: 65, width: 60, height: 50),
                Rect(x: 70, y: 60, width: 80, height: 60),
            ])
        #expect(engine.contentSize == Size(width: 375, height: 120))
    }

    @Test func aLineOfOneItemIsCentredUnlessItIsARaggedLastLine() {
        let items = [Size(width: 200, height: 40), Size(width: 200, height: 40), Size(width: 50, height: 40)]
        let (engine, source) = makeEngine([FlowTestSection(items: items)], width: 300)
        #expect(
            frames(engine, source) == [
                Rect(x: 50, y: 0, width: 200, height: 40), Rect(x: 0, y: 50, width: 200, height: 40),
                Rect(x: 210, y: 50, width: 50, height: 40),
            ])
        let (single, singleSource) = makeEngine([FlowTestSection(items: [Size(width: 200, height: 40)])], width: 300)
        // A uniform section of one item wider than half the room: one fits per line, so it is centred (UIKit's
        // well-known "my only cell is centred").
        #expect(frames(single, singleSource) == [Rect(x: 50, y: 0, width: 200, height: 40)])
        let (ragged, raggedSource) = makeEngine(
            [FlowTestSection(items: [Size(width: 120, height: 40), Size(width: 200, height: 40)])], width: 300)
        #expect(
            frames(ragged, raggedSource) == [
                Rect(x: 90, y: 0, width: 120, height: 40), Rect(x: 0, y: 50, width: 200, height: 40),
            ])
    }

    @Test func anItemWiderThanTheRoomHasALineOfItsOwnAtTheLeadingInset() {
        let items = [Size(width: 40, height: 30), Size(width: 150, height: 30), Size(width: 40, height: 30)]
        let (engine, source) = makeEngine(
            [FlowTestSection(items: items, inset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))], width: 100)
        #expect(
            frames(engine, source) == [
                Rect(x: 30, y: 0, width: 40, height: 30), Rect(x: 5, y: 40, width: 150, height: 30),
                Rect(x: 5, y: 80, width: 40, height: 30),
            ])
    }

    @Test func insetsHeadersFootersAndEmptySections() {
        let inset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        let header = Size(width: 999, height: 30)
        let footer = Size(width: 1, height: 20)
        let (engine, source) = makeEngine(
            [
                FlowTestSection(items: sizes(4, 50, 50), inset: inset, header: header, footer: footer),
                FlowTestSection(items: [], inset: inset, header: header, footer: footer),
                FlowTestSection(items: []),
            ], width: 200)
        // Room 180: 3 fit (170), the spare 10 split in two gaps of 5 more.
        #expect(
            frames(engine, source) == [
                Rect(x: 10, y: 35, width: 50, height: 50), Rect(x: 75, y: 35, width: 50, height: 50),
                Rect(x: 140, y: 35, width: 50, height: 50), Rect(x: 10, y: 95, width: 50, height: 50),
            ])
        #expect(
            engine.frameForSupplementary(.header, inSection: 0, source: source)
                == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(
            engine.frameForSupplementary(.footer, inSection: 0, source: source)
                == Rect(x: 0, y: 160, width: 200, height: 20))
        #expect(
            engine.frameForSupplementary(.header, inSection: 1, source: source)
                == Rect(x: 0, y: 180, width: 200, height: 30))
        #expect(
            engine.frameForSupplementary(.footer, inSection: 1, source: source)
                == Rect(x: 0, y: 230, width: 200, height: 20))
        #expect(engine.frameForSupplementary(.header, inSection: 2, source: source) == nil)
        #expect(engine.frameForSupplementary(.header, inSection: 3, source: source) == nil)
        #expect(engine.contentSize == Size(width: 200, height: 250))
        #expect(
            elements(engine, source, in: Rect(x: 0, y: 90, width: 200, height: 100)) == [
                "cell [0, 3] (10, 95, 50, 50)", "footer [0, 0] (0, 160, 200, 20)", "header [1, 0] (0, 180, 200, 30)",
            ])
    }

    @Test func perSectionSpacings() {
        let (engine, source) = makeEngine(
            [FlowTestSection(items: sizes(4, 100, 20), lineSpacing: 0, interitemSpacing: 20)], width: 220)
        #expect(
            frames(engine, source).map { $0?.origin } == [
                Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 0, y: 20), Point(x: 120, y: 20),
            ])
    }

    @Test func noSectionsMeansNoContent() {
        let (engine, source) = makeEngine([])
        #expect(engine.contentSize == Size(width: 320, height: 0))
        #expect(elements(engine, source, in: Rect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
        #expect(engine.frameForItem(at: IndexPath(item: 0, section: 0), source: source) == nil)
        #expect(engine.indexPathForItem(at: Point(x: 1, y: 1), source: source) == nil)
    }

    @Test func horizontalScrollingSwapsTheAxes() {
        let (engine, source) = makeEngine(
            [FlowTestSection(items: sizes(5, 50, 50), header: Size(width: 40, height: 7))], width: 300,
            height: 200
        ) { $0.scrollDirection = .horizontal }
        // Columns of 3 in 200 points: 170 used, gaps of 25.
        #expect(
            frames(engine, source).map { $0?.origin } == [
                Point(x: 40, y: 0), Point(x: 40, y: 75), Point(x: 40, y: 150), Point(x: 100, y: 0),
                Point(x: 100, y: 75),
            ])
        #expect(
            engine.frameForSupplementary(.header, inSection: 0, source: source)
                == Rect(x: 0, y: 0, width: 40, height: 200))
        #expect(engine.contentSize == Size(width: 150, height: 200))
        #expect(engine.indexPathForItem(at: Point(x: 120, y: 80), source: source) == IndexPath(item: 4, section: 0))
        #expect(engine.indexPathForItem(at: Point(x: 120, y: 60), source: source) == nil)
    }

    @Test func pointsFindTheItemWhoseFrameHoldsThem() {
        let (engine, source) = makeEngine([FlowTestSection(items: sizes(7, 100, 100))])
        #expect(engine.indexPathForItem(at: Point(x: 0, y: 0), source: source) == IndexPath(item: 0, section: 0))
        #expect(engine.indexPathForItem(at: Point(x: 225, y: 150), source: source) == IndexPath(item: 5, section: 0))
        #expect(engine.indexPathForItem(at: Point(x: 105, y: 50), source: source) == nil)
        #expect(engine.indexPathForItem(at: Point(x: 50, y: 105), source: source) == nil)
        #expect(engine.indexPathForItem(at: Point(x: 150, y: 250), source: source) == nil)
    }

    /// Two sections of three 100 x 50 items (one per line) under a 20-point header.
    private func pinnedEngine(footers: Bool) -> (FlowLayoutEngine, FlowTestSource) {
        let section = FlowTestSection(
            items: sizes(3, 100, 50), header: Size(width: 0, height: 20),
            footer: footers ? Size(width: 0, height: 20) : .zero)
        return makeEngine([section, section], width: 100) {
            $0.sectionHeadersPinToVisibleBounds = !footers
            $0.sectionFootersPinToVisibleBounds = footers
        }
    }

    @Test(arguments: [
        (0.0, ["header [0, 0] (0, 0, 100, 20)", "cell [0, 0]", "cell [0, 1]"]),
        (50.0, ["header [0, 0] (0, 50, 100, 20)", "cell [0, 0]", "cell [0, 1]", "cell [0, 2]"]),
        (
            180.0,
            [
                "header [0, 0] (0, 170, 100, 20)", "cell [0, 2]", "header [1, 0] (0, 190, 100, 20)", "cell [1, 0]",
                "cell [1, 1]",
            ]
        ),
        (250.0, ["header [1, 0] (0, 250, 100, 20)", "cell [1, 0]", "cell [1, 1]", "cell [1, 2]"]),
        (375.0, ["header [1, 0] (0, 360, 100, 20)", "cell [1, 2]"]),
    ])
    func pinnedHeadersStayAtTheTopUntilTheirSectionEnds(offset: Double, expected: [String]) {
        let (engine, source) = pinnedEngine(footers: false)
        let found = elements(engine, source, in: Rect(x: 0, y: offset, width: 100, height: 100)).map {
            $0.hasPrefix("cell") ? String($0.prefix(11)) : $0
        }
        #expect(found == expected)
        let pinned = engine.frameForSupplementary(
            .header, inSection: 0, visibleRect: Rect(x: 0, y: 50, width: 100, height: 100), source: source)
        #expect(pinned == Rect(x: 0, y: 50, width: 100, height: 20))
        #expect(
            engine.frameForSupplementary(.header, inSection: 0, source: source)
                == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test(arguments: [
        // Section 0: header 0-20, items at 20, 80, 140, footer 190-210; section 1 from 210 (items at 230, 290, 350,
        // footer 400-420).
        (0.0, ["header [0, 0] (0, 0, 100, 20)", "cell [0, 0]", "cell [0, 1]", "footer [0, 0] (0, 80, 100, 20)"]),
        (
            150.0,
            [
                "cell [0, 2]", "footer [0, 0] (0, 190, 100, 20)", "header [1, 0] (0, 210, 100, 20)",
                "cell [1, 0]", "footer [1, 0] (0, 230, 100, 20)",
            ]
        ),
        (400.0, ["footer [1, 0] (0, 400, 100, 20)"]),
    ])
    func pinnedFootersStayAtTheBottomUntilTheirSectionBegins(offset: Double, expected: [String]) {
        let (engine, source) = pinnedEngine(footers: true)
        let found = elements(engine, source, in: Rect(x: 0, y: offset, width: 100, height: 100)).map {
            $0.hasPrefix("cell") ? String($0.prefix(11)) : $0
        }
        #expect(found == expected)
    }

    @Test func absurdSizesAreClampedSoNothingIsNaNOrInfinite() {
        let items = [
            Size(width: -5, height: .nan), Size(width: .infinity, height: 1e300), Size(width: 10, height: 10),
        ]
        let (engine, source) = makeEngine(
            [
                FlowTestSection(
                    items: items, lineSpacing: -.infinity, interitemSpacing: .nan,
                    header: Size(width: 0, height: .infinity))
            ])
        let all = frames(engine, source).compactMap { $0 }
        #expect(all.count == 3)
        #expect(all.allSatisfy { $0.minX.isFinite && $0.maxY.isFinite && $0.width >= 0 && $0.height >= 0 })
        #expect(all[1].width == CollectionViewFlowLayout.maximumDimension)
        #expect(engine.contentSize.height.isFinite)
    }

    @Test func countsBeyondTheLimitsAreTypedErrorsWithTheirMessage() throws {
        #expect(throws: FlowLayoutError.tooManySections(count: 1 << 26)) {
            try FlowLayoutEngine.checkedItemCounts(sectionCount: 1 << 26) { _ in 0 }
        }
        #expect(throws: FlowLayoutError.tooManyItems(count: 1 << 28)) {
            try FlowLayoutEngine.checkedItemCounts(sectionCount: 2) { _ in 1 << 27 }
        }
        #expect(throws: FlowLayoutError.tooManyItems(count: Int.max)) {
            try FlowLayoutEngine.checkedItemCounts(sectionCount: 3) { _ in Int.max / 2 }
        }
        #expect(try FlowLayoutEngine.checkedItemCounts(sectionCount: 3) { $0 - 1 } == [0, 0, 1])
        #expect(
            FlowLayoutError.tooManyItems(count: Int.max).description
                == "the collection view supports at most 134217728 items; the data source has "
                + "9223372036854775807 or more")
        #expect(
            FlowLayoutError.tooManySections(count: 40_000_000).description
                == "the collection view supports at most 33554432 sections; the data source has 40000000")
    }

    @Test func settingAPropertyInvalidatesTheLayout() {
        let layout = CollectionViewFlowLayout()
        let before = layout.invalidationCount
        layout.minimumLineSpacing = 4
        layout.sectionHeadersPinToVisibleBounds = true
        layout.invalidateLayout()
        #expect(layout.invalidationCount == before + 3)
        #expect(!layout.usesEstimatedSizes)
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        #expect(layout.usesEstimatedSizes && layout.effectiveEstimatedItemSize == layout.itemSize)
    }
}
