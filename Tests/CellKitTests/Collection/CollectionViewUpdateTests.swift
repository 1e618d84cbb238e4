import CellKit
import Testing

/// Batch updates on a grid of three 100 x 100 items a row, 300 x 200 (two rows in view): what survives keeps its
/// cell, what is new or reloaded is dequeued, refused batches change nothing, and the first visible item keeps its
/// place on screen.
@Suite("CollectionView updates")
@MainActor
struct CollectionViewUpdateTests {
    private struct Boom: Error {}

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    private func titles(_ collectionView: CollectionView) -> [String] {
        collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label.text }
    }

    /// The cells displayed, by the title they show.
    private func cellsByTitle(_ collectionView: CollectionView) -> [String: CollectionViewCell] {
        var cells: [String: CollectionViewCell] = [:]
        for cell in collectionView.visibleCells {
            if let title = (cell as? LabelCell)?.label.text {
                cells[title] = cell
            }
        }
        return cells
    }

    @Test func insertsAndDeletesKeepSurvivingCellsAndAskOnlyForNewItems() throws {
        let source = ItemsSource(items: 12)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        let before = cellsByTitle(collectionView)
        _ = source.takeEvents()
        source.sections[0].remove(at: 1)
        source.sections[0].insert("New", at: 4)
        try collectionView.performBatchUpdates {
            try collectionView.deleteItems(at: [path(1)])
            try collectionView.insertItems(at: [path(4)])
        }
        #expect(titles(collectionView) == ["Item 0", "Item 2", "Item 3", "Item 4", "New", "Item 5"])
        let after = cellsByTitle(collectionView)
        for title in ["Item 0", "Item 2", "Item 3", "Item 4", "Item 5"] {
            #expect(after[title] === before[title], "\(title) keeps its cell")
            #expect(after[title]?.prepareForReuseCount == 0)
        }
        let events = source.takeEvents()
        #expect(events.filter { $0.hasPrefix("cellForItem") } == ["cellForItem [0, 4]"])
        #expect(events.contains("didEndDisplaying [0, 1]"), "the deleted item ends its display at its old path")
        #expect(collectionView.numberOfItems(inSection: 0) == 12)
    }

    @Test func reloadedItemsGetNewCellsFromTheDataSource() throws {
        let source = ItemsSource(items: 6)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        _ = source.takeEvents()
        source.sections[0][2] = "Changed"
        try collectionView.reloadItems(at: [path(2)])
        #expect(titles(collectionView)[2] == "Changed")
        #expect(source.takeEvents().filter { $0.hasPrefix("cellForItem") } == ["cellForItem [0, 2]"])
        // The reloaded item's old cell went back to its pool and came out again, prepared for reuse.
        #expect(collectionView.cellForItem(at: path(2))?.prepareForReuseCount == 1)
        #expect(collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier).created == 6)
    }

    @Test func aMovedItemKeepsItsCellAndItsSelection() throws {
        let source = ItemsSource(items: 6)
        let collectionView = try makeGrid(source)
        try collectionView.selectItem(at: path(0))
        try collectionView.selectItem(at: path(5))
        collectionView.allowsMultipleSelection = true
        try collectionView.selectItem(at: path(0))
        let moved = try #require(collectionView.cellForItem(at: path(0)))
        source.sections[0].append(source.sections[0].removeFirst())
        try collectionView.moveItem(at: path(0), to: path(5))
        #expect(collectionView.cellForItem(at: path(5)) === moved)
        #expect(moved.frame == Rect(x: 200, y: 100, width: 100, height: 100))
        #expect(moved.isSelected)
        #expect(collectionView.indexPathsForSelectedItems == [path(4), path(5)])
        #expect(collectionView.cellForItem(at: path(4))?.isSelected == true)
    }

    @Test func deletingASelectedItemDropsItFromTheSelection() throws {
        let source = ItemsSource(items: 6)
        let collectionView = try makeGrid(source)
        try collectionView.selectItem(at: path(3))
        source.sections[0].remove(at: 3)
        try collectionView.deleteItems(at: [path(3)])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    /// A refused batch: the items before and in the data after, what it declares, and UIKit's text for it.
    struct Refusal: Sendable {
        var items: Int
        var newItems: Int
        var inserts: [Int] = []
        var deletes: [Int] = []
        var message: String
    }

    nonisolated static let refusals = [
        Refusal(
            items: 4, newItems: 6, inserts: [4],
            message:
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (6) must be equal to the number of items contained in that section "
                + "before the update (4), plus or minus the number of items inserted or deleted from that section "
                + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 0 moved out)."),
        Refusal(
            items: 1, newItems: 0, deletes: [2],
            message: "attempt to delete item 2 from section 0 which only contains 1 items before the update"),
        Refusal(
            items: 7, newItems: 8, inserts: [8],
            message: "attempt to insert item 8 into section 0, but there are only 8 items in section 0 after the update"
        ),
    ]

    @Test(arguments: refusals)
    func refusedBatchesSayWhyAndChangeNothing(_ refusal: Refusal) throws {
        let source = ItemsSource(items: refusal.items)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        let cells = collectionView.visibleCells
        let paths = collectionView.indexPathsForVisibleItems
        let offset = collectionView.contentOffset
        let requests = source.cellRequests
        _ = source.takeEvents()
        source.sections[0] = (0..<refusal.newItems).map { "New \($0)" }
        let error = try #require(throws: CollectionViewError.self) {
            try collectionView.performBatchUpdates {
                try collectionView.insertItems(at: refusal.inserts.map { path($0) })
                try collectionView.deleteItems(at: refusal.deletes.map { path($0) })
            }
        }
        #expect("\(error)" == refusal.message)
        #expect(collectionView.numberOfItems(inSection: 0) == refusal.items)
        #expect(collectionView.indexPathsForVisibleItems == paths)
        #expect(collectionView.visibleCells.count == cells.count)
        #expect(zip(collectionView.visibleCells, cells).allSatisfy { $0 === $1 })
        #expect(collectionView.contentOffset == offset)
        #expect(source.takeEvents().filter { !$0.hasPrefix("cellForItem") }.isEmpty)
        #expect(source.cellRequests == requests, "no cell was asked for by the refused batch")
    }

    @Test func theFirstVisibleItemStaysPutWhenItemsAboveItChange() throws {
        let source = ItemsSource(items: 30)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = Point(x: 0, y: 450)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first == path(12))
        // Three items (one row) inserted at the top push item 12 a row down; the offset follows.
        source.sections[0].insert(contentsOf: ["A", "B", "C"], at: 0)
        try collectionView.insertItems(at: [path(0), path(1), path(2)])
        #expect(collectionView.contentOffset.y == 550)
        #expect(titles(collectionView).first == "Item 12")
        // Deleting a row above pulls it back.
        source.sections[0].removeFirst(3)
        try collectionView.deleteItems(at: [path(0), path(1), path(2)])
        #expect(collectionView.contentOffset.y == 450)
        #expect(titles(collectionView).first == "Item 12")
    }

    @Test(arguments: [0.0, 20.0])
    func itemsInsertedAtTheTopOfAViewScrolledToTheTopShow(topInset: Double) throws {
        let source = ItemsSource(items: 30)
        let collectionView = try makeGrid(source)
        collectionView.contentInset = EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        collectionView.contentOffset = Point(x: 0, y: -topInset)
        collectionView.layoutIfNeeded()
        source.sections[0].insert("New", at: 0)
        try collectionView.insertItems(at: [path(0)])
        #expect(collectionView.contentOffset.y == -topInset)
        #expect(titles(collectionView).first == "New")
    }

    @Test func aHorizontalGridAnchorsAlongItsScrollingAxis() throws {
        let source = ItemsSource(items: 40)
        let collectionView = try makeGrid(source, size: Size(width: 200, height: 300)) { layout in
            layout.scrollDirection = .horizontal
        }
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = Point(x: 450, y: 0)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first == path(12))
        source.sections[0].insert(contentsOf: ["A", "B", "C"], at: 0)
        try collectionView.insertItems(at: [path(0), path(1), path(2)])
        #expect(collectionView.contentOffset == Point(x: 550, y: 0))
        #expect(titles(collectionView).first == "Item 12")
    }

    @Test func nestedBatchesApplyOnceAtTheOutermostEnd() throws {
        let source = ItemsSource(items: 3)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        var completions: [Bool] = []
        try collectionView.performBatchUpdates {
            source.sections[0].append("Inner")
            try collectionView.performBatchUpdates(
                {
                    try collectionView.insertItems(at: [path(3)])
                }, completion: { completions.append($0) })
            #expect(collectionView.numberOfItems(inSection: 0) == 3, "the inner batch waits for the outer")
            source.sections[0].append("Outer")
            try collectionView.insertItems(at: [path(4)])
            #expect(collectionView.numberOfItems(inSection: 0) == 3, "a call inside a batch is collected")
        } completion: {
            completions.append($0)
        }
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(titles(collectionView) == ["Item 0", "Item 1", "Item 2", "Inner", "Outer"])
        #expect(completions == [true, true])
    }

    @Test func aThrowingBatchDropsItsChangesAndTheNextCallAppliesAtOnce() throws {
        let source = ItemsSource(items: 5)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        source.sections[0].append("extra")
        var completed = false
        #expect(throws: Boom.self) {
            try collectionView.performBatchUpdates(
                {
                    try collectionView.insertItems(at: [path(5)])
                    throw Boom()
                }, completion: { _ in completed = true })
        }
        #expect(!completed)
        #expect(collectionView.numberOfItems(inSection: 0) == 5, "the collected insert was dropped")
        try collectionView.insertItems(at: [path(5)])
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
    }

    @Test func anEmptyBatchStillChecksTheCounts() throws {
        let source = ItemsSource(items: 2)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        try collectionView.performBatchUpdates(nil)
        source.sections[0].append("unannounced")
        let error = try #require(throws: CollectionViewError.self) {
            try collectionView.performBatchUpdates(nil)
        }
        #expect("\(error)".hasPrefix("Invalid update: invalid number of items in section 0."))
    }

    @Test func reloadDataInsideABatchIsRefused() throws {
        let source = ItemsSource(items: 2)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        let error = try #require(throws: CollectionViewError.self) {
            try collectionView.performBatchUpdates {
                try collectionView.reloadData()
            }
        }
        #expect(error == .reloadDuringBatchUpdates)
        try collectionView.reloadData()
    }

    @Test func sectionsCanBeInsertedDeletedAndMovedWithTheirHeaders() throws {
        let source = ItemsSource([["a0", "a1"], ["b0"], ["c0", "c1", "c2"]])
        source.headerSize = Size(width: 0, height: 20)
        let collectionView = try makeGrid(source, size: Size(width: 300, height: 1_000))
        collectionView.layoutIfNeeded()
        let headerOfC = try #require(
            collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: path(0, 2)))
        let cellOfC = try #require(collectionView.cellForItem(at: path(1, 2)))
        _ = source.takeEvents()
        // Delete section a, move c to the front, insert a new section at the end: [c, b, new].
        source.sections = [["c0", "c1", "c2"], ["b0"], ["n0"]]
        try collectionView.performBatchUpdates {
            try collectionView.deleteSections([0])
            try collectionView.moveSection(2, toSection: 0)
            try collectionView.insertSections([2])
        }
        #expect(titles(collectionView) == ["c0", "c1", "c2", "b0", "n0"])
        #expect(collectionView.cellForItem(at: path(1, 0)) === cellOfC)
        #expect(
            collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: path(0, 0))
                === headerOfC)
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader)
                == [path(0, 0), path(0, 1), path(0, 2)])
        let asked = source.takeEvents().filter { $0.hasPrefix("cellForItem") || $0.hasPrefix("viewFor") }
        #expect(asked == ["viewFor header 2", "cellForItem [2, 0]"])
    }

    @Test func aReloadedSectionGetsNewViewsAndMayChangeItsCount() throws {
        let source = ItemsSource([["a0"], ["b0", "b1"]])
        let collectionView = try makeGrid(source, size: Size(width: 300, height: 1_000))
        collectionView.layoutIfNeeded()
        _ = source.takeEvents()
        source.sections[1] = ["x0", "x1", "x2", "x3"]
        try collectionView.reloadSections([1])
        #expect(titles(collectionView) == ["a0", "x0", "x1", "x2", "x3"])
        #expect(source.takeEvents().filter { $0.hasPrefix("cellForItem") }.count == 4)
    }

    @Test func anUpdateFromALayoutCallbackIsRefused() throws {
        let source = ItemsSource(items: 3)
        let collectionView = try makeGrid(source)
        var refusal: CollectionViewError?
        source.makeCell = { collectionView, indexPath in
            do {
                try collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            } catch let error as CollectionViewError {
                refusal = error
            }
            return try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
        }
        collectionView.layoutIfNeeded()
        #expect(refusal == .updateDuringLayout)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func changesBeforeTheFirstLoadAreAbsorbedByIt() throws {
        let source = ItemsSource(items: 3)
        let collectionView = try makeGrid(source)
        source.sections[0].append("late")
        try collectionView.insertItems(at: [path(3)])
        #expect(titles(collectionView) == ["Item 0", "Item 1", "Item 2", "late"])
    }
}
