import CellKit

/// A cell of the scroll benchmark: it shows row `row` from `RowContent`, writing every outlet on each bind, as a
/// correct data source must for reused cells.
@MainActor
protocol BenchmarkCell: TableViewCell {
    /// Shows row `row`'s content.
    func configure(row: Int)
}
