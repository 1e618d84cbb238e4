import CellKit
import Testing

@Suite("TableView selection")
@MainActor
struct TableViewSelectionTests {
    @Test func aTapSelectsTheRowAndDeselectsThePreviousOne() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        source.events.removeAll()
        #expect(table.tap(at: Point(x: 100, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        table.tap(at: Point(x: 100, y: 10))
        #expect(source.events == ["didSelect [0, 2]", "didDeselect [0, 2]", "didSelect [0, 0]"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func selectionSurvivesScrollingAwayAndBack() throws {
        let table = try makeTable(RowsSource(rows: 100))
        table.tap(at: Point(x: 100, y: 10))
        table.contentOffset = Point(x: 0, y: 2000)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    }

    @Test func multipleSelectionTogglesRows() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        table.allowsMultipleSelection = true
        table.tap(at: Point(x: 10, y: 10))
        table.tap(at: Point(x: 10, y: 50))
        table.tap(at: Point(x: 10, y: 10))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func noSelectionWhenSelectionIsNotAllowed() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        table.allowsSelection = false
        source.events.removeAll()
        #expect(table.tap(at: Point(x: 10, y: 10)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.events.isEmpty)
    }

    @Test func selectionStyleNoneStillSelectsAsInUIKit() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.selectionStyle = .none
        cell.selectedBackgroundView = View()
        table.tap(at: Point(x: 10, y: 10))
        #expect(cell.isSelected)
        #expect(cell.selectedBackgroundView?.superview == nil)
        #expect(source.events.last == "didSelect [0, 0]")
    }

    @Test func aTapOnAButtonSendsItsActionWithTheRowsTagInsteadOfSelecting() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        var tags: [Int] = []
        for case let cell as TitleCell in table.visibleCells {
            cell.actionButton.addAction(named: "tapped") { tags.append($0.tag) }
        }
        source.events.removeAll()
        table.tap(at: Point(x: 260, y: 3 * 44 + 5))
        #expect(tags == [3])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.events.isEmpty)
        table.tap(at: Point(x: 260, y: 3 * 44 + 30))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "below the button: the row")
    }

    @Test func aDisabledButtonLetsTheRowBeSelected() throws {
        let table = try makeTable(RowsSource(rows: 20))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TitleCell)
        var sent = 0
        cell.actionButton.addAction(named: "tapped") { _ in sent += 1 }
        cell.actionButton.isEnabled = false
        table.tap(at: Point(x: 260, y: 44 + 5))
        #expect(sent == 0)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func tapsOutsideRowsHitNothing() throws {
        let table = try makeTable(RowsSource(rows: 2))
        #expect(table.tap(at: Point(x: 10, y: 200)) == nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selectRowValidatesTheIndexPath() throws {
        let table = try makeTable(RowsSource(rows: 2))
        try table.selectRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.deselectRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(throws: TableViewError.invalidIndexPath(IndexPath(row: 2, section: 0))) {
            try table.selectRow(at: IndexPath(row: 2, section: 0))
        }
    }
}
