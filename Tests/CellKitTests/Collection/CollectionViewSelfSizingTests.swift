import CellKit
import Testing

@MainActor
@Suite("CollectionView self-sizing items")
struct CollectionViewSelfSizingTests {
    /// A horizontal row of chips 30 high, 10 apart, each standing at 50 x 30 until measured.
    private func chips(_ titles: [String]) throws -> (CollectionView, ItemsSource) {
        let source = ItemsSource([titles])
        source.identifier = ChipCell.identifier
        let collectionView = try makeGrid(source, size: Size(width: 300, height: 30)) {
            $0.scrollDirection = .horizontal
            $0.estimatedItemSize = Size(width: 50, height: 30)
            $0.minimumLineSpacing = 10
        }
        return (collectionView, source)
    }

    @Test func chipsAreAsWideAsTheirTextOnceDisplayed() throws {
        let (collectionView, source) = try chips(["a", "bbbbbbb", "cc", "ddd", "e", "ffff", "g", "hh", "iii", "jjjj"])
        collectionView.layoutIfNeeded()
        #expect(source.cellRequests == 6)
        let cells = collectionView.visibleCells.compactMap { $0 as? ChipCell }
        #expect(cells.map(\.text) == ["a", "bbbbbbb", "cc", "ddd", "e", "ffff"])
        #expect(cells.map(\.frame.width) == [30, 90, 40, 50, 30, 60])
        #expect(cells.map(\.frame.minX) == [0, 40, 140, 190, 250, 290])
        #expect(cells.allSatisfy { $0.measurements == 1 })
        #expect(collectionView.hasMeasuredSizeForItem(at: IndexPath(item: 5, section: 0)))
        #expect(!collectionView.hasMeasuredSizeForItem(at: IndexPath(item: 6, section: 0)))
        // Laying out again measures nothing.
        collectionView.contentOffset.x = 1
        collectionView.layoutIfNeeded()
        #expect(cells.allSatisfy { $0.measurements == 1 })
    }

    @Test func measuringItemsBeforeTheFirstVisibleOneDoesNotMoveIt() throws {
        let source = ItemsSource(items: 0)
        source.sections = [[String](repeating: "xxxx", count: 100)]
        source.identifier = NoteCell.identifier
        let collectionView = try makeGrid(source) {
            $0.estimatedItemSize = Size(width: 300, height: 50)
            $0.minimumLineSpacing = 0
        }
        // Loading the data displays and measures items 0 to 2 (90 points more than estimated), so at 2000 the
        // estimates put item 38 at the top, 10 points above the viewport; measuring it and those below keeps it there.
        collectionView.contentOffset.y = 2000
        collectionView.layoutIfNeeded()
        let anchor = try #require(collectionView.indexPathsForVisibleItems.first)
        #expect(anchor == IndexPath(item: 38, section: 0))
        let top = try #require(collectionView.cellForItem(at: anchor)).frame.minY - collectionView.contentOffset.y
        #expect(top == -10)
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.height == 80 })
        // Scrolling up brings items measured above it: each grows by 30, and the offset with them.
        for step in 1...5 {
            let offset = collectionView.contentOffset.y
            collectionView.contentOffset.y = offset - 40
            collectionView.layoutIfNeeded()
            let frame = try #require(collectionView.cellForItem(at: anchor)?.frame)
            #expect(frame.minY - collectionView.contentOffset.y == top + Double(step * 40))
        }
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.height == 80 })
        let frames = collectionView.visibleCells.map(\.frame)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY == $1.minY })
    }

    @Test func scrollToItemMeasuresTheItemAndHoldsItThere() throws {
        let source = ItemsSource(items: 0)
        source.sections = [[String](repeating: "xxxx", count: 100)]
        source.identifier = NoteCell.identifier
        let collectionView = try makeGrid(source) {
            $0.estimatedItemSize = Size(width: 300, height: 50)
            $0.minimumLineSpacing = 0
        }
        collectionView.layoutIfNeeded()
        let target = IndexPath(item: 60, section: 0)
        try collectionView.scrollToItem(at: target, at: .centeredVertically)
        collectionView.layoutIfNeeded()
        let frame = try #require(collectionView.cellForItem(at: target)?.frame)
        #expect(frame.height == 80)
        #expect(frame.midY - collectionView.contentOffset.y == 100)
    }

    @Test func aNewWidthMeasuresTheDisplayedCellsAgain() throws {
        let (collectionView, source) = try chips(["aa", "bb", "cc"])
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.visibleCells.first as? ChipCell)
        #expect(cell.measurements == 1)
        #expect(source.cellRequests == 3)
        // Horizontal: the height decides the columns; a new height lays out anew, keeping the displayed cells.
        collectionView.frame.size.height = 40
        collectionView.layoutIfNeeded()
        #expect(cell.measurements == 2)
        #expect(collectionView.visibleCells.first === cell)
        #expect(cell.frame.width == 40)
        #expect(source.cellRequests == 3)
    }
}
