import CellKit
import Testing

@MainActor
@Suite("CollectionView layout passes")
struct CollectionViewLayoutTests {
    @Test func theFirstPassDisplaysTheItemsInViewInOrder() throws {
        let source = ItemsSource(items: 20)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...5))
        let expected = (0...5).flatMap { ["cellForItem [0, \($0)]", "willDisplay [0, \($0)]"] }
        #expect(source.takeEvents() == expected)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? LabelCell)
        #expect(cell.frame == Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(cell.label.text == "Item 4")
        #expect(cell.superview === collectionView)
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(collectionView.visibleCells.map { ($0 as? LabelCell)?.label.text } == (0...5).map { "Item \($0)" })
        #expect(collectionView.contentSize == Size(width: 300, height: 700))
        #expect(collectionView.layoutError == nil)
    }

    @Test func scrollingEndsTheItemsThatLeftBeforeDisplayingThoseThatCame() throws {
        let source = ItemsSource(items: 20)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        _ = source.takeEvents()
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(3...8))
        let events = source.takeEvents()
        #expect(Array(events.prefix(3)).allSatisfy { $0.hasPrefix("didEndDisplaying") })
        #expect(Set(events.prefix(3)) == Set((0...2).map { "didEndDisplaying [0, \($0)]" }))
        #expect(Array(events.dropFirst(3)) == (6...8).flatMap { ["cellForItem [0, \($0)]", "willDisplay [0, \($0)]"] })
        // The three cells that left were reused for the three that came: no cell was made.
        let statistics = collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier)
        #expect(statistics == ReuseStatistics(created: 6, reused: 3, discarded: 0, queued: 0))
        let reused = try #require(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) as? LabelCell)
        #expect(reused.prepareForReuseCount == 1)
        #expect(reused.label.text == "Item 7")
    }

    @Test func reuseIsLastInFirstOutAndPreparesOncePerReuse() throws {
        let source = ItemsSource(items: 300)
        let collectionView = try makeGrid(source)
        var events: [ReuseEvent] = []
        collectionView.trace = { events.append($0) }
        for step in 0...100 {
            collectionView.contentOffset.y = Double(step * 37)
            collectionView.layoutIfNeeded()
        }
        for step in (0...100).reversed() {
            collectionView.contentOffset.y = Double(step * 53)
            collectionView.layoutIfNeeded()
        }
        let statistics = collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier)
        // At most nine items (three rows) are ever in view at once; one more row may be made as rows swap.
        #expect(statistics.created <= 9)
        let cells = collectionView.visibleCells
        let prepares = events.filter { $0.kind == .prepare }.count
        #expect(prepares == statistics.reused)
        #expect(cells.reduce(0) { $0 + $1.prepareForReuseCount } <= prepares)
        // Every dequeue that reused a cell took the one enqueued last.
        var pool: [Int] = []
        for event in events {
            switch event.kind {
            case .enqueue:
                pool.append(event.serial)
            case .prepare:
                #expect(pool.popLast() == event.serial)
            default:
                break
            }
        }
        #expect(events.allSatisfy { $0.elementKind == CollectionView.elementKindCell })
        #expect(Set(cells.map(\.reuseSerialNumber)).count == cells.count)
    }

    @Test func horizontalLayoutsScrollAlongX() throws {
        let source = ItemsSource(items: 20)
        let collectionView = try makeGrid(source, size: Size(width: 200, height: 300)) {
            $0.scrollDirection = .horizontal
        }
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...5))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(collectionView.contentSize == Size(width: 700, height: 300))
        collectionView.contentOffset = Point(x: 150, y: 40)
        #expect(collectionView.contentOffset == Point(x: 150, y: 0))
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(3...11))
        collectionView.contentOffset.x = 10_000
        #expect(collectionView.contentOffset.x == 500)
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(15...19))
    }

    @Test func headersAndFootersAreAskedInLayoutOrderAndShownInFrontOfCells() throws {
        let source = ItemsSource([["a", "b", "c"], ["d", "e"]])
        let collectionView = try makeGrid(source) {
            $0.headerReferenceSize = Size(width: 0, height: 20)
            $0.footerReferenceSize = Size(width: 0, height: 10)
        }
        collectionView.layoutIfNeeded()
        #expect(
            source.takeEvents() == [
                "viewFor header 0", "willDisplay header 0",
                "cellForItem [0, 0]", "willDisplay [0, 0]", "cellForItem [0, 1]", "willDisplay [0, 1]",
                "cellForItem [0, 2]", "willDisplay [0, 2]",
                "viewFor footer 0", "willDisplay footer 0", "viewFor header 1", "willDisplay header 1",
                "cellForItem [1, 0]", "willDisplay [1, 0]", "cellForItem [1, 1]", "willDisplay [1, 1]",
            ])
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                as? HeaderView)
        #expect(header.title == "header 1")
        #expect(header.frame == Rect(x: 0, y: 130, width: 300, height: 20))
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionFooter).count == 1)
        let supplementary = collectionView.subviews.filter { $0 is HeaderView }
        let cells = collectionView.subviews.filter { $0 is CollectionViewCell }
        #expect(supplementary.count == 3 && cells.count == 5)
        #expect(collectionView.subviews.suffix(3).allSatisfy { $0 is HeaderView })
        // Scrolling brings cells on screen behind the headers still displayed.
        collectionView.contentOffset.y = 60
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...2) + itemPaths(0...1, section: 1))
        #expect(collectionView.subviews.last is HeaderView)
        let statistics = collectionView.reuseStatistics(
            forReuseIdentifier: HeaderView.identifier, ofKind: CollectionView.elementKindSectionHeader)
        #expect(statistics.created == 2)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
        let source = ItemsSource([["a", "b", "c", "d", "e", "f"], ["g", "h", "i", "j", "k", "l", "m", "n", "o"]])
        let collectionView = try makeGrid(source) {
            $0.headerReferenceSize = Size(width: 0, height: 20)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let first = IndexPath(item: 0, section: 0)
        let header = CollectionView.elementKindSectionHeader
        collectionView.contentOffset.y = 50
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: header, at: first)?.frame.minY == 50)
        // Section 0 ends at 220: its header goes no lower than 200, pushed up by the next section's.
        collectionView.contentOffset.y = 210
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: header, at: first)?.frame.minY == 200)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: first)?.frame.minY == 200)
        collectionView.contentOffset.y = 300
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: header, at: first) == nil)
        #expect(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY
                == 300)
    }

    @Test func reloadDataRecyclesEverythingAndClampsTheOffset() throws {
        let source = ItemsSource(items: 30)
        let collectionView = try makeGrid(source)
        collectionView.contentOffset.y = 700
        collectionView.layoutIfNeeded()
        try collectionView.selectItem(at: IndexPath(item: 22, section: 0))
        let before = collectionView.visibleCells
        source.sections = [(0..<9).map { "New \($0)" }]
        _ = source.takeEvents()
        try collectionView.reloadData()
        #expect(collectionView.contentOffset.y == 100)
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(3...8))
        #expect(collectionView.indexPathsForSelectedItems == nil)
        let events = source.takeEvents()
        #expect(events.prefix(before.count).allSatisfy { $0.hasPrefix("didEndDisplaying") })
        // The cells displayed before are the ones displayed now: none was made.
        #expect(collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier).created == before.count)
        #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        #expect((collectionView.cellForItem(at: IndexPath(item: 8, section: 0)) as? LabelCell)?.label.text == "New 8")
        #expect(collectionView.numberOfItems(inSection: 0) == 9 && collectionView.numberOfSections == 1)
    }

    @Test func aFailedPassKeepsItsErrorUntilOneSucceeds() throws {
        let source = ItemsSource(items: 10)
        source.identifier = "Missing"
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutError != nil)
        source.identifier = LabelCell.identifier
        try collectionView.reloadData()
        collectionView.contentOffset.y = 50
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutError == nil)
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...8))
    }

    @Test func layoutQueriesAnswerForItemsOffScreen() throws {
        let source = ItemsSource(items: 10)
        let collectionView = try makeGrid(source)
        #expect(collectionView.indexPathForItem(at: Point(x: 50, y: 350)) == IndexPath(item: 9, section: 0))
        #expect(collectionView.indexPathForItem(at: Point(x: 250, y: 350)) == nil)
        #expect(collectionView.indexPathForItem(at: Point(x: 150, y: 950)) == nil)
        let attributes = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 0)))
        #expect(attributes.frame == Rect(x: 0, y: 300, width: 100, height: 100))
        #expect(attributes.representedElementKind == nil)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func scrollToItemPlacesTheItemOnEitherAxis() throws {
        let source = ItemsSource(items: 60)
        let collectionView = try makeGrid(source)
        let item = IndexPath(item: 31, section: 0)  // row 10: y 1000...1100
        try collectionView.scrollToItem(at: item, at: .top)
        #expect(collectionView.contentOffset.y == 1000)
        try collectionView.scrollToItem(at: item, at: .centeredVertically)
        #expect(collectionView.contentOffset.y == 950)
        try collectionView.scrollToItem(at: item, at: .bottom)
        #expect(collectionView.contentOffset.y == 900)
        try collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: [])
        #expect(collectionView.contentOffset.y == 100)
        try collectionView.scrollToItem(at: IndexPath(item: 6, section: 0), at: [])
        #expect(collectionView.contentOffset.y == 100)
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(3...8))
        #expect(throws: CollectionViewError.scrollToInvalidIndexPath(IndexPath(item: 60, section: 0))) {
            try collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top)
        }
        let error = #expect(throws: CollectionViewError.self) {
            try collectionView.scrollToItem(at: item, at: [.top, .bottom])
        }
        #expect(error == .invalidScrollPosition([.top, .bottom]))

        let horizontal = try makeGrid(source, size: Size(width: 200, height: 300)) { $0.scrollDirection = .horizontal }
        try horizontal.scrollToItem(at: item, at: .left)  // column 10: x 1000...1100
        #expect(horizontal.contentOffset == Point(x: 1000, y: 0))
        try horizontal.scrollToItem(at: item, at: [.centeredHorizontally, .top])
        #expect(horizontal.contentOffset == Point(x: 950, y: 0))
        try horizontal.scrollToItem(at: item, at: .right)
        #expect(horizontal.contentOffset == Point(x: 900, y: 0))
        #expect(horizontal.indexPathsForVisibleItems == itemPaths(27...32))
    }

    @Test func aMillionItemsCostOnlyWhatIsInView() throws {
        let source = ItemsSource([])
        source.sections = [[String](repeating: "x", count: 1_000_000)]
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        #expect(source.countRequests == 1)
        #expect(source.cellRequests == 6)
        source.cellRequests = 0
        for step in 1...50 {
            collectionView.contentOffset.y = Double(step) * 1_000_000
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.contentOffset.y == 33_333_400 - 200)
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        // Each jump shows two or three rows: only those are asked for.
        #expect(source.cellRequests <= 50 * 9)
        #expect(collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier).created <= 9)
    }
}
