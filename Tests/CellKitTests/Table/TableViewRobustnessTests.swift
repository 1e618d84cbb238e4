import CellKit
import Testing

@Suite("TableView robustness")
@MainActor
struct TableViewRobustnessTests {
    /// Rows of `TitleCell`s whose `cellForRow` dequeues, then throws for row 2 while `failuresLeft` is positive.
    final class DequeueThenThrowSource: TableViewDataSource {
        struct Failure: Error {}
        var failuresLeft: Int

        init(failures: Int) {
            failuresLeft = failures
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: TitleCell.reuseIdentifier, for: indexPath)
            if indexPath.row == 2 && failuresLeft > 0 {
                failuresLeft -= 1
                throw Failure()
            }
            return cell
        }
    }

    @Test(arguments: [1, 5])
    func cellsDequeuedForARowThatFailedGoBackToTheirPool(failures: Int) throws {
        let source = DequeueThenThrowSource(failures: failures)
        let table = RetainingTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.retainedSource = source
        try table.register(TitleCell.self)
        table.dataSource = source
        for _ in 0..<failures {
            #expect(throws: TableViewError.self) {
                try table.reloadData()
            }
            #expect(table.reuseQueue.statistics(for: "Title").queued == 1, "the failed row's cell is queued")
        }
        try table.reloadData()
        let statistics = table.reuseQueue.statistics(for: "Title")
        #expect(table.visibleCells.count == 10)
        #expect(statistics.created == 10)
        #expect(statistics.queued == 0)
    }

    @Test func settingBoundsOriginDirectlyScrolls() throws {
        let table = try makeTable(RowsSource(rows: 100))
        table.bounds.origin = Point(x: 0, y: 20 * 44)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 20, section: 0))
        table.bounds.origin = Point(x: 0, y: 1e6)
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 99, section: 0))
        #expect(table.contentOffset == Point(x: 0, y: 4400 - 440))
    }

    @Test func geometryRightAfterAWidthChangeUsesTheNewWidthsTemplateHeights() throws {
        let source = RowsSource(rows: 20)
        source.reportsIdentifiers = true
        let table = try makeTable(source)
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 32, width: 320, height: 32))
        table.frame.size.width = 800
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 80, width: 800, height: 80))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 170)) == IndexPath(row: 2, section: 0))
        #expect(table.contentSize == Size(width: 800, height: 1600))
    }

    @Test(arguments: [Double.nan, .infinity, -320])
    func anUnusableWidthCountsAsZeroAndIsNotRecomputedOnEveryQuery(width: Double) throws {
        let source = RowsSource(rows: 20)
        source.reportsIdentifiers = true
        let table = try makeTable(source)
        table.frame.size.width = width
        _ = table.visibleCells
        let requests = source.heightRequests
        for _ in 0..<3 {
            _ = table.visibleCells
            _ = table.indexPathForRow(at: Point(x: 0, y: 0))
            _ = try table.rectForRow(at: IndexPath(row: 0, section: 0))
        }
        #expect(source.heightRequests == requests)
        #expect(table.contentSize.width == 0)
        #expect(table.contentSize.height == 0, "TitleCell's template is a tenth of the width")
    }

    @Test func aCellTheDataSourceMadeWithAnEmptyIdentifierIsRefusedLikeOneWithout() throws {
        final class EmptyIdentifierSource: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                TableViewCell(reuseIdentifier: "")
            }
        }
        let source = EmptyIdentifierSource()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = source
        #expect(throws: TableViewError.cellNotDequeued(IndexPath(row: 0, section: 0))) {
            try table.reloadData()
        }
        #expect(table.reuseQueue.statistics(for: "") == ReuseStatistics())
    }

    @Test func scrollingToATallRowThatFillsTheViewportWithPositionNoneDoesNotMove() throws {
        let source = RowsSource(rows: 10)
        source.heights[IndexPath(row: 5, section: 0)] = 1000
        let table = try makeTable(source, height: 440)
        let rect = try table.rectForRow(at: IndexPath(row: 5, section: 0))
        table.contentOffset = Point(x: 0, y: rect.minY + 300)
        try table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none)
        #expect(table.contentOffset.y == rect.minY + 300)
        // Partly shown (its bottom above the viewport's), it scrolls to its top.
        table.contentOffset = Point(x: 0, y: rect.minY + 700)
        try table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none)
        #expect(table.contentOffset.y == rect.minY)
    }
}
