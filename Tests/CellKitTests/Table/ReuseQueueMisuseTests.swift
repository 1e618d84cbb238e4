import CellKit
import Testing

@Suite("ReuseQueue misuse")
@MainActor
struct ReuseQueueMisuseTests {
    private let path = IndexPath(row: 0, section: 0)

    /// How a registration hands out the same instance twice.
    enum SharedInstanceRegistration: CaseIterable, Sendable {
        case factory, nib
    }

    @Test(arguments: SharedInstanceRegistration.allCases)
    func aRegistrationReturningACellItMadeBeforeIsRefused(registration: SharedInstanceRegistration) throws {
        let queue = ReuseQueue()
        let shared = TableViewCell(reuseIdentifier: nil)
        switch registration {
        case .factory: try queue.register(factory: { shared }, forCellReuseIdentifier: "Cell")
        case .nib: try queue.register(nibInstantiator: { [shared] }, forCellReuseIdentifier: "Cell")
        }
        let first = try queue.dequeueReusableCell(withIdentifier: "Cell", for: path)
        #expect(first === shared)
        let error = try #require(throws: ReuseQueueError.self) {
            try queue.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 1, section: 0))
        }
        let maker = registration == .nib ? "nib" : "factory"
        #expect(error == .registrationReturnedExistingCell(identifier: "Cell", isNib: registration == .nib))
        #expect(
            error.description
                == "the \(maker) registered for identifier (Cell) returned a cell it made before; a \(maker) must "
                + "make a new cell each time"
        )
        #expect(first.reuseSerialNumber == 1, "the first cell's record is untouched")
        #expect(queue.statistics(for: "Cell") == ReuseStatistics(created: 1))
        #expect(queue.enqueue(first))
    }

    @Test func aTableWhoseFactoryReturnsOneInstanceReportsItAndShowsNoCellTwice() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        let shared = TitleCell()
        try table.register(factory: { shared }, forCellReuseIdentifier: "Shared")
        source.identifier = "Shared"
        #expect(throws: TableViewError.reuse(.registrationReturnedExistingCell(identifier: "Shared", isNib: false))) {
            try table.reloadData()
        }
        let cells = table.visibleCells
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
    }

    @Test func enqueueRefusesACellATableIsDisplaying() throws {
        let table = try makeTable(RowsSource(rows: 20))
        let shown = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(!table.reuseQueue.enqueue(shown))
        #expect(table.reuseQueue.statistics(for: "Title").queued == 0)
        // One point down, row 10 enters and no row leaves: it needs a cell, which must not be row 3's.
        table.contentOffset = Point(x: 0, y: 1)
        let cells = table.visibleCells
        #expect(cells.count == 11)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 11)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === shown)
    }

    @Test func aTypedDequeueOfTheWrongClassNeitherPreparesNorCountsTheCell() throws {
        let queue = ReuseQueue()
        var made: [TableViewCell] = []
        try queue.register(
            factory: {
                let cell = TableViewCell(reuseIdentifier: nil)
                made.append(cell)
                return cell
            },
            forCellReuseIdentifier: OtherCell.reuseIdentifier
        )
        for attempt in 0..<3 {
            let error = try #require(throws: ReuseQueueError.self) {
                try queue.dequeueReusableCell(OtherCell.self, for: IndexPath(row: attempt, section: 0))
            }
            #expect(error == .unexpectedCellClass(identifier: "Other", expected: "OtherCell", actual: "TableViewCell"))
        }
        #expect(made.count == 1)
        #expect(made.first?.prepareForReuseCount == 0)
        #expect(queue.statistics(for: "Other") == ReuseStatistics(created: 1, queued: 1))
        // The failed attempts did not claim their index paths.
        let cell = try queue.dequeueReusableCell(withIdentifier: "Other", for: IndexPath(row: 1, section: 0))
        #expect(cell === made.first)
    }
}
