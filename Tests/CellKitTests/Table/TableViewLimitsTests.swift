import Testing

@testable import CellKit

@Suite("TableView limits")
@MainActor
struct TableViewLimitsTests {
    /// A data source of any counts, whose rows all dequeue a `TitleCell`; it counts the row counts asked for.
    final class CountsSource: TableViewDataSource {
        var counts: [Int]
        var sectionCount: Int?
        var rowCountRequests = 0

        init(_ counts: [Int]) {
            self.counts = counts
        }

        func numberOfSections(in tableView: TableView) -> Int { sectionCount ?? counts.count }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            rowCountRequests += 1
            return counts.indices.contains(section) ? counts[section] : 0
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            try tableView.dequeueReusableCell(withIdentifier: TitleCell.reuseIdentifier, for: indexPath)
        }
    }

    private func makeTable(_ source: CountsSource) throws -> TableView {
        let table = RetainingTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.retainedSource = source
        try table.register(TitleCell.self)
        table.dataSource = source
        return table
    }

    @Test(arguments: [
        [Int.max], [Int.max / 2 + 1, Int.max / 2 + 1], [1 << 40], [TableView.maximumNumberOfRows, 1], [5, Int.max, 5],
    ])
    func moreRowsThanATableHoldsThrowInsteadOfTrapping(counts: [Int]) throws {
        let table = try makeTable(CountsSource(counts))
        var total = 0
        for count in counts {
            let (sum, overflow) = total.addingReportingOverflow(count)
            total = overflow ? Int.max : sum
        }
        let error = try #require(throws: TableViewError.self) {
            try table.reloadData()
        }
        #expect(error == .tooManyRows(count: total))
        #expect(
            error.description
                == "the table view supports at most 134217728 rows; the data source has \(total)"
                + (total == Int.max ? " or more" : "")
        )
        #expect(table.numberOfSections == 0, "the table is left empty")
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize.height == 0)
    }

    @Test func theLimitIsReportedFromALayoutPassToo() throws {
        let table = try makeTable(CountsSource([Int.max]))
        table.layoutIfNeeded()
        #expect(table.layoutError == .tooManyRows(count: Int.max))
    }

    @Test func exactlyTheMaximumCountPassesTheCheck() throws {
        // The counts alone: building a model of 2^27 rows is more than a unit test should allocate.
        let table = try makeTable(CountsSource([TableView.maximumNumberOfRows - 1, 1]))
        #expect(try table.loadRowCounts() == [TableView.maximumNumberOfRows - 1, 1])
    }

    @Test func tooManySectionsThrowBeforeAnyRowCountIsAsked() throws {
        let source = CountsSource([])
        source.sectionCount = Int.max
        let table = try makeTable(source)
        let error = try #require(throws: TableViewError.self) {
            try table.reloadData()
        }
        #expect(error == .tooManySections(count: Int.max))
        #expect(
            error.description == "the table view supports at most 33554432 sections; the data source has \(Int.max)"
        )
        #expect(source.rowCountRequests == 0)
    }

    @Test func aBatchThatWouldExceedTheLimitIsRefusedAndChangesNothing() throws {
        let source = CountsSource([10])
        let table = try makeTable(source)
        try table.reloadData()
        source.counts = [Int.max]
        #expect(throws: TableViewError.tooManyRows(count: Int.max)) {
            try table.insertRows(at: [IndexPath(row: 0, section: 0)])
        }
        #expect(table.numberOfRows(inSection: 0) == 10)
        #expect(table.visibleCells.count == 10)
    }

    @Test func theLimitsKeepEverySumOfHeightsFromOverflowing() {
        let items = TableView.maximumNumberOfRows + 2 * TableView.maximumNumberOfSections
        #expect(items <= RowHeightIndex.maximumItemCount)
        let tallest = RowHeightIndex.units(TableView.maximumRowHeight)
        let (total, overflow) = Int64(RowHeightIndex.maximumItemCount).multipliedReportingOverflow(by: tallest)
        #expect(!overflow)
        #expect(total <= Int64(1) << 62)
    }

    @Test func infiniteHeightsAreClampedAndTheTableStillScrollsToTheEnd() throws {
        let source = CountsSource([1000])
        let table = try makeTable(source)
        table.rowHeight = .infinity
        try table.reloadData()
        #expect(table.contentSize.height == 1000 * TableView.maximumRowHeight)
        try table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .bottom)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 999, section: 0)])
        #expect(table.layoutError == nil)
    }
}
