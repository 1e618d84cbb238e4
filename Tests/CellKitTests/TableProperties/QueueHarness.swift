import CellKit
import CellTestSupport

/// A `ReuseQueue` used alone, next to a model of what it must do: registrations, LIFO pools of serial numbers,
/// caps, the cells handed out and the index paths dequeued in the current pass. Every operation's result is
/// predicted from the model, and after each the queue's statistics and trace are checked against it.
@MainActor
final class QueueHarness {
    private struct Handout {
        var cell: ProbeCell
        var indexPath: IndexPath?
    }

    private let queue = ReuseQueue()
    private var ledger = CellLedger()
    private var events: [ReuseEvent] = []
    private var processed = 0
    private var registered: [String: QueueRegistration] = [:]
    private var origins: [String: String] = [:]
    private var generation = 0
    private var pools: [String: [ProbeCell]] = [:]
    private var handedOut: [Handout] = []
    private var passPaths = Set<IndexPath>()
    private var defaultCap: Int?
    private var caps: [String: Int] = [:]
    private var statistics: [String: ReuseStatistics] = [:]
    private var reuses: [Int: Int] = [:]
    private var step = 0

    init() {
        queue.trace = { [weak self] event in self?.events.append(event) }
    }

    private var here: String { "after step \(step)" }

    /// Runs `operation` on the queue and the model, then checks everything.
    func perform(_ operation: QueueOperation) throws {
        step += 1
        switch operation {
        case .register(let index, let kind):
            try register(TableSetup.name(index), kind)
        case .registerEmptyIdentifier:
            let before = queue.registeredIdentifiers
            var thrown: ReuseQueueError?
            do throws(ReuseQueueError) {
                try queue.register(factory: { ProbeCell() }, forCellReuseIdentifier: "")
            } catch {
                thrown = error
            }
            try check(
                "A2", "\(here): registering '' threw \(thrown.shown)", thrown == .emptyIdentifier
            )
            try check("A2", "\(here): registering '' changed the registrations", queue.registeredIdentifiers == before)
        case .unregister(let index):
            let name = TableSetup.name(index)
            queue.unregister(forCellReuseIdentifier: name)
            registered[name] = nil
        case .dequeue(let index):
            try dequeue(TableSetup.name(index), at: nil)
        case .dequeueForRow(let index, let row):
            try dequeue(TableSetup.name(index), at: IndexPath(row: row, section: 0))
        case .enqueue(let pick):
            try enqueue(pick: pick)
        case .setCap(let cap, let index):
            if let index {
                let name = TableSetup.name(index)
                queue.setMaximumQueuedCells(cap, forCellReuseIdentifier: name)
                caps[name] = cap
                trim(name)
            } else {
                queue.maximumQueuedCellsPerIdentifier = cap
                defaultCap = cap
                TableSetup.identifierNames.forEach(trim)
            }
        case .endLayoutPass:
            queue.endLayoutPass()
            passPaths.removeAll()
        }
        try checkAll()
    }

    private func register(_ name: String, _ kind: QueueRegistration) throws {
        generation += 1
        let origin = "\(kind) #\(generation)"
        switch kind {
        case .factory:
            try queue.register(
                factory: {
                    let cell = ProbeCell()
                    cell.origin = origin
                    return cell
                }, forCellReuseIdentifier: name)
        case .nib, .nibWithOwnIdentifier, .nibWithOtherIdentifier:
            let own: String? = kind == .nib ? nil : kind == .nibWithOwnIdentifier ? name : "Other"
            try queue.register(
                nibInstantiator: { [ProbeCell(nibIdentifier: own, origin: origin)] }, forCellReuseIdentifier: name)
        case .nibWithoutObjects:
            try queue.register(nibInstantiator: { [] }, forCellReuseIdentifier: name)
        case .nibWithTwoCells:
            try queue.register(nibInstantiator: { [ProbeCell(), ProbeCell()] }, forCellReuseIdentifier: name)
        case .nibWithAView:
            try queue.register(nibInstantiator: { [View()] }, forCellReuseIdentifier: name)
        case .nibThatThrows:
            try queue.register(
                nibInstantiator: { throw InvariantFailure("nib", "unreadable") }, forCellReuseIdentifier: name)
        }
        registered[name] = kind
        origins[name] = origin
        try check("A2", "\(here): '\(name)' is not registered after registering it", queue.isRegistered(name))
    }

    /// A dequeue with or without an index path; the model says whether it reuses, creates, returns nil or throws
    /// which message (A3, A4, A6, A7).
    private func dequeue(_ name: String, at indexPath: IndexPath?) throws {
        let pooled = pools[name]?.last
        var expectedError: String?
        if let indexPath {
            if registered[name] == nil {
                expectedError =
                    "unable to dequeue a cell with identifier \(name) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard"
            } else if passPaths.contains(indexPath) {
                expectedError =
                    "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really "
                    + "need to dequeue more cells than the table view is requesting, use the "
                    + "-dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(name), "
                    + "index path: \(indexPath.uikit)"
            }
        }
        if expectedError == nil, pooled == nil, let kind = registered[name], !kind.isValid {
            expectedError = nibMessage(kind, name: name)
        }
        var result: TableViewCell?
        var thrown: ReuseQueueError?
        do throws(ReuseQueueError) {
            if let indexPath {
                result = try queue.dequeueReusableCell(withIdentifier: name, for: indexPath)
            } else {
                result = try queue.dequeueReusableCell(withIdentifier: name)
            }
        } catch {
            thrown = error
        }
        let call = "dequeue('\(name)'\(indexPath.map { ", for: \($0)" } ?? ""))"
        if let expectedError {
            let message = thrown.shown
            let invariant =
                expectedError.hasPrefix("unable") ? "A3" : expectedError.hasPrefix("Attempted") ? "A6" : "A7"
            try check(
                invariant, "\(here): \(call) threw '\(message)', expected '\(expectedError)'", message == expectedError)
            try check(invariant, "\(here): \(call) failed but returned a cell", result == nil)
            return
        }
        try check("A3", "\(here): \(call) threw '\(thrown.shown)'", thrown == nil)
        guard pooled != nil || registered[name] != nil else {
            try check("A3", "\(here): \(call) returned a cell with nothing registered or queued", result == nil)
            return
        }
        guard let cell = result as? ProbeCell else {
            throw InvariantFailure(
                "A3", "\(here): \(call) returned \(result.shown), expected a cell")
        }
        try check(
            "A1", "\(here): \(call) returned a cell of '\(cell.reuseIdentifier ?? "nil")'", cell.reuseIdentifier == name
        )
        if let pooled {
            pools[name]?.removeLast()
            try check(
                "A8",
                "\(here): \(call) returned #\(cell.reuseSerialNumber), not the last queued "
                    + "#\(pooled.reuseSerialNumber)",
                cell === pooled)
            reuses[cell.reuseSerialNumber, default: 0] += 1
            statistics[name, default: ReuseStatistics()].reused += 1
            statistics[name, default: ReuseStatistics()].queued -= 1
        } else {
            try check(
                "A2", "\(here): \(call) made a cell from \(cell.origin), not from \(origins[name] ?? "")",
                cell.origin == origins[name])
            try check("A4", "\(here): \(call) returned a cell made before", cell.reuseSerialNumber > ledger.lastSerial)
            statistics[name, default: ReuseStatistics()].created += 1
        }
        handedOut.append(Handout(cell: cell, indexPath: indexPath))
        if let indexPath {
            passPaths.insert(indexPath)
        }
    }

    /// UIKit's message for a dequeue that makes a cell from the broken nib `kind`.
    private func nibMessage(_ kind: QueueRegistration, name: String) -> String {
        switch kind {
        case .nibWithOtherIdentifier:
            return "cell reuse indentifier in nib (Other) does not match the identifier used to register the nib "
                + "(\(name))"
        case .nibThatThrows:
            return "could not load nib registered for identifier (\(name)): invariant nib failed: unreadable"
        default:
            return "invalid nib registered for identifier (\(name)) - nib must contain exactly one top level object "
                + "which must be a TableViewCell instance"
        }
    }

    /// Enqueues a handed-out cell (to its pool, or discarded when the pool is full), or a cell it must refuse.
    private func enqueue(pick: Int) throws {
        if pick % 10 >= 8 || handedOut.isEmpty {
            let queued = pick % 10 == 8 ? TableSetup.identifierNames.compactMap { pools[$0]?.last }.first : nil
            let what = queued.map { "the queued cell #\($0.reuseSerialNumber)" } ?? "a cell no queue made"
            try check("A9", "\(here): enqueue took \(what)", !queue.enqueue(queued ?? ProbeCell()))
            return
        }
        let handout = handedOut.remove(at: pick % handedOut.count)
        let cell = handout.cell
        try check("A9", "\(here): enqueue refused the handed-out #\(cell.reuseSerialNumber)", queue.enqueue(cell))
        if let indexPath = handout.indexPath {
            passPaths.remove(indexPath)
        }
        let name = cell.reuseIdentifier ?? ""
        if pools[name, default: []].count >= cap(name) {
            statistics[name, default: ReuseStatistics()].discarded += 1
        } else {
            pools[name, default: []].append(cell)
            statistics[name, default: ReuseStatistics()].queued += 1
        }
    }

    private func cap(_ name: String) -> Int {
        caps[name] ?? defaultCap ?? Int.max
    }

    /// Drops the most recently queued cells of `name` over its cap, as the queue must at once.
    private func trim(_ name: String) {
        while pools[name, default: []].count > cap(name) {
            pools[name]?.removeLast()
            statistics[name, default: ReuseStatistics()].queued -= 1
            statistics[name, default: ReuseStatistics()].discarded += 1
        }
    }

    /// The queue against the model and the trace: statistics, pools, prepareForReuse counts, conservation.
    private func checkAll() throws {
        while processed < events.count {
            do {
                try ledger.apply(events[processed])
            } catch {
                throw InvariantFailure(error.invariant, "\(here): \(error.message)")
            }
            processed += 1
        }
        for name in TableSetup.identifierNames {
            let actual = queue.statistics(for: name)
            let expected = statistics[name] ?? ReuseStatistics()
            try check("A9", "\(here): '\(name)' statistics \(actual), expected \(expected)", actual == expected)
            let pool = ledger.counts(for: name).pool
            let modelPool = pools[name, default: []].map(\.reuseSerialNumber)
            try check(
                "A8", "\(here): the trace shows the pool of '\(name)' as \(pool), expected \(modelPool)",
                pool == modelPool)
            try check("A8", "\(here): '\(name)' holds \(pool.count) cells, over its cap", pool.count <= cap(name))
            let out = handedOut.count { $0.cell.reuseIdentifier == name }
            try check(
                "A9",
                "\(here): '\(name)': \(actual.created) created, but \(out) handed out + \(actual.queued) queued + "
                    + "\(actual.discarded) discarded", actual.created == out + actual.queued + actual.discarded)
        }
        for handout in handedOut {
            let cell = handout.cell
            try check(
                "A9",
                "\(here): handed-out #\(cell.reuseSerialNumber) is \(ledger.state(of: cell.reuseSerialNumber).shown)",
                ledger.state(of: cell.reuseSerialNumber) == .dequeued)
        }
        for cell in handedOut.map(\.cell) + pools.values.joined() {
            let reused = reuses[cell.reuseSerialNumber, default: 0]
            try check(
                "A5",
                "\(here): #\(cell.reuseSerialNumber) ran prepareForReuse \(cell.prepareForReuseCount) times, "
                    + "reused \(reused)",
                cell.prepareForReuseCount == reused && ledger.prepares[cell.reuseSerialNumber, default: 0] == reused)
        }
    }
}
