/// The position of a row in a table or an item in a collection view: its section and its row (or item) within the
/// section (UIKit's `IndexPath` as `UITableView` and `UICollectionView` use it). Index paths order by section, then
/// row.
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The section's index.
    public var section: Int
    /// The row's index within its section.
    public var row: Int

    /// Creates the index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Creates the index path of `item` in `section`, as a collection view names its items.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item's index within its section: the row, as a collection view calls it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Orders by section, then by row.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// The path as UIKit's exception messages print an `NSIndexPath`, without the object's address.
    var exceptionDescription: String {
        "{length = 2, path = \(section) - \(row)}"
    }
}

extension IndexPath: CustomStringConvertible {
    /// The path as Foundation prints one: `[section, row]`.
    public var description: String { "[\(section), \(row)]" }
}
