import CellKit

/// One step of a table scenario. Rows are picked by ten-thousandths of the way through all rows (`pick`), so an
/// operation means something for any table and shrinks toward the first row; `TableModel.resolve(_:)` turns it
/// into concrete index paths.
enum TableOperation: Sendable, CustomStringConvertible {
    case scroll(ScrollTarget)
    case resize(width: Double, height: Double)
    case reloadData(ReloadChange)
    case batch(BatchSpec)
    /// Changes the delegate's height of a row and calls `invalidateHeight(at:)`; nil answers automatic.
    case setHeight(pick: Int, height: Double?)
    case reloadRows(picks: [Int])
    /// A tap at thousandths of the viewport's width and height.
    case tap(x: Int, y: Int)
    /// Registers identifier `index` (modulo the identifiers in use) again, as it was registered.
    case register(index: Int)
    /// Caps the pools: all of them (`index` nil) or one identifier's.
    case setCap(Int?, index: Int?)
    case scrollToRow(pick: Int, position: TableView.ScrollPosition, valid: Bool)
    case registerEmptyIdentifier
    case dequeueUnregistered
    /// The data source returns a wrong cell during a `reloadData()`.
    case returnForeignCell(ForeignCell)

    var description: String {
        switch self {
        case .scroll(let target): "scroll(\(target))"
        case .resize(let width, let height): "resize(\(width.compact)x\(height.compact))"
        case .reloadData(let change): "reloadData(\(change))"
        case .batch(let spec): "batch(\(spec))"
        case .setHeight(let pick, let height): "setHeight(row pick \(pick), \(height.map(\.compact) ?? "automatic"))"
        case .reloadRows(let picks): "reloadRows(picks \(picks))"
        case .tap(let x, let y): "tap(\(Double(x) / 10)%, \(Double(y) / 10)% of the viewport)"
        case .register(let index): "register(identifier \(index))"
        case .setCap(let cap, let index):
            "setCap(\(cap.map(String.init) ?? "none") for \(index.map { "identifier \($0)" } ?? "all"))"
        case .scrollToRow(let pick, let position, let valid):
            "scrollToRow(row pick \(pick), .\(position)\(valid ? "" : ", an invalid index path"))"
        case .registerEmptyIdentifier: "register(identifier \"\")"
        case .dequeueUnregistered: "dequeue(unregistered identifier)"
        case .returnForeignCell(let kind): "reloadData(the data source returns \(kind))"
        }
    }
}
