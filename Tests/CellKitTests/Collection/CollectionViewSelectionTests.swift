import CellKit
import Testing

@MainActor
@Suite("CollectionView selection and taps")
struct CollectionViewSelectionTests {
    private let first = IndexPath(item: 0, section: 0)
    private let second = IndexPath(item: 4, section: 0)

    @Test func aTapHighlightsThenSelects() throws {
        let source = ItemsSource(items: 9)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        _ = source.takeEvents()
        #expect(collectionView.tap(at: Point(x: 150, y: 150)) == second)
        #expect(source.takeEvents() == ["didHighlight [0, 4]", "didUnhighlight [0, 4]", "didSelect [0, 4]"])
        #expect(source.highlightSeen == true)
        let cell = try #require(collectionView.cellForItem(at: second))
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(collectionView.indexPathsForSelectedItems == [second])
    }

    @Test func singleSelectionReplacesAndKeepsATappedSelectedItem() throws {
        let source = ItemsSource(items: 9)
        let collectionView = try makeGrid(source)
        collectionView.tap(at: Point(x: 150, y: 150))
        collectionView.tap(at: Point(x: 50, y: 50))
        #expect(collectionView.indexPathsForSelectedItems == [first])
        #expect(collectionView.cellForItem(at: second)?.isSelected == false)
        _ = source.takeEvents()
        collectionView.tap(at: Point(x: 50, y: 50))
        #expect(source.takeEvents() == ["didHighlight [0, 0]", "didUnhighlight [0, 0]", "didSelect [0, 0]"])
        #expect(collectionView.indexPathsForSelectedItems == [first])
    }

    @Test func multipleSelectionToggles() throws {
        let source = ItemsSource(items: 9)
        let collectionView = try makeGrid(source)
        collectionView.allowsMultipleSelection = true
        collectionView.tap(at: Point(x: 150, y: 150))
        collectionView.tap(at: Point(x: 50, y: 50))
        #expect(collectionView.indexPathsForSelectedItems == [first, second])
        _ = source.takeEvents()
        collectionView.tap(at: Point(x: 150, y: 150))
        #expect(source.takeEvents().last == "didDeselect [0, 4]")
        #expect(collectionView.indexPathsForSelectedItems == [first])
    }

    @Test func theDelegateAndAllowsSelectionCanRefuse() throws {
        let source = ItemsSource(items: 9)
        let collectionView = try makeGrid(source)
        source.selects = false
        collectionView.tap(at: Point(x: 50, y: 50))
        #expect(collectionView.indexPathsForSelectedItems == nil)
        source.selects = true
        source.highlights = false
        _ = source.takeEvents()
        collectionView.tap(at: Point(x: 50, y: 50))
        #expect(source.takeEvents().isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        source.highlights = true
        collectionView.allowsSelection = false
        collectionView.tap(at: Point(x: 50, y: 50))
        try collectionView.selectItem(at: first)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(source.takeEvents() == ["didHighlight [0, 0]", "didUnhighlight [0, 0]"])
    }

    @Test func aControlInACellTakesTheTap() throws {
        let source = ItemsSource(items: 9)
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: second) as? LabelCell)
        var tapped: [Int] = []
        cell.button.addAction(named: "itemButtonTapped") { control in tapped.append(control.tag) }
        _ = source.takeEvents()
        #expect(collectionView.tap(at: Point(x: 105, y: 105)) == second)
        #expect(tapped == [4])
        #expect(source.takeEvents().isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(collectionView.tap(at: Point(x: 150, y: 900)) == nil)
    }

    @Test func selectionReturnsWithItsItemAndDoesNotFollowReusedCells() throws {
        let source = ItemsSource(items: 60)
        let collectionView = try makeGrid(source)
        try collectionView.selectItem(at: first)
        collectionView.layoutIfNeeded()
        let selectedCell = try #require(collectionView.cellForItem(at: first))
        #expect(selectedCell.isSelected)
        collectionView.contentOffset.y = 1000
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        #expect(selectedCell.prepareForReuseCount > 0 || selectedCell.superview == nil)
        collectionView.contentOffset.y = 0
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: first)?.isSelected == true)
        #expect(collectionView.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test func selectItemValidatesAndCanScroll() throws {
        let source = ItemsSource(items: 60)
        let collectionView = try makeGrid(source)
        #expect(throws: CollectionViewError.invalidIndexPath(IndexPath(item: 0, section: 3))) {
            try collectionView.selectItem(at: IndexPath(item: 0, section: 3))
        }
        try collectionView.selectItem(at: IndexPath(item: 40, section: 0), scrollPosition: .top)
        #expect(collectionView.contentOffset.y == 1300)
        #expect(collectionView.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected == true)
        collectionView.allowsMultipleSelection = true
        try collectionView.selectItem(at: first)
        #expect(collectionView.indexPathsForSelectedItems == [first, IndexPath(item: 40, section: 0)])
        collectionView.deselectItem(at: IndexPath(item: 40, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 40, section: 0))?.isSelected == false)
        try collectionView.selectItem(at: nil)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(source.takeEvents().allSatisfy { !$0.hasPrefix("didSelect") && !$0.hasPrefix("didDeselect") })
    }
}
