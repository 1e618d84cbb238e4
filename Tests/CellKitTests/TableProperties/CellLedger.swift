import CellKit
import CellTestSupport

/// Every cell's life, rebuilt from the reuse queue's trace alone and checked event by event: each event must be
/// one the cell's state allows (A4, A5, A8's LIFO order, B8), so the harness can compare the table and the queue
/// against it at every quiescent point (A9, B1, B10, B11).
struct CellLedger {
    /// Where a cell is, as the trace tells it.
    enum State: Equatable {
        /// Made, not yet handed out.
        case created
        /// Taken from its pool, `prepareForReuse()` running.
        case preparing
        /// Handed out by a dequeue.
        case dequeued
        /// Returned by the data source for a row, not yet displayed.
        case configured(IndexPath)
        case displayed(IndexPath)
        /// No longer displayed, not yet back in its pool.
        case ended
        case queued
        case discarded
    }

    /// What the ledger knows per identifier.
    struct Counts {
        var created = 0
        var reused = 0
        var discarded = 0
        /// The pool, oldest first; the last is the next to be reused.
        var pool: [Int] = []
        /// Cells made and not discarded, neither queued: displayed, dequeued or on their way between.
        var inUse = 0
    }

    private(set) var states: [Int: State] = [:]
    private(set) var identifiers: [Int: String] = [:]
    private(set) var counts: [String: Counts] = [:]
    /// How many times each cell was prepared for reuse.
    private(set) var prepares: [Int: Int] = [:]
    /// The displayed cells' rows, by serial.
    private(set) var displayed: [Int: IndexPath] = [:]
    private(set) var lastSerial = 0

    /// Applies one trace event, or throws the invariant it breaks.
    mutating func apply(_ event: ReuseEvent) throws(InvariantFailure) {
        let serial = event.serial
        let id = event.identifier
        if event.kind == .create {
            try check("A4", "\(event): serials must count up from \(lastSerial)", serial == lastSerial + 1)
            let queued = counts[id]?.pool.count ?? 0
            try check("A4", "\(event): a cell was made while \(queued) cells of '\(id)' were queued", queued == 0)
            lastSerial = serial
            identifiers[serial] = id
            states[serial] = .created
            counts[id, default: Counts()].created += 1
            counts[id, default: Counts()].inUse += 1
            return
        }
        guard let state = states[serial], let identifier = identifiers[serial] else {
            throw InvariantFailure("B8", "\(event): a cell the trace never saw created")
        }
        try check("A1", "\(event): the cell was made for '\(identifier)'", id == identifier)
        switch (event.kind, state) {
        case (.prepare, .queued):
            let top = counts[id]?.pool.last
            try check(
                "A8", "\(event): the pool of '\(id)' must hand out its last cell, #\(top ?? 0), first", top == serial)
            counts[id]?.pool.removeLast()
            counts[id]?.reused += 1
            counts[id]?.inUse += 1
            prepares[serial, default: 0] += 1
            states[serial] = .preparing
        case (.dequeue, .created), (.dequeue, .preparing):
            states[serial] = .dequeued
        case (.cellForRow, .dequeued):
            states[serial] = .configured(event.indexPath ?? IndexPath(row: -1, section: -1))
        case (.willDisplay, .configured(let row)):
            try check("B8", "\(event): cellForRow returned the cell for \(row)", row == event.indexPath)
            states[serial] = .displayed(row)
            displayed[serial] = row
        case (.move, .displayed(let row)):
            let to = event.indexPath ?? row
            states[serial] = .displayed(to)
            displayed[serial] = to
        case (.didEndDisplaying, .displayed(let row)):
            try check("B8", "\(event): the cell is displayed at \(row)", row == event.indexPath)
            states[serial] = .ended
            displayed[serial] = nil
        case (.enqueue, .ended), (.enqueue, .dequeued):
            counts[id]?.pool.append(serial)
            counts[id]?.inUse -= 1
            states[serial] = .queued
        case (.discard, .ended), (.discard, .dequeued):
            counts[id]?.discarded += 1
            counts[id]?.inUse -= 1
            states[serial] = .discarded
        case (.discard, .queued):
            let top = counts[id]?.pool.last
            try check("A8", "\(event): trimming must drop the pool's last cell, #\(top ?? 0)", top == serial)
            counts[id]?.pool.removeLast()
            counts[id]?.discarded += 1
            states[serial] = .discarded
        default:
            throw InvariantFailure(event.kind == .prepare ? "A5" : "B8", "\(event): not allowed while \(state)")
        }
    }

    /// The serials of cells neither displayed, queued nor discarded: on their way somewhere.
    var cellsInFlight: [Int] {
        states.compactMap { serial, state in
            switch state {
            case .displayed, .queued, .discarded: nil
            default: serial
            }
        }.sorted()
    }

    /// The counts for `identifier`, zero if it was never seen.
    func counts(for identifier: String) -> Counts {
        counts[identifier] ?? Counts()
    }

    /// The identifiers seen, sorted.
    var knownIdentifiers: [String] {
        counts.keys.sorted()
    }

    /// The state of cell `serial`, nil if it was never made.
    func state(of serial: Int) -> State? {
        states[serial]
    }

    /// The identifier cell `serial` was made for.
    func identifier(of serial: Int) -> String? {
        identifiers[serial]
    }
}
