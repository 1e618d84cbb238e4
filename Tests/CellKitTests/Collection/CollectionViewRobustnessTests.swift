import CellKit
import Testing

@MainActor
@Suite("CollectionView limits, re-entry and traces")
struct CollectionViewRobustnessTests {
    /// A data source with any counts, whose cells are never asked for.
    private final class Counts: CollectionViewDataSource {
        var sections: Int
        var items: Int

        init(sections: Int, items: Int) {
            self.sections = sections
            self.items = items
        }

        func numberOfSections(in collectionView: CollectionView) -> Int { sections }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
            -> CollectionViewCell
        {
            try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
        }
    }

    @Test func tooManyItemsOrSectionsAreTypedErrors() throws {
        let collectionView = try makeGrid(ItemsSource(items: 0))
        let huge = Counts(sections: 2, items: Int.max)
        collectionView.dataSource = huge
        let error = #expect(throws: CollectionViewError.self) { try collectionView.reloadData() }
        #expect(error == .tooManyItems(count: Int.max))
        #expect(
            error?.description
                == "the collection view supports at most 134217728 items; the data source has \(Int.max) or more")
        #expect(collectionView.numberOfSections == 0)
        #expect(collectionView.contentSize == Size(width: 300, height: 0))
        huge.sections = CollectionView.maximumNumberOfSections + 1
        huge.items = 0
        #expect(throws: CollectionViewError.tooManySections(count: CollectionView.maximumNumberOfSections + 1)) {
            try collectionView.reloadData()
        }
        huge.sections = -3
        try collectionView.reloadData()
        #expect(collectionView.numberOfSections == 0 && collectionView.visibleCells.isEmpty)
    }

    @Test func negativeCountsAreEmptySections() throws {
        let collectionView = try makeGrid(ItemsSource(items: 0))
        let counts = Counts(sections: 2, items: -5)
        collectionView.dataSource = counts
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 0 && collectionView.numberOfItems(inSection: 7) == 0)
        #expect(collectionView.indexPathsForVisibleItems.isEmpty)
    }

    @Test func changingTheDataFromALayoutCallbackIsRefused() throws {
        let source = ItemsSource(items: 3)
        var nested: CollectionViewError?
        source.makeCell = { collectionView, indexPath in
            do {
                try collectionView.reloadData()
            } catch {
                nested = error as? CollectionViewError
            }
            return try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
        }
        let collectionView = try makeGrid(source)
        try collectionView.reloadData()
        #expect(nested == .updateDuringLayout)
        #expect(
            nested?.description
                == "Cannot update the collection view while it is laying out its items or calling its data source or "
                + "delegate for a layout")
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...2))
    }

    @Test func withoutADataSourceNothingIsShown() throws {
        let collectionView = try makeGrid(ItemsSource(items: 3))
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.isEmpty && collectionView.layoutError == nil)
        #expect(collectionView.tap(at: Point(x: 10, y: 10)) == nil)
        #expect(collectionView.indexPathForItem(at: Point(x: 10, y: 10)) == nil)
    }

    @Test func theTraceNamesEachViewsKind() throws {
        let source = ItemsSource([["a"]])
        let collectionView = try makeGrid(source) { $0.headerReferenceSize = Size(width: 0, height: 20) }
        var events: [String] = []
        collectionView.trace = { events.append($0.description) }
        collectionView.layoutIfNeeded()
        #expect(
            events == [
                "create Header#1 [0, 0] UICollectionElementKindSectionHeader",
                "dequeue Header#1 [0, 0] UICollectionElementKindSectionHeader",
                "cellForRow Header#1 [0, 0] UICollectionElementKindSectionHeader",
                "willDisplay Header#1 [0, 0] UICollectionElementKindSectionHeader",
                "create Label#2 [0, 0]", "dequeue Label#2 [0, 0]", "cellForRow Label#2 [0, 0]",
                "willDisplay Label#2 [0, 0]",
            ])
        events = []
        collectionView.contentOffset.y = 1
        collectionView.frame.size.height = 0
        collectionView.layoutIfNeeded()
        #expect(
            events == [
                "didEndDisplaying Label#2 [0, 0]", "enqueue Label#2",
                "didEndDisplaying Header#1 [0, 0] UICollectionElementKindSectionHeader",
                "enqueue Header#1 UICollectionElementKindSectionHeader",
            ])
    }

    @Test func theOffsetIsClampedToTheContentAndItsInsets() throws {
        let source = ItemsSource(items: 9)
        let collectionView = try makeGrid(source)
        collectionView.contentInset = EdgeInsets(top: 20, left: 5, bottom: 30, right: 0)
        collectionView.contentOffset = Point(x: -50, y: -50)
        #expect(collectionView.contentOffset == Point(x: -5, y: -20))
        collectionView.contentOffset = Point(x: 50, y: 5000)
        #expect(collectionView.contentOffset == Point(x: 0, y: 130))
        collectionView.contentOffset.y = .nan
        #expect(collectionView.contentOffset.y == -20)
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...5))
    }

    @Test func aNewDataSourceReloads() throws {
        let first = ItemsSource(items: 9)
        let collectionView = try makeGrid(first)
        collectionView.layoutIfNeeded()
        let second = ItemsSource(items: 2)
        collectionView.dataSource = second
        #expect(collectionView.indexPathsForVisibleItems == itemPaths(0...1))
        #expect(collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier).created == 6)
    }
}
