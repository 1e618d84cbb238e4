import CellKit

/// A cell (or header) of the scroll benchmarks: it shows row or item `row` from `RowContent`, writing every outlet
/// on each bind, as a correct data source must for reused cells.
@MainActor
protocol BenchmarkCell: View {
    /// Shows row (item, section) `row`'s content.
    func configure(row: Int)
}
