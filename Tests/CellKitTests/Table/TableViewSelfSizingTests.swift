import CellKit
import Testing

@Suite("TableView self-sizing rows")
@MainActor
struct TableViewSelfSizingTests {
    private let path = { (row: Int) in IndexPath(row: row, section: 0) }

    /// The height `TextCell` gives row `row` of `source` at `width`, as the height index keeps it (1/1024 pt).
    private func expected(_ source: TextSource, _ row: Int, width: Double = 320) -> Double {
        (TextCell.height(of: source.rows[row].text, width: width) * 1024).rounded() / 1024
    }

    private func height(_ table: TableView, _ row: Int) throws -> Double {
        try table.rectForRow(at: path(row)).height
    }

    @Test func aRowStandsAtItsEstimateUntilDisplayedThenAtItsMeasuredHeight() throws {
        let source = TextSource(texts: varyingTexts(200))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 60 }
        let visible = visibleRows(table)
        #expect(!visible.isEmpty)
        for row in visible {
            #expect(try height(table, row) == expected(source, row))
            #expect(table.hasMeasuredHeightForRow(at: path(row)))
        }
        let far = 150
        #expect(try height(table, far) == 60)
        #expect(!table.hasMeasuredHeightForRow(at: path(far)))
        #expect(Set(source.measurements.map(\.id)) == Set(visible.map { source.rows[$0].id }))
        #expect(source.measurements.allSatisfy { $0.width == 320 })
    }

    @Test func eachRowIsMeasuredOnceHoweverOftenItScrollsBackIntoView() throws {
        let source = TextSource(texts: varyingTexts(300))
        let table = try makeTextTable(source)
        for _ in 0..<3 {
            var offset = 0.0
            while offset < table.contentSize.height {
                table.contentOffset = Point(x: 0, y: offset)
                table.layoutIfNeeded()
                offset += 150
            }
            table.contentOffset = .zero
            table.layoutIfNeeded()
        }
        #expect(table.layoutError == nil)
        for row in source.rows {
            #expect(source.measureCount(of: row.id) == 1, "row \(row.id)")
        }
    }

    @Test func theContentHeightIsTheMeasuredHeightsPlusTheEstimates() throws {
        let source = TextSource(texts: varyingTexts(120))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 50 }
        table.contentOffset = Point(x: 0, y: 900)
        table.layoutIfNeeded()
        var total = 0.0
        for row in source.rows.indices {
            total += table.hasMeasuredHeightForRow(at: path(row)) ? expected(source, row) : 50
        }
        #expect(table.contentSize.height == total)
    }

    @Test func withoutAnEstimateARowWithNoTemplateHeightKeepsTheDefaultHeight() throws {
        let source = TextSource(texts: varyingTexts(30))
        source.reportsIdentifiers = false
        let table = try makeTextTable(source)
        #expect(try height(table, 3) == TableView.defaultRowHeight)
        #expect(source.measurements.isEmpty)
        #expect(!table.hasMeasuredHeightForRow(at: path(0)))
    }

    @Test("an estimate makes a row with no template height self-sizing, as UIKit's idiom")
    func anEstimateMakesRowsSelfSizing() throws {
        let source = TextSource(texts: varyingTexts(30))
        source.reportsIdentifiers = false
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 80 }
        #expect(try height(table, 3) == expected(source, 3))
        #expect(try height(table, 29) == 80)
    }

    @Test func theDelegateEstimateComesFirstAndAFixedHeightIsNeverMeasured() throws {
        let source = TextSource(texts: varyingTexts(100))
        source.estimate = 33
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 80 }
        #expect(try height(table, 90) == 33)
        let fixedSource = TextSource(texts: varyingTexts(100))
        let fixed = try makeTextTable(fixedSource) { $0.rowHeight = 50 }
        #expect(try height(fixed, 1) == 50)
        #expect(fixedSource.measurements.isEmpty)
    }

    @Test func estimatesOffMeasuresEveryRowWhenLoadedWithSizingCellsReturnedToTheQueue() throws {
        let source = TextSource(texts: varyingTexts(40))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 0 }
        for row in source.rows.indices {
            #expect(try height(table, row) == expected(source, row))
        }
        #expect(source.measurements.count == 40)
        let statistics = table.reuseQueue.statistics(for: TextCell.reuseIdentifier)
        #expect(statistics.created <= table.visibleCells.count + 1)
    }

    @Test func measuringRowsAboveTheFirstVisibleRowKeepsItWhereItIsOnScreen() throws {
        let source = TextSource(texts: varyingTexts(400))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 200 }
        table.contentOffset = Point(x: 0, y: 40_000)
        table.layoutIfNeeded()
        var first = try #require(table.indexPathsForVisibleRows.first)
        var screenY = try table.rectForRow(at: first).minY - table.contentOffset.y
        // Scroll up a little at a time: each frame measures the rows entering at the top.
        for _ in 0..<40 {
            table.contentOffset = Point(x: 0, y: table.contentOffset.y - 30)
            let before = try table.rectForRow(at: first).minY - table.contentOffset.y
            table.layoutIfNeeded()
            let after = try table.rectForRow(at: first).minY - table.contentOffset.y
            #expect(after == before, "row \(first.row) moved on screen from \(before) to \(after)")
            first = try #require(table.indexPathsForVisibleRows.first)
            screenY = try table.rectForRow(at: first).minY - table.contentOffset.y
        }
        #expect(screenY <= 0)
        #expect(source.measurements.count == Set(source.measurements.map(\.id)).count)
    }

    @Test func scrollingToTheTopStaysAtTheTop() throws {
        let source = TextSource(texts: varyingTexts(300))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 150 }
        table.contentOffset = Point(x: 0, y: 20_000)
        table.layoutIfNeeded()
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathsForVisibleRows.first == path(0))
        #expect(try table.rectForRow(at: path(0)).minY == 0)
    }

    @Test(arguments: [TableView.ScrollPosition.top, .middle, .bottom])
    func scrollToRowLandsAFarRowExactlyWhereAsked(position: TableView.ScrollPosition) throws {
        let source = TextSource(texts: varyingTexts(2_000))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 30 }
        let target = path(1_234)
        try table.scrollToRow(at: target, at: position)
        table.layoutIfNeeded()
        let rect = try table.rectForRow(at: target)
        #expect(rect.height == expected(source, 1_234))
        let top = table.contentOffset.y
        switch position {
        case .top: #expect(rect.minY == top)
        case .middle: #expect(rect.midY == top + 220)
        default: #expect(rect.maxY == top + 440)
        }
        #expect(table.indexPathsForVisibleRows.contains(target))
        #expect(source.measureCount(of: source.rows[1_234].id) == 1)
    }

    @Test func measureRowsMeasuresOffScreenRowsOnceWithoutDisplayingThem() throws {
        let source = TextSource(texts: varyingTexts(500))
        let table = try makeTextTable(source)
        source.events.removeAll()
        let visibleBefore = table.indexPathsForVisibleRows
        try table.measureRows(at: [path(300), path(301), path(300)])
        #expect(try height(table, 300) == expected(source, 300))
        #expect(try height(table, 301) == expected(source, 301))
        #expect(source.measureCount(of: source.rows[300].id) == 1)
        #expect(source.events == ["cellForRow 300", "cellForRow 301"], "sizing cells are never displayed")
        #expect(table.indexPathsForVisibleRows == visibleBefore)
        #expect(throws: TableViewError.invalidIndexPath(path(500))) { try table.measureRows(at: [path(500)]) }
    }

    @Test func reloadDataMeasuresTheVisibleRowsAgain() throws {
        let source = TextSource(texts: varyingTexts(50))
        let table = try makeTextTable(source)
        source.rows[0].text = String(repeating: "longer text ", count: 30)
        source.measurements.removeAll()
        try table.reloadData()
        #expect(try height(table, 0) == expected(source, 0))
        #expect(source.measurements.count == table.visibleCells.count)
    }

    @Test func reloadRowsMeasuresOnlyTheReloadedRow() throws {
        let source = TextSource(texts: varyingTexts(50))
        let table = try makeTextTable(source)
        source.rows[2].text = String(repeating: "a much longer text ", count: 20)
        source.measurements.removeAll()
        try table.reloadRows(at: [path(2)])
        #expect(try height(table, 2) == expected(source, 2))
        let remeasured = Set(source.measurements.map(\.id))
        // The batch also measures the kept visible rows again with their own cells (UIKit's trick), so the
        // reloaded row is among those measured and each at most once.
        #expect(remeasured.contains(source.rows[2].id))
        #expect(source.measurements.count == remeasured.count)
    }

    @Test func insertedRowsStartAtTheirEstimateMovedRowsKeepTheirHeightDeletedOnesLeave() throws {
        let source = TextSource(texts: varyingTexts(300))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 70 }
        try table.measureRows(at: [path(200)])
        let measured = try height(table, 200)
        let movedID = source.rows[200].id
        source.measurements.removeAll()
        let moved = source.rows.remove(at: 200)
        source.rows.insert(moved, at: 250)
        source.rows.insert((source.makeID(), "new"), at: 150)
        source.rows.remove(at: 100)
        try table.performBatchUpdates {
            try table.moveRow(at: path(200), to: path(250))
            try table.insertRows(at: [path(150)])
            try table.deleteRows(at: [path(100)])
        }
        #expect(try height(table, 250) == measured)
        #expect(table.hasMeasuredHeightForRow(at: path(250)))
        #expect(try height(table, 150) == 70)
        #expect(source.measureCount(of: movedID) == 0)
        #expect(table.numberOfRows(inSection: 0) == 300)
    }

    @Test("an empty batch measures the visible rows again, UIKit's beginUpdates/endUpdates trick")
    func anEmptyBatchMeasuresTheVisibleRowsAgain() throws {
        let source = TextSource(texts: varyingTexts(50))
        let table = try makeTextTable(source)
        let cell = try #require(table.cellForRow(at: path(1)) as? TextCell)
        source.rows[1].text = String(repeating: "expanded ", count: 40)
        cell.bodyLabel.text = source.rows[1].text
        source.events.removeAll()
        try table.performBatchUpdates {}
        #expect(try height(table, 1) == expected(source, 1))
        #expect(table.cellForRow(at: path(1)) === cell, "the cell is measured in place, not reloaded")
        #expect(!source.events.contains("cellForRow 1"))
        #expect(try table.rectForRow(at: path(2)).minY == table.rectForRow(at: path(1)).maxY)
    }

    @Test func aWidthChangeMeasuresRowsAgainAtTheNewWidthAsTheyShow() throws {
        let source = TextSource(texts: varyingTexts(200))
        let table = try makeTextTable(source) { $0.estimatedRowHeight = 90 }
        try table.measureRows(at: [path(150)])
        table.frame = Rect(x: 0, y: 0, width: 200, height: 440)
        table.layoutIfNeeded()
        for row in visibleRows(table) {
            #expect(try height(table, row) == expected(source, row, width: 200))
        }
        #expect(try height(table, 150) == 90, "off screen, back at its estimate until shown")
        #expect(source.measurements.filter { $0.width == 200 }.count == table.visibleCells.count)
    }

    @Test func invalidateHeightMeasuresADisplayedRowAgainWithItsCell() throws {
        let source = TextSource(texts: varyingTexts(30))
        let table = try makeTextTable(source)
        let cell = try #require(table.cellForRow(at: path(0)) as? TextCell)
        cell.bodyLabel.text = String(repeating: "grown ", count: 50)
        source.rows[0].text = cell.bodyLabel.text ?? ""
        try table.invalidateHeight(at: path(0))
        #expect(try height(table, 0) == expected(source, 0))
        #expect(table.contentOffset == .zero)
    }

    @Test("a row is measured in the table's traits, though its cell is not yet displayed, and shows in them after")
    func aRowIsMeasuredInTheTablesTraits() throws {
        let source = TextSource(texts: varyingTexts(40))
        let table = try makeTextTable(source) { table in
            table.traitOverrides = TraitOverrides(
                userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge,
                horizontalSizeClass: .regular, verticalSizeClass: .regular)
        }
        #expect(!source.measuredTraits.isEmpty)
        for traits in source.measuredTraits {
            #expect(traits == table.traitCollection)
        }
        // A sizing cell goes back to the queue with its own traits again, and a displayed one has the table's.
        let cell = try #require(table.visibleCells.first)
        #expect(cell.traitCollection.horizontalSizeClass == .regular)
        table.contentOffset = Point(x: 0, y: 2000)
        let queued = try #require(try table.dequeueReusableCell(withIdentifier: TextCell.reuseIdentifier))
        #expect(queued.superview == nil)
        #expect(queued.traitCollection == .default)
    }
}
