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

    /// A delegate that answers `willSelectRowAt` with `redirect` and may shrink the data in `didDeselectRowAt`.
    final class Chooser: TableViewDelegate {
        let source: RowsSource
        var redirect: (IndexPath) -> IndexPath? = { $0 }
        var shrinksOnDeselect = false
        var events: [String] = []

        init(_ source: RowsSource) {
            self.source = source
        }

        func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath)")
            return redirect(indexPath)
        }

        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            events.append("didSelect \(indexPath)")
        }

        func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
            events.append("didDeselect \(indexPath)")
            if shrinksOnDeselect {
                source.sections = [["only"]]
                try? tableView.reloadData()
            }
        }
    }

    @Test func aSelectionNeverNamesARowADelegateCallbackRemoved() throws {
        let source = RowsSource(rows: 5)
        let table = try makeTable(source)
        let chooser = Chooser(source)
        table.delegate = chooser
        table.tap(at: Point(x: 10, y: 10))
        chooser.shrinksOnDeselect = true
        #expect(table.tap(at: Point(x: 10, y: 54)) == IndexPath(row: 1, section: 0))
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!chooser.events.contains("didSelect [0, 1]"))
    }

    @Test func willSelectRowAtMayCancelOrRedirectTheSelection() throws {
        let source = RowsSource(rows: 10)
        let table = try makeTable(source)
        let chooser = Chooser(source)
        table.delegate = chooser
        chooser.redirect = { _ in nil }
        table.tap(at: Point(x: 10, y: 10))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(chooser.events == ["willSelect [0, 0]"])
        chooser.redirect = { IndexPath(row: $0.row + 5, section: $0.section) }
        table.tap(at: Point(x: 10, y: 10))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected == true)
        #expect(chooser.events == ["willSelect [0, 0]", "willSelect [0, 0]", "didSelect [0, 5]"])
        chooser.redirect = { _ in IndexPath(row: 40, section: 0) }
        table.tap(at: Point(x: 10, y: 54))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0), "a row that does not exist cancels")
    }
}
