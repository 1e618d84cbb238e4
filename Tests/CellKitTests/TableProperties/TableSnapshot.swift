import CellKit

/// What a harness notes before a step, to compare with after it: the offset, the visible rows with their cells,
/// items and distance from the viewport's top, and the pools.
struct TableSnapshot {
    /// One visible row.
    struct Row {
        var indexPath: IndexPath
        var serial: Int
        var item: Int
        /// The row's top minus the offset: where it is on screen.
        var screenY: Double
    }

    var offset: Double
    var rows: [Row]
    var contentHeight: Double
    /// The visible cells per identifier.
    var visible: [String: Int]
    /// The queued cells per identifier.
    var queued: [String: Int]
    var logCount: Int
}
