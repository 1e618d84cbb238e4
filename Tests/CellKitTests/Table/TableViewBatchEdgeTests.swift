import CellKit
import Testing

@Suite("TableView batch edges")
@MainActor
struct TableViewBatchEdgeTests {
    private struct Boom: Error {}

    private func path(_ row: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(row: row, section: section)
    }

    private func titles(_ table: TableView) -> [String] {
        table.visibleCells.compactMap { ($0 as? TitleCell)?.titleLabel.text }
    }

    @Test(arguments: [0.0, 20.0])
    func aRowInsertedAtTheTopOfATableScrolledToTheTopShows(topInset: Double) throws {
        let source = RowsSource(rows: 50)
        let table = try makeTable(source)
        table.contentInset = EdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        table.contentOffset = Point(x: 0, y: -topInset)
        #expect(table.contentOffset.y == -topInset)
        source.sections[0].insert("New", at: 0)
        try table.insertRows(at: [path(0)])
        #expect(table.contentOffset.y == -topInset)
        #expect(table.indexPathsForVisibleRows.first == path(0))
        #expect(titles(table).first == "New")
    }

    @Test func aThrowingBatchRestoresTheDepthAndDropsItsChanges() throws {
        let source = RowsSource(rows: 5)
        let table = try makeTable(source)
        source.sections[0].append("extra")
        #expect(throws: Boom.self) {
            try table.performBatchUpdates {
                table.beginUpdates()
                try table.insertRows(at: [path(5)])
                throw Boom()
            }
        }
        #expect(table.numberOfRows(inSection: 0) == 5, "the collected insert was dropped")
        try table.insertRows(at: [path(5)])
        #expect(table.numberOfRows(inSection: 0) == 6, "a later insert applies at once")
    }

    @Test func reloadDataInsideABatchIsRefused() throws {
        let source = RowsSource(rows: 5)
        let table = try makeTable(source)
        let error = try #require(throws: TableViewError.self) {
            try table.performBatchUpdates {
                try table.reloadData()
            }
        }
        #expect(error == .reloadDuringBatchUpdates)
        table.beginUpdates()
        #expect(throws: TableViewError.reloadDuringBatchUpdates) {
            try table.reloadData()
        }
        try table.endUpdates()
        source.sections[0].append("extra")
        try table.insertRows(at: [path(5)])
        #expect(table.numberOfRows(inSection: 0) == 6)
    }

    @Test func theCompletionRunsOnceTheChangesAreApplied() throws {
        let source = RowsSource(rows: 5)
        let table = try makeTable(source)
        var finished: [Bool] = []
        source.sections[0].append("extra")
        try table.performBatchUpdates(
            { try table.insertRows(at: [path(5)]) },
            completion: { finished.append($0) }
        )
        #expect(finished == [true])
        #expect(throws: Boom.self) {
            try table.performBatchUpdates({ throw Boom() }, completion: { finished.append($0) })
        }
        #expect(finished == [true])
    }

    @Test func aOneRowInsertAsksForOneHeightAndKeepsTheOthers() throws {
        let source = RowsSource(rows: 1000)
        source.heights[path(500)] = 100
        let table = try makeTable(source)
        source.heightRequests = 0
        source.sections[0].insert("New", at: 10)
        try table.insertRows(at: [path(10)])
        #expect(source.heightRequests == 1)
        // The old row 500 keeps its height at its new index, though the delegate now answers 100 for row 500.
        #expect(try table.rectForRow(at: path(501)).height == 100)
        #expect(try table.rectForRow(at: path(500)).height == 44)
        #expect(table.contentSize.height == 1000 * 44 + 100)
    }

    @Test func reloadedRowsAreAskedAgainAndMovedRowsKeepTheirHeights() throws {
        let source = RowsSource(rows: 100)
        source.heights[path(2)] = 70
        let table = try makeTable(source)
        source.heightRequests = 0
        source.heights[path(3)] = 90
        try table.reloadRows(at: [path(3)])
        #expect(source.heightRequests == 1)
        #expect(try table.rectForRow(at: path(3)).height == 90)
        source.sections[0].insert(source.sections[0].remove(at: 2), at: 8)
        try table.moveRow(at: path(2), to: path(8))
        #expect(source.heightRequests == 1)
        #expect(try table.rectForRow(at: path(8)).height == 70)
        #expect(try table.rectForRow(at: path(2)).height == 90, "old row 3 moved up one")
    }

    @Test func sectionChangesAskOnlyForTheNewSectionsHeights() throws {
        let source = RowsSource([["a0", "a1"], ["b0"], ["c0", "c1", "c2"]])
        let table = try makeTable(source)
        source.heightRequests = 0
        source.sections.insert(["n0", "n1", "n2", "n3"], at: 1)
        source.sections.remove(at: 3)
        try table.performBatchUpdates {
            try table.insertSections([1])
            try table.deleteSections([2])
            try table.deleteRows(at: [path(0, 0)])
            try table.insertRows(at: [path(1, 0)])
            source.sections[0] = ["a1", "a2"]
        }
        #expect(source.heightRequests == 5)
        #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 4, 1])
        #expect(titles(table) == ["a1", "a2", "n0", "n1", "n2", "n3", "b0"])
    }

    @Test func rowCountsAreCheckedPerSectionInOneBatchOverManySections() throws {
        let source = RowsSource((0..<300).map { section in (0..<3).map { "\(section).\($0)" } })
        let table = try makeTable(source)
        for section in source.sections.indices {
            source.sections[section].removeFirst()
        }
        source.sections[299].append("extra")
        let error = try #require(throws: TableViewError.self) {
            try table.deleteRows(at: source.sections.indices.map { path(0, $0) })
        }
        #expect(
            error
                == .batchUpdate(
                    .invalidNumberOfRows(
                        section: 299, after: 3, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0
                    )
                )
        )
        source.sections[299].removeLast()
        try table.deleteRows(at: source.sections.indices.map { path(0, $0) })
        #expect(table.numberOfRows(inSection: 150) == 2)
        #expect(titles(table).prefix(3) == ["0.1", "0.2", "1.1"])
    }

    @Test func reloadSectionsReplacesTheSectionsRowsAndMayChangeTheirCount() throws {
        let source = RowsSource([["a0", "a1"], ["b0", "b1"], ["c0"]])
        let table = try makeTable(source)
        try table.selectRow(at: path(1, 1))
        let untouched = table.cellForRow(at: path(0, 0))
        source.heightRequests = 0
        source.events.removeAll()
        source.sections[1] = ["B0", "B1", "B2"]
        try table.reloadSections([1])
        #expect(source.heightRequests == 3)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(titles(table) == ["a0", "a1", "B0", "B1", "B2", "c0"])
        #expect(table.cellForRow(at: path(0, 0)) === untouched)
        #expect(table.indexPathsForSelectedRows == nil, "a reloaded row is deselected")
        #expect(!source.events.contains("cellForRow [0, 0]"))
        let error = try #require(throws: TableViewError.self) {
            try table.reloadSections([3])
        }
        #expect(error.description == "attempt to delete section 3, but there are only 3 sections before the update")
    }

    @Test func reloadSectionsInsideABatchWithOtherChanges() throws {
        let source = RowsSource([["a0"], ["b0", "b1"]])
        let table = try makeTable(source)
        source.sections[0].append("a1")
        source.sections[1] = ["B"]
        try table.performBatchUpdates {
            try table.insertRows(at: [path(1, 0)])
            try table.reloadSections([1])
        }
        #expect(titles(table) == ["a0", "a1", "B"])
    }
}
