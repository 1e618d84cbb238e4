import CellKit

/// Counts, after each frame, the rows of each kind that intersect the viewport, computed from the row pattern
/// rather than asked of the view, and keeps the peak of each. For a table it also checks that the table displays
/// exactly that many rows and that its layout succeeded. It allocates nothing per frame.
@MainActor
struct VisibilityTracker {
    let rows: Int
    let viewportHeight: Double
    /// The most rows of each kind visible at once so far, indexed by `RowKind.rawValue`.
    private(set) var peaks = [Int](repeating: 0, count: RowKind.allCases.count)
    private var counts = [Int](repeating: 0, count: RowKind.allCases.count)

    init(rows: Int, viewportHeight: Double) {
        self.rows = rows
        self.viewportHeight = viewportHeight
    }

    /// Counts the rows visible in `view` now; `table` is the same view when it is a table.
    mutating func observe(_ view: ScrollView, table: TableView?) throws(ScrollBenchmark.Failure) {
        for index in counts.indices {
            counts[index] = 0
        }
        let offset = view.contentOffset.y
        RowKind.countVisible(rows: rows, top: offset, height: viewportHeight, into: &counts)
        var visible = 0
        for index in counts.indices {
            peaks[index] = max(peaks[index], counts[index])
            visible += counts[index]
        }
        guard let table else {
            return
        }
        if let error = table.layoutError {
            throw .layout(error)
        }
        let displayed = table.visibleCells.count
        guard displayed == visible else {
            throw .visibleRowsDiffer(offset: offset, table: displayed, model: visible)
        }
    }
}
