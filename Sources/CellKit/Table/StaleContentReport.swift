/// A cell a table displays at `indexPath` that still shows content it got for an earlier row: properties whose
/// last write came from a row the cell served before, which nothing wrote since the cell left its pool (see
/// `StaleContentDetector` for the rule).
public struct StaleContentReport: Sendable {
    /// One stale property of one view of the cell.
    public struct StaleProperty: Sendable, Hashable {
        /// The view's name, as `OutletContent.name` describes, such as `titleLabel`.
        public let viewName: String
        /// The property.
        public let property: OutletContent.Property
        /// The leftover value as text, such as `#FF0000` or `"photo-3"`.
        public let value: String
        /// The row the value was written for: the previous row, or one before it.
        public let writtenFor: IndexPath
    }

    /// The cell.
    public let cell: TableViewCell
    /// The row the cell is displayed at.
    public let indexPath: IndexPath
    /// The row the cell served before this one.
    public let previousIndexPath: IndexPath
    /// The stale properties, in the order of the cell's views (depth first) and of `OutletContent.Property`.
    public let properties: [StaleProperty]

    /// The stale properties as lines such as `titleLabel.textColor = #FF0000`, each followed by
    /// ` (from row [0, 2])` when its value came from a row before `previousIndexPath`.
    public var staleProperties: [String] {
        properties.map { stale in
            let line = "\(stale.viewName).\(stale.property) = \(stale.value)"
            return stale.writtenFor == previousIndexPath ? line : "\(line) (from row \(stale.writtenFor))"
        }
    }
}

extension StaleContentReport: CustomStringConvertible {
    /// The report as one line.
    public var description: String {
        "cell for row \(indexPath) still shows content from row \(previousIndexPath): "
            + staleProperties.joined(separator: ", ")
    }
}
