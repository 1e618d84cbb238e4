/// A cell the data source configured for `indexPath` that still shows content it had at `previousIndexPath`:
/// properties written for the previous row that neither `prepareForReuse()` nor the data source wrote since.
public struct StaleContentReport: Sendable {
    /// The cell.
    public let cell: TableViewCell
    /// The row the cell was just configured for.
    public let indexPath: IndexPath
    /// The row the cell showed before it was reused.
    public let previousIndexPath: IndexPath
    /// The stale properties with their leftover values, such as `titleLabel.textColor = #FF0000`.
    public let staleProperties: [String]
}

extension StaleContentReport: CustomStringConvertible {
    /// The report as one line.
    public var description: String {
        "cell for row \(indexPath) still shows content from row \(previousIndexPath): "
            + staleProperties.joined(separator: ", ")
    }
}
