/// Registered cell factories and per-identifier pools of cells waiting to be reused (the part of UIKit's
/// `UITableView` that `register` and `dequeueReusableCell` talk to), usable on its own or inside a `TableView`.
///
/// - Pools are LIFO: the cell enqueued last is dequeued first, as in RecyclerView's pool.
/// - Pools are unbounded by default, as UIKit's; `maximumQueuedCellsPerIdentifier` or
///   `setMaximumQueuedCells(_:forCellReuseIdentifier:)` caps them (`recyclerViewPoolSize` is RecyclerView's 5); a
///   cell enqueued into a full pool is discarded.
/// - Re-registering an identifier replaces its factory; cells already queued under it are still handed out.
/// - Identifiers are interned to small integers at registration, so a dequeue does one dictionary lookup and
///   allocates nothing once the pools have grown.
@MainActor
public final class ReuseQueue {
    /// RecyclerView's default pool size per view type (`DEFAULT_MAX_SCRAP`).
    nonisolated public static let recyclerViewPoolSize = 5

    /// The state kept for one identifier.
    struct Slot {
        var identifier: String
        var registration: CellRegistration?
        var pool: [TableViewCell] = []
        var cap: Int?
        var statistics = ReuseStatistics()
    }

    /// The slot index of each identifier ever registered, dequeued or enqueued.
    var slotIndices: [String: Int] = [:]
    /// The slots, by index.
    var slots: [Slot] = []
    /// How many cells the queue has made, for their serial numbers.
    var cellsMade = 0
    /// The index paths dequeued since the last `endLayoutPass()`, for the multiple-dequeue check.
    var dequeuedIndexPaths: Set<IndexPath> = []
    /// How many table passes using this queue are running (a data source may lay out another table sharing it).
    var tablePassDepth = 0
    /// The cells dequeued for an index path during the running table passes: those never displayed (their row's
    /// `cellForRow` threw) go back to their pools when the outermost pass ends. Kept, emptied, between passes so a
    /// pass allocates nothing.
    var passCells: [TableViewCell] = []
    /// While positive, pools may exceed their caps: a table view returning all its visible cells at once (in a
    /// reload) must be able to get them back without making new ones. Trimmed when it returns to zero.
    var capDeferrals = 0
    /// The tables with a stale-content detector dequeuing from this queue, told of each cell's reuse; empty (one
    /// check per dequeue) when none has one.
    var detectingTables: [DetectingTable] = []

    /// The cap applied to pools without one of their own; nil (the default) is unbounded, as UIKit's queue.
    /// Setting it trims every affected pool at once.
    public var maximumQueuedCellsPerIdentifier: Int? {
        didSet { trimAllPools() }
    }

    /// Called with every event of every cell's life when set; costs one nil check per event when nil.
    public var trace: (@MainActor (ReuseEvent) -> Void)? {
        get { storedTrace }
        set { storedTrace = newValue }
    }
    /// The storage of `trace`: not public, so that reading it, once per event, is not checked for exclusivity at run
    /// time as a public stored property is.
    private var storedTrace: (@MainActor (ReuseEvent) -> Void)?

    /// Creates an empty queue whose pools hold at most `maximumQueuedCellsPerIdentifier` cells each (nil: no cap).
    public init(maximumQueuedCellsPerIdentifier: Int? = nil) {
        self.maximumQueuedCellsPerIdentifier = maximumQueuedCellsPerIdentifier
    }

    /// What the queue has done with the cells of `identifier`; all zero for an identifier it has never seen.
    public func statistics(for identifier: String) -> ReuseStatistics {
        guard let index = slotIndices[identifier] else {
            return ReuseStatistics()
        }
        return slots[index].statistics
    }

    /// The identifiers registered now, sorted.
    public var registeredIdentifiers: [String] {
        slots.filter { $0.registration != nil }.map(\.identifier).sorted()
    }

    /// Caps the pool of `identifier` at `maximum` cells (nil: back to `maximumQueuedCellsPerIdentifier`), trimming
    /// it at once, as RecyclerView's `setMaxRecycledViews` does. Negative caps count as 0.
    public func setMaximumQueuedCells(_ maximum: Int?, forCellReuseIdentifier identifier: String) {
        let index = slotIndex(for: identifier)
        slots[index].cap = maximum.map { max(0, $0) }
        trimPool(at: index)
    }

    /// Returns `cell` to its identifier's pool so a later dequeue can reuse it, or discards it if the pool is full.
    ///
    /// Only cells this queue handed out, not yet queued and not displayed by a table are taken; anything else (a
    /// cell made directly, one enqueued twice, or one a table shows, which would then show at two rows) is ignored,
    /// and the result is false.
    @discardableResult
    public func enqueue(_ cell: TableViewCell) -> Bool {
        guard cell.reuseRecord.state == .dequeued else {
            return false
        }
        return recycle(cell)
    }

    /// Returns a handed-out or displayed `cell` to its pool (or discards it), as `enqueue(_:)` does; the table view
    /// returns the cells of rows that left the screen through it.
    @discardableResult
    func recycle(_ cell: TableViewCell) -> Bool {
        guard let identifier = cell.reuseIdentifier, cell.reuseRecord.serial != 0,
            cell.reuseRecord.state == .dequeued || cell.reuseRecord.state == .visible
        else {
            return false
        }
        if let indexPath = cell.reuseRecord.dequeuedIndexPath {
            dequeuedIndexPaths.remove(indexPath)
            cell.reuseRecord.dequeuedIndexPath = nil
        }
        let index = slotIndex(for: identifier)
        if capDeferrals == 0, slots[index].pool.count >= effectiveCap(at: index) {
            discard(cell, at: index)
            return true
        }
        cell.reuseRecord.state = .queued
        slots[index].pool.append(cell)
        slots[index].statistics.queued += 1
        emit(.enqueue, cell)
        return true
    }

    /// Ends a layout pass: index paths dequeued so far may be dequeued again. A table view calls it after each
    /// pass; on its own, the queue also forgets an index path when the cell dequeued for it is enqueued.
    public func endLayoutPass() {
        dequeuedIndexPaths.removeAll(keepingCapacity: true)
    }

    /// Starts a table's layout pass: cells dequeued for an index path from now on are tracked until it ends.
    func beginTablePass() {
        tablePassDepth += 1
    }

    /// Ends a table's layout pass. When the outermost one ends, every cell dequeued for an index path during it
    /// that was never displayed nor returned goes back to its pool, and the index paths may be dequeued again.
    func endTablePass() {
        tablePassDepth = max(0, tablePassDepth - 1)
        guard tablePassDepth == 0 else {
            return
        }
        for cell in passCells where cell.reuseRecord.state == .dequeued && cell.reuseRecord.dequeuedIndexPath != nil {
            recycle(cell)
        }
        passCells.removeAll(keepingCapacity: true)
        endLayoutPass()
    }

    /// The slot index of `identifier`, interning it if new.
    func slotIndex(for identifier: String) -> Int {
        if let index = slotIndices[identifier] {
            return index
        }
        slots.append(Slot(identifier: identifier))
        slotIndices[identifier] = slots.count - 1
        return slots.count - 1
    }

    /// The cap of the pool at `index`, `Int.max` for none.
    func effectiveCap(at index: Int) -> Int {
        slots[index].cap ?? maximumQueuedCellsPerIdentifier.map { max(0, $0) } ?? Int.max
    }

    /// Drops cells from the end of the pool at `index` (the most recently enqueued, as RecyclerView trims) until it
    /// fits its cap.
    func trimPool(at index: Int) {
        guard capDeferrals == 0 else {
            return
        }
        let cap = effectiveCap(at: index)
        while slots[index].pool.count > cap, let cell = slots[index].pool.popLast() {
            slots[index].statistics.queued -= 1
            discard(cell, at: index)
        }
    }

    /// Trims every pool to its cap.
    func trimAllPools() {
        for index in slots.indices {
            trimPool(at: index)
        }
    }

    /// Lets pools exceed their caps until the matching `resumeCaps()`.
    func deferCaps() {
        capDeferrals += 1
    }

    /// Ends a `deferCaps()`; the last one trims every pool.
    func resumeCaps() {
        capDeferrals = max(0, capDeferrals - 1)
        trimAllPools()
    }

    private func discard(_ cell: TableViewCell, at index: Int) {
        cell.reuseRecord.state = .discarded
        slots[index].statistics.discarded += 1
        emit(.discard, cell)
        if !detectingTables.isEmpty {
            tellStaleContentDetectors(.discarded, cell)
        }
    }

    /// Reports `kind` for `cell` to `trace`, if set.
    func emit(_ kind: ReuseEvent.Kind, _ cell: TableViewCell, at indexPath: IndexPath? = nil) {
        if let trace = storedTrace {
            trace(
                ReuseEvent(
                    kind: kind,
                    identifier: cell.reuseIdentifier ?? "",
                    serial: cell.reuseRecord.serial,
                    indexPath: indexPath
                )
            )
        }
    }
}
