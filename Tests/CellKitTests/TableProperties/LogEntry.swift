import CellKit

/// One thing a table harness saw, in order: an event of the reuse queue's trace, or a call the table made to the
/// data source or delegate (cells named by their serial numbers). Two runs of one scenario must log the same (E1).
enum LogEntry: Equatable, CustomStringConvertible {
    case trace(ReuseEvent)
    /// The data source returned the cell from `cellForRowAt`.
    case cellForRow(Int, IndexPath)
    case willDisplay(Int, IndexPath)
    case didEndDisplaying(Int, IndexPath)
    case didSelect(IndexPath)
    case didDeselect(IndexPath)

    var description: String {
        switch self {
        case .trace(let event): "trace \(event)"
        case .cellForRow(let serial, let indexPath): "dataSource cellForRow #\(serial) \(indexPath)"
        case .willDisplay(let serial, let indexPath): "delegate willDisplay #\(serial) \(indexPath)"
        case .didEndDisplaying(let serial, let indexPath): "delegate didEndDisplaying #\(serial) \(indexPath)"
        case .didSelect(let indexPath): "delegate didSelect \(indexPath)"
        case .didDeselect(let indexPath): "delegate didDeselect \(indexPath)"
        }
    }
}
