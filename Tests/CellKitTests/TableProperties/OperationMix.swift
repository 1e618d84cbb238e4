/// How often each kind of operation is generated: each family of tests stresses its own part of the table.
struct OperationMix: Sendable {
    var scroll = 0
    var resize = 0
    var reloadData = 0
    var batch = 0
    var setHeight = 0
    var reloadRows = 0
    var tap = 0
    var register = 0
    var setCap = 0
    var scrollToRow = 0
    var probes = 0

    /// Registration, dequeue and pools: re-registering, caps, wrong identifiers and wrong cells, with scrolling and
    /// reloads to move cells through the queue.
    static let registry = OperationMix(
        scroll: 8, resize: 1, reloadData: 3, batch: 1, reloadRows: 1, tap: 1, register: 3, setCap: 3, probes: 3)
    /// Geometry and visibility: scrolling, resizing, heights, taps.
    static let geometry = OperationMix(
        scroll: 10, resize: 3, reloadData: 1, batch: 1, setHeight: 3, tap: 3, setCap: 1, scrollToRow: 3)
    /// Updates: batches (some faulty), row reloads, data reloads, height changes, with scrolling in between.
    static let updates = OperationMix(
        scroll: 5, resize: 1, reloadData: 3, batch: 10, setHeight: 2, reloadRows: 3, tap: 1, setCap: 1)
    /// Everything, for the determinism check.
    static let everything = OperationMix(
        scroll: 6, resize: 2, reloadData: 2, batch: 4, setHeight: 2, reloadRows: 2, tap: 2, register: 1, setCap: 1,
        scrollToRow: 2, probes: 1)
    /// Only what changes the data, for path independence: the scrolls come from elsewhere.
    static let dataOnly = OperationMix(reloadData: 2, batch: 6, setHeight: 3, reloadRows: 2)
}
