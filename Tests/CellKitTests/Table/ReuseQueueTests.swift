import CellKit
import Testing

@Suite("ReuseQueue")
@MainActor
struct ReuseQueueTests {
    private let path = IndexPath(row: 0, section: 0)

    @Test func emptyIdentifierIsRejected() {
        let queue = ReuseQueue()
        #expect(throws: ReuseQueueError.emptyIdentifier) {
            try queue.register(TitleCell.self, forCellReuseIdentifier: "")
        }
        #expect(throws: ReuseQueueError.emptyIdentifier) {
            try queue.register(factory: { TitleCell() }, forCellReuseIdentifier: "")
        }
        #expect(throws: ReuseQueueError.emptyIdentifier) {
            try queue.register(nibInstantiator: { [TitleCell()] }, forCellReuseIdentifier: "")
        }
    }

    @Test func unregisteredIdentifierThrowsUIKitsMessage() throws {
        let queue = ReuseQueue()
        let error = try #require(throws: ReuseQueueError.self) {
            try queue.dequeueReusableCell(withIdentifier: "playerCell", for: path)
        }
        #expect(
            error.description
                == "unable to dequeue a cell with identifier playerCell - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard"
        )
        #expect(try queue.dequeueReusableCell(withIdentifier: "playerCell") == nil)
    }

    @Test func dequeueCreatesWithTheRegisteredIdentifier() throws {
        let queue = ReuseQueue()
        try queue.register(TitleCell.self, forCellReuseIdentifier: "Renamed")
        let cell = try queue.dequeueReusableCell(withIdentifier: "Renamed", for: path)
        #expect(cell is TitleCell)
        #expect(cell.reuseIdentifier == "Renamed")
        #expect(cell.prepareForReuseCount == 0)
        #expect(cell.reuseSerialNumber == 1)
        #expect(queue.statistics(for: "Renamed") == ReuseStatistics(created: 1))
    }

    @Test func registeringAgainReplacesTheFactoryButKeepsQueuedCells() throws {
        let queue = ReuseQueue()
        try queue.register(TitleCell.self, forCellReuseIdentifier: "Cell")
        let first = try #require(try queue.dequeueReusableCell(withIdentifier: "Cell"))
        queue.enqueue(first)
        try queue.register(OtherCell.self, forCellReuseIdentifier: "Cell")
        let reused = try #require(try queue.dequeueReusableCell(withIdentifier: "Cell"))
        #expect(reused === first)
        let fresh = try #require(try queue.dequeueReusableCell(withIdentifier: "Cell"))
        #expect(fresh is OtherCell)
        #expect(fresh.reuseIdentifier == "Cell")
    }

    @Test func legacyDequeueReturnsQueuedCellsAfterUnregistering() throws {
        let queue = ReuseQueue()
        try queue.register(TitleCell.self, forCellReuseIdentifier: "Cell")
        let cell = try #require(try queue.dequeueReusableCell(withIdentifier: "Cell"))
        queue.enqueue(cell)
        queue.unregister(forCellReuseIdentifier: "Cell")
        #expect(!queue.isRegistered("Cell"))
        #expect(throws: ReuseQueueError.unregisteredIdentifier("Cell")) {
            try queue.dequeueReusableCell(withIdentifier: "Cell", for: path)
        }
        #expect(try queue.dequeueReusableCell(withIdentifier: "Cell") === cell)
        #expect(try queue.dequeueReusableCell(withIdentifier: "Cell") == nil)
    }

    @Test func poolsAreLastInFirstOutAndPrepareExactlyOncePerReuse() throws {
        let queue = ReuseQueue()
        try queue.register(TitleCell.self, forCellReuseIdentifier: "Cell")
        var cells: [TableViewCell] = []
        for row in 0..<3 {
            cells.append(try queue.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0)))
        }
        #expect(cells.allSatisfy { $0.prepareForReuseCount == 0 })
        for cell in cells {
            #expect(queue.enqueue(cell))
        }
        #expect(!queue.enqueue(cells[0]), "a queued cell is not queued twice")
        let order = try (0..<3).map { _ in try #require(try queue.dequeueReusableCell(withIdentifier: "Cell")) }
        #expect(order.map(\.reuseSerialNumber) == [3, 2, 1])
        #expect(order.allSatisfy { $0.prepareForReuseCount == 1 })
        #expect(queue.statistics(for: "Cell") == ReuseStatistics(created: 3, reused: 3, discarded: 0, queued: 0))
    }

    @Test func cellsNotMadeByTheQueueAreNotTaken() {
        let queue = ReuseQueue()
        #expect(!queue.enqueue(TableViewCell(reuseIdentifier: "Cell")))
        #expect(queue.statistics(for: "Cell") == ReuseStatistics())
    }

    @Test(arguments: [nil, 0, 2, ReuseQueue.recyclerViewPoolSize])
    func capsDiscardOverflowAndTrimAtOnce(cap: Int?) throws {
        let queue = ReuseQueue(maximumQueuedCellsPerIdentifier: cap)
        try queue.register(TitleCell.self, forCellReuseIdentifier: "Cell")
        let cells = try (0..<8).map { _ in try #require(try queue.dequeueReusableCell(withIdentifier: "Cell")) }
        for cell in cells {
            queue.enqueue(cell)
        }
        let kept = min(cap ?? 8, 8)
        #expect(queue.statistics(for: "Cell") == ReuseStatistics(created: 8, discarded: 8 - kept, queued: kept))
        queue.setMaximumQueuedCells(1, forCellReuseIdentifier: "Cell")
        let trimmed = queue.statistics(for: "Cell")
        #expect(trimmed.queued == min(kept, 1))
        #expect(trimmed.created == trimmed.queued + trimmed.discarded)
    }

    @Test func multipleDequeuesForOneIndexPathThrowUntilThePassEnds() throws {
        let queue = ReuseQueue()
        try queue.register(TitleCell.self, forCellReuseIdentifier: "cell")
        let first = try queue.dequeueReusableCell(withIdentifier: "cell", for: path)
        let error = try #require(throws: ReuseQueueError.self) {
            try queue.dequeueReusableCell(withIdentifier: "cell", for: path)
        }
        #expect(
            error.description
                == "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really "
                + "need to dequeue more cells than the table view is requesting, use the "
                + "-dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: cell, index "
                + "path: {length = 2, path = 0 - 0}"
        )
        queue.enqueue(first)
        _ = try queue.dequeueReusableCell(withIdentifier: "cell", for: path)
        queue.endLayoutPass()
        _ = try queue.dequeueReusableCell(withIdentifier: "cell", for: path)
    }

    @Test func nibMustHoldExactlyOneCell() throws {
        let queue = ReuseQueue()
        let cases: [[AnyObject]] = [[], [TitleCell(), TitleCell()], [Label()], [TitleCell(), Label()]]
        for objects in cases {
            try queue.register(nibInstantiator: { objects }, forCellReuseIdentifier: "X")
            let error = try #require(throws: ReuseQueueError.self) {
                try queue.dequeueReusableCell(withIdentifier: "X", for: path)
            }
            #expect(
                error.description
                    == "invalid nib registered for identifier (X) - nib must contain exactly one top level object "
                    + "which must be a TableViewCell instance"
            )
        }
        #expect(queue.statistics(for: "X").created == 0)
    }

    @Test func nibIdentifierMustMatchTheRegisteredOne() throws {
        let queue = ReuseQueue()
        try queue.register(
            nibInstantiator: { [TableViewCell(reuseIdentifier: "HomeCell")] },
            forCellReuseIdentifier: "tab_HomeCell"
        )
        let error = try #require(throws: ReuseQueueError.self) {
            try queue.dequeueReusableCell(withIdentifier: "tab_HomeCell")
        }
        #expect(
            error.description
                == "cell reuse indentifier in nib (HomeCell) does not match the identifier used to register the nib "
                + "(tab_HomeCell)"
        )
        try queue.register(nibInstantiator: { [TableViewCell(reuseIdentifier: nil)] }, forCellReuseIdentifier: "Nib")
        let cell = try queue.dequeueReusableCell(withIdentifier: "Nib", for: path)
        #expect(cell.reuseIdentifier == "Nib")
    }

    @Test func nibInstantiationErrorsAreWrapped() throws {
        struct Broken: Error {}
        let queue = ReuseQueue()
        try queue.register(nibInstantiator: { throw Broken() }, forCellReuseIdentifier: "X")
        #expect(throws: ReuseQueueError.nibInstantiationFailed(identifier: "X", reason: "Broken()")) {
            try queue.dequeueReusableCell(withIdentifier: "X", for: path)
        }
    }

    @Test func typedDequeueNeedsNoCastAndChecksTheClass() throws {
        let queue = ReuseQueue()
        try queue.register(TitleCell.self)
        let cell: TitleCell = try queue.dequeueReusableCell(TitleCell.self, for: path)
        cell.titleLabel.text = "typed"
        try queue.register(factory: { TableViewCell(reuseIdentifier: nil) }, forCellReuseIdentifier: "Other")
        let error = try #require(throws: ReuseQueueError.self) {
            try queue.dequeueReusableCell(OtherCell.self, for: IndexPath(row: 1, section: 0))
        }
        #expect(error == .unexpectedCellClass(identifier: "Other", expected: "OtherCell", actual: "TableViewCell"))
        #expect(queue.statistics(for: "Other") == ReuseStatistics(created: 1, queued: 1))
    }

    @Test func traceReportsEveryStepWithSerialNumbers() throws {
        let queue = ReuseQueue(maximumQueuedCellsPerIdentifier: 1)
        var events: [String] = []
        queue.trace = { events.append("\($0)") }
        try queue.register(TitleCell.self, forCellReuseIdentifier: "C")
        let first = try queue.dequeueReusableCell(withIdentifier: "C", for: path)
        let second = try queue.dequeueReusableCell(withIdentifier: "C", for: IndexPath(row: 1, section: 0))
        queue.enqueue(first)
        queue.enqueue(second)
        _ = try queue.dequeueReusableCell(withIdentifier: "C")
        #expect(
            events == [
                "create C#1 [0, 0]", "dequeue C#1 [0, 0]", "create C#2 [0, 1]", "dequeue C#2 [0, 1]",
                "enqueue C#1", "discard C#2", "prepare C#1", "dequeue C#1",
            ]
        )
    }
}
