import CellKit
import Testing

@Suite("TableView updates")
@MainActor
struct TableViewUpdateTests {
    @Test func reloadDataReconfiguresVisibleCellsWithoutMakingNewOnes() throws {
        let source = RowsSource(rows: 100)
        let table = try makeTable(source)
        table.reuseQueue.maximumQueuedCellsPerIdentifier = 2
        let before = table.visibleCells.map(ObjectIdentifier.init)
        source.sections[0][0] = "Changed"
        try table.reloadData()
        let statistics = table.reuseQueue.statistics(for: "Title")
        #expect(statistics.created == 10)
        #expect(statistics.reused == 10)
        #expect(table.visibleCells.map(ObjectIdentifier.init) == before, "LIFO gives each row its cell back")
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TitleCell)?.titleLabel.text == "Changed")
        #expect(table.visibleCells.allSatisfy { $0.prepareForReuseCount == 1 })
    }

    @Test func reloadDataReclampsTheOffsetWhenTheContentShrinks() throws {
        let source = RowsSource(rows: 100)
        let table = try makeTable(source)
        table.contentOffset = Point(x: 0, y: 3000)
        source.sections[0].removeLast(90)
        try table.reloadData()
        #expect(table.contentOffset == Point(x: 0, y: 0))
        #expect(visibleRows(table) == Array(0...9))
    }

    @Test func reloadRowsDequeuesANewCellForTheRowOnly() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        let untouched = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.sections[0][2] = "New"
        source.events.removeAll()
        try table.reloadRows(at: [IndexPath(row: 2, section: 0)])
        #expect(source.events == ["didEndDisplaying [0, 2]", "cellForRow [0, 2]", "willDisplay [0, 2]"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === untouched)
        #expect((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? TitleCell)?.titleLabel.text == "New")
    }

    @Test func insertsAndDeletesKeepSurvivingCellsAndAskOnlyForNewRows() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        let rowFive = table.cellForRow(at: IndexPath(row: 5, section: 0))
        source.sections[0].remove(at: 1)
        source.sections[0].insert("Inserted", at: 3)
        source.events.removeAll()
        try table.performBatchUpdates {
            try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
            try table.insertRows(at: [IndexPath(row: 3, section: 0)])
        }
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === rowFive)
        #expect(source.events == ["didEndDisplaying [0, 1]", "cellForRow [0, 3]", "willDisplay [0, 3]"])
        let titles = table.visibleCells.compactMap { ($0 as? TitleCell)?.titleLabel.text }
        #expect(titles == Array(source.sections[0][0..<10]))
    }

    @Test func movesKeepTheCell() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let title = source.sections[0].remove(at: 0)
        source.sections[0].insert(title, at: 4)
        try table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === moving)
        let titles = table.visibleCells.compactMap { ($0 as? TitleCell)?.titleLabel.text }
        #expect(titles == Array(source.sections[0][0..<10]))
    }

    @Test func sectionsCanBeInsertedDeletedAndMoved() throws {
        let source = RowsSource([["a"], ["b", "c"], ["d"]])
        let table = try makeTable(source)
        source.sections.remove(at: 0)
        source.sections.insert(["x", "y"], at: 1)
        try table.performBatchUpdates {
            try table.deleteSections([0])
            try table.insertSections([1])
        }
        #expect(table.numberOfSections == 3)
        let titles = table.visibleCells.compactMap { ($0 as? TitleCell)?.titleLabel.text }
        #expect(titles == ["b", "c", "x", "y", "d"])
        source.sections.swapAt(0, 2)
        try table.performBatchUpdates {
            try table.moveSection(0, toSection: 2)
            try table.moveSection(2, toSection: 0)
        }
        let moved = table.visibleCells.compactMap { ($0 as? TitleCell)?.titleLabel.text }
        #expect(moved == ["d", "x", "y", "b", "c"])
    }

    @Test func theRowCountRuleUsesUIKitsWords() throws {
        let source = RowsSource(rows: 10)
        let table = try makeTable(source)
        source.sections[0] += ["a", "b"]
        let error = try #require(throws: TableViewError.self) {
            try table.insertRows(at: [IndexPath(row: 10, section: 0)])
        }
        #expect(
            error.description
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (12) must be equal to the number of rows contained in that section "
                + "before the update (10), plus or minus the number of rows inserted or deleted from that section "
                + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                + "(0 moved in, 0 moved out)."
        )
        #expect(table.numberOfRows(inSection: 0) == 10, "a refused update changes nothing")
    }

    @Test func theSectionCountRuleUsesUIKitsWords() throws {
        let source = RowsSource([])
        let table = try makeTable(source)
        source.sections = [[]]
        let error = try #require(throws: TableViewError.self) {
            try table.performBatchUpdates {}
        }
        #expect(
            error.description
                == "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (1) must be equal to the number of sections contained in the table view before "
                + "the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
    }

    @Test func rowsMovedBetweenSectionsCountAsMovedInAndOut() throws {
        let source = RowsSource([["a", "b"], ["c"]])
        let table = try makeTable(source)
        let error = try #require(throws: TableViewError.self) {
            try table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
        #expect(
            error
                == .batchUpdate(
                    .invalidNumberOfRows(
                        section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1
                    )
                )
        )
    }

    /// Each out-of-range or colliding change to a table of 8 rows, with UIKit's message.
    enum InvalidChange: CaseIterable, Sendable {
        case deleteOutOfRange, insertOutOfRange, insertIntoMissingSection, deleteFromMissingSection
        case deleteAndReload, deleteTwice, reloadOutOfRange, moveFromOutOfRange, deleteMissingSection

        /// The data source's row counts after the change.
        var newRows: [Int] {
            switch self {
            case .deleteOutOfRange, .insertOutOfRange, .insertIntoMissingSection: [9]
            case .deleteFromMissingSection, .deleteAndReload: [7]
            case .deleteTwice: [6]
            case .reloadOutOfRange, .moveFromOutOfRange, .deleteMissingSection: [8]
            }
        }

        var message: String {
            switch self {
            case .deleteOutOfRange:
                "attempt to delete row 9 from section 0 which only contains 8 rows before the update"
            case .insertOutOfRange:
                "attempt to insert row 9 into section 0, but there are only 9 rows in section 0 after the update"
            case .insertIntoMissingSection:
                "attempt to insert row 0 into section 2, but there are only 1 sections after the update"
            case .deleteFromMissingSection:
                "attempt to delete row 0 from section 1, but there are only 1 sections before the update"
            case .deleteAndReload:
                "attempt to delete and reload the same index path ({length = 2, path = 0 - 0})"
            case .deleteTwice:
                "attempt to delete, reload or move from the same index path more than once "
                    + "({length = 2, path = 0 - 2})"
            case .reloadOutOfRange:
                "attempt to delete row 8 from section 0 which only contains 8 rows before the update"
            case .moveFromOutOfRange:
                "attempt to move index path ({length = 2, path = 0 - 8}) that does not exist - there are only 8 "
                    + "rows in section 0 before the update"
            case .deleteMissingSection:
                "attempt to delete section 1, but there are only 1 sections before the update"
            }
        }

        @MainActor
        func apply(to table: TableView) throws {
            let path = { (row: Int, section: Int) in IndexPath(row: row, section: section) }
            switch self {
            case .deleteOutOfRange: try table.deleteRows(at: [path(9, 0)])
            case .insertOutOfRange: try table.insertRows(at: [path(9, 0)])
            case .insertIntoMissingSection: try table.insertRows(at: [path(0, 2)])
            case .deleteFromMissingSection: try table.deleteRows(at: [path(0, 1)])
            case .deleteAndReload:
                try table.performBatchUpdates {
                    try table.deleteRows(at: [path(0, 0)])
                    try table.reloadRows(at: [path(0, 0)])
                }
            case .deleteTwice: try table.deleteRows(at: [path(2, 0), path(2, 0)])
            case .reloadOutOfRange: try table.reloadRows(at: [path(8, 0)])
            case .moveFromOutOfRange: try table.moveRow(at: path(8, 0), to: path(0, 0))
            case .deleteMissingSection: try table.deleteSections([1])
            }
        }
    }

    @Test(arguments: InvalidChange.allCases)
    func invalidChangesAreRefusedWithUIKitsMessages(change: InvalidChange) throws {
        let source = RowsSource(rows: 8)
        let table = try makeTable(source)
        source.sections = change.newRows.map { count in (0..<count).map { "\($0)" } }
        let error = try #require(throws: TableViewError.self) {
            try change.apply(to: table)
        }
        #expect(error.description == change.message)
        #expect(table.numberOfRows(inSection: 0) == 8)
    }

    @Test func theFirstVisibleRowStaysPutWhenRowsAboveChange() throws {
        let source = RowsSource(rows: 100)
        let table = try makeTable(source)
        table.contentOffset = Point(x: 0, y: 20 * 44 + 10)
        let anchor = try #require(table.visibleCells.first)
        let screenY = anchor.frame.minY - table.contentOffset.y
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 20, section: 0))

        source.sections[0].insert(contentsOf: ["n1", "n2", "n3"], at: 2)
        source.sections[0].remove(at: 10)
        try table.performBatchUpdates {
            try table.insertRows(at: (2..<5).map { IndexPath(row: $0, section: 0) })
            try table.deleteRows(at: [IndexPath(row: 8, section: 0)])
        }
        #expect(table.visibleCells.first === anchor)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 22, section: 0))
        #expect(anchor.frame.minY - table.contentOffset.y == screenY)

        source.heights[IndexPath(row: 5, section: 0)] = 300
        try table.invalidateHeight(at: IndexPath(row: 5, section: 0))
        #expect(table.visibleCells.first === anchor)
        #expect(anchor.frame.minY - table.contentOffset.y == screenY)
    }

    @Test func updatesFromInsideALayoutCallbackAreRefused() throws {
        final class Meddler: TableViewDelegate {
            var error: TableViewError?
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                do {
                    try tableView.reloadData()
                } catch {
                    self.error = error
                }
            }
        }
        let source = RowsSource(rows: 5)
        let meddler = Meddler()
        let table = try makeTable(source)
        table.delegate = meddler
        try table.reloadData()
        #expect(meddler.error == .updateDuringLayout)
    }
}
