/// One step in the life of a cell, reported to `ReuseQueue.trace` by the queue and by the table view using it, or to
/// `CollectionView.trace` by a collection view about its cells and supplementary views (`elementKind` tells which).
///
/// Cells are named by `serial`, their creation number in the queue, so the same operations give the same trace on
/// every run (object addresses would not).
public struct ReuseEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A new cell was made from its registration.
        case create
        /// A pooled cell's `prepareForReuse()` is about to run.
        case prepare
        /// A cell was handed out by a dequeue call.
        case dequeue
        /// A cell went back into its pool.
        case enqueue
        /// A cell was dropped because its pool was full or trimmed.
        case discard
        /// The data source returned the cell from `tableView(_:cellForRowAt:)` for `indexPath` (for a collection
        /// view: the view from `collectionView(_:cellForItemAt:)` or
        /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`).
        case cellForRow
        /// The table view is about to display the cell at `indexPath`.
        case willDisplay
        /// The table view stopped displaying the cell, last at `indexPath`.
        case didEndDisplaying
        /// A batch update moved a displayed cell to `indexPath` without rebinding it.
        case move
    }

    /// What happened.
    public var kind: Kind
    /// The cell's reuse identifier.
    public var identifier: String
    /// The cell's creation number in its queue, starting at 1 (`TableViewCell.reuseSerialNumber`).
    public var serial: Int
    /// The row concerned, when there is one.
    public var indexPath: IndexPath?
    /// The element kind of a collection view's view (`CollectionView.elementKindCell` for cells, the supplementary
    /// kind for headers and footers), whose pools are per kind and identifier; nil for a table's cells.
    public var elementKind: String?

    /// Creates an event.
    public init(
        kind: Kind,
        identifier: String,
        serial: Int,
        indexPath: IndexPath? = nil,
        elementKind: String? = nil
    ) {
        self.kind = kind
        self.identifier = identifier
        self.serial = serial
        self.indexPath = indexPath
        self.elementKind = elementKind
    }
}

extension ReuseEvent: CustomStringConvertible {
    /// The event as `kind identifier#serial [section, row]`, for example `dequeue Cell#2 [0, 5]`; a collection
    /// view's supplementary view names its kind after the path, as in
    /// `dequeue Header#3 [1, 0] UICollectionElementKindSectionHeader`.
    public var description: String {
        let path = indexPath.map { " \($0)" } ?? ""
        let elementKind = elementKind.map { $0 == CollectionView.elementKindCell ? "" : " \($0)" } ?? ""
        return "\(kind) \(identifier)#\(serial)\(path)\(elementKind)"
    }
}
