import CellKit
import Testing

@Suite("TableView layout")
@MainActor
struct TableViewLayoutTests {
    @Test func displaysTheRowsTheViewportShows() throws {
        let source = RowsSource(rows: 100)
        let table = try makeTable(source)
        #expect(visibleRows(table) == Array(0...9))
        #expect(table.contentSize == Size(width: 320, height: 4400))
        #expect(table.reuseQueue.statistics(for: "Title").created == 10)
        table.contentOffset = Point(x: 0, y: 50)
        #expect(visibleRows(table) == Array(1...11))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)) as? TitleCell)
        #expect(cell.titleLabel.text == "Row 5")
        #expect(cell.frame == Rect(x: 0, y: 220, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 40, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 3)) == nil)
    }

    @Test func scrollingReusesCellsWithoutMakingNewOnes() throws {
        let source = RowsSource(rows: 1000)
        let table = try makeTable(source)
        for step in 1...400 {
            table.contentOffset = Point(x: 0, y: Double(step) * 37)
            table.layoutIfNeeded()
            #expect(table.layoutError == nil)
        }
        let statistics = table.reuseQueue.statistics(for: "Title")
        #expect(statistics.created <= 12)
        #expect(statistics.created == table.visibleCells.count + statistics.queued + statistics.discarded)
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
        let visible = table.indexPathsForVisibleRows
        let naiveFirst = Int(table.contentOffset.y / 44)
        #expect(visible.first?.row == naiveFirst)
    }

    @Test func everyRowEntersThroughCellForRowThenWillDisplayAndLeavesOnce() throws {
        let source = RowsSource(rows: 30)
        let table = try makeTable(source, height: 100)
        source.events.removeAll()
        table.contentOffset = Point(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(
            source.events == [
                "didEndDisplaying [0, 0]", "cellForRow [0, 3]", "willDisplay [0, 3]",
            ]
        )
    }

    @Test func aRowTallerThanTheViewportIsTheOnlyVisibleRow() throws {
        let source = RowsSource(rows: 5)
        source.heights[IndexPath(row: 2, section: 0)] = 1000
        let table = try makeTable(source, height: 300)
        table.contentOffset = Point(x: 0, y: 200)
        #expect(visibleRows(table) == [2])
        table.contentOffset = Point(x: 0, y: 1088 - 300)
        #expect(visibleRows(table) == [2])
    }

    @Test func anEmptyTableShowsNothingAndDoesNotScroll() throws {
        let source = RowsSource([])
        let table = try makeTable(source)
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentSize.height == 0)
        table.contentOffset = Point(x: 0, y: 100)
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 10)) == nil)
        #expect(table.numberOfSections == 0)
    }

    @Test func offsetsAreClampedToTheContent() throws {
        let table = try makeTable(RowsSource(rows: 20))
        table.contentOffset = Point(x: 30, y: -50)
        #expect(table.contentOffset == .zero)
        table.contentOffset = Point(x: 0, y: 10_000)
        #expect(table.contentOffset == Point(x: 0, y: 880 - 440))
        table.contentOffset = Point(x: 0, y: .nan)
        #expect(table.contentOffset == .zero)
        #expect(visibleRows(table) == Array(0...9))
    }

    @Test func sectionsWithHeadersAndFootersInAPlainTable() throws {
        let source = RowsSource([["a", "b"], [], ["c", "d", "e"]])
        source.headerHeights = [0: 20, 1: 30, 2: 25]
        source.footerHeights = [0: 10, 2: 15]
        let table = try makeTable(source, height: 100)
        #expect(table.contentSize.height == 20 + 88 + 10 + 30 + 25 + 132 + 15)
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 20 + 88 + 10 + 30 + 25)
        #expect(try table.rectForHeader(inSection: 1) == Rect(x: 0, y: 118, width: 320, height: 30))
        #expect(try table.rect(forSection: 0) == Rect(x: 0, y: 0, width: 320, height: 118))
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        // The viewport showing only section 1's header and section 2's header shows no rows.
        table.contentOffset = Point(x: 0, y: 118)
        table.frame.size.height = 55
        #expect(table.indexPathsForVisibleRows.isEmpty)
        table.frame.size.height = 56
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 2)])
        #expect(table.indexPathForRow(at: Point(x: 5, y: 125)) == nil)
    }

    @Test func groupedSectionsAreSpacedByDefault() throws {
        let table = try makeTable(RowsSource([["a"], ["b", "c"]]), style: .grouped)
        let spacing = TableView.groupedSectionSpacing
        #expect(table.contentSize.height == 4 * spacing + 3 * 44)
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 3 * spacing + 44)
        let plain = try makeTable(RowsSource([["a"], ["b", "c"]]))
        #expect(plain.contentSize.height == 3 * 44)
    }

    @Test func heightsComeFromTheDelegateThenRowHeightThenTheTemplate() throws {
        let source = RowsSource(rows: 3)
        source.reportsIdentifiers = true
        source.heights[IndexPath(row: 0, section: 0)] = 60
        let table = try makeTable(source)
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 32, "320 / 10")
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        table.rowHeight = 50
        try table.reloadData()
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
        table.rowHeight = TableView.automaticDimension
        source.reportsIdentifiers = false
        try table.reloadData()
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)).height == TableView.defaultRowHeight)
    }

    @Test func templateHeightsFollowTheWidth() throws {
        let source = RowsSource(rows: 3)
        source.reportsIdentifiers = true
        let table = try makeTable(source)
        table.frame.size.width = 500
        #expect(table.visibleCells.first?.frame == Rect(x: 0, y: 0, width: 500, height: 50))
        #expect(table.contentSize == Size(width: 500, height: 150))
    }

    @Test func rectForRowAndIndexPathForRowRoundTrip() throws {
        let source = RowsSource([(0..<7).map { "\($0)" }, (0..<4).map { "\($0)" }])
        for row in 0..<7 {
            source.heights[IndexPath(row: row, section: 0)] = Double(10 + row * 7)
        }
        source.headerHeights = [1: 12]
        let table = try makeTable(source)
        var expectedTop = 0.0
        for section in 0..<2 {
            expectedTop += section == 1 ? 12 : 0
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let rect = try table.rectForRow(at: indexPath)
                #expect(rect.minY == expectedTop)
                expectedTop = rect.maxY
                #expect(table.indexPathForRow(at: Point(x: 1, y: rect.midY)) == indexPath)
                #expect(table.indexPathForRow(at: Point(x: 1, y: rect.minY)) == indexPath)
            }
        }
        #expect(table.indexPathForRow(at: Point(x: -1, y: 5)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 1, y: expectedTop)) == nil)
        #expect(throws: TableViewError.rectRequestForInvalidIndexPath(IndexPath(row: 7, section: 0))) {
            try table.rectForRow(at: IndexPath(row: 7, section: 0))
        }
        #expect(
            TableViewError.rectRequestForInvalidIndexPath(IndexPath(row: 1, section: 0)).description
                == "request for rect at invalid index path ({length = 2, path = 0 - 1})"
        )
    }

    @Test(
        arguments: [
            (.top, 2200), (.middle, 2002), (.bottom, 1804), (.none, 1804),
        ] as [(TableView.ScrollPosition, Double)])
    func scrollToRowPlacesTheRow(position: TableView.ScrollPosition, offset: Double) throws {
        let table = try makeTable(RowsSource(rows: 100))
        try table.scrollToRow(at: IndexPath(row: 50, section: 0), at: position)
        #expect(table.contentOffset.y == offset)
        #expect(table.indexPathsForVisibleRows.contains(IndexPath(row: 50, section: 0)))
    }

    @Test func scrollToRowClampsAndChecksTheRow() throws {
        let table = try makeTable(RowsSource(rows: 100))
        try table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top)
        #expect(table.contentOffset.y == 4400 - 440)
        try table.scrollToRow(at: IndexPath(row: 95, section: 0), at: .none)
        #expect(table.contentOffset.y == 4400 - 440, "already visible: no scrolling")
        try table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .none)
        #expect(table.contentOffset.y == 3 * 44)
        let error = try #require(throws: TableViewError.self) {
            try table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top)
        }
        #expect(error.description == "attempt to scroll to invalid index path: {length = 2, path = 0 - 100}")
    }

    @Test func invalidatingOneHeightMovesTheRowsBelowOnly() throws {
        let source = RowsSource(rows: 50)
        let table = try makeTable(source)
        let requests = source.heightRequests
        source.heights[IndexPath(row: 3, section: 0)] = 100
        try table.invalidateHeight(at: IndexPath(row: 3, section: 0))
        #expect(source.heightRequests == requests + 1)
        #expect(try table.rectForRow(at: IndexPath(row: 4, section: 0)).minY == 3 * 44 + 100)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 232)
        #expect(table.contentSize.height == 49 * 44 + 100)
        #expect(visibleRows(table) == Array(0...8))
        #expect(throws: TableViewError.invalidIndexPath(IndexPath(row: 50, section: 0))) {
            try table.invalidateHeight(at: IndexPath(row: 50, section: 0))
        }
    }

    @Test func dataSourceErrorsReachTheCaller() throws {
        let source = RowsSource(rows: 3)
        source.identifier = "Missing"
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = source
        #expect(throws: TableViewError.reuse(.unregisteredIdentifier("Missing"))) {
            try table.reloadData()
        }
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(table.layoutError == .reuse(.unregisteredIdentifier("Missing")))
    }

    @Test func cellsMustComeFromADequeueOrHaveAReuseIdentifier() throws {
        final class Rogue: TableViewDataSource {
            let cell: TableViewCell
            init(_ cell: TableViewCell) { self.cell = cell }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell { cell }
        }
        let anonymous = Rogue(TableViewCell(reuseIdentifier: nil))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = anonymous
        #expect(throws: TableViewError.cellNotDequeued(IndexPath(row: 0, section: 0))) {
            try table.reloadData()
        }
        // A cell the data source made with an identifier is adopted (the legacy pattern), once.
        let reused = Rogue(TableViewCell(reuseIdentifier: "Cell"))
        table.dataSource = reused
        #expect(throws: TableViewError.cellAlreadyDisplayed(IndexPath(row: 1, section: 0))) {
            try table.reloadData()
        }
    }

    @Test func aCellTheDataSourceMadeWithAnIdentifierIsAdoptedAndReused() throws {
        final class Legacy: TableViewDataSource {
            var made = 0
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                if let cell = try tableView.dequeueReusableCell(withIdentifier: "Legacy") {
                    return cell
                }
                made += 1
                return TableViewCell(reuseIdentifier: "Legacy")
            }
        }
        let source = Legacy()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
        table.dataSource = source
        try table.reloadData()
        #expect(source.made == 10)
        for step in 1...20 {
            table.contentOffset = Point(x: 0, y: Double(step) * 100)
            table.layoutIfNeeded()
        }
        #expect(source.made == 11)
        let statistics = table.reuseQueue.statistics(for: "Legacy")
        #expect(statistics.created == 11)
        #expect(statistics.reused > 0)
    }
}
