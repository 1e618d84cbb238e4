import CellKit

/// Where the model's rows are, computed from the model alone (never from the table): each row's top and height,
/// and the content height, from the same rules the table documents (delegate, then `rowHeight`, then the template,
/// then 44; headers and footers from the delegate or the style). Built in O(n) when the model or the width
/// changes; queries are binary searches.
struct ModelGeometry {
    let width: Double
    /// The flat index of each section's first row, and the row count at the end.
    let rowStarts: [Int]
    /// Each row's top, by flat index.
    let tops: [Double]
    /// Each row's height, by flat index.
    let heights: [Double]
    let totalHeight: Double

    init(model: TableModel, setup: TableSetup, width: Double) {
        self.width = width
        let sectionDefault = setup.style == .grouped ? TableView.groupedSectionSpacing : 0
        var rowStarts = [0]
        var tops: [Double] = []
        var heights: [Double] = []
        tops.reserveCapacity(model.totalRows)
        heights.reserveCapacity(model.totalRows)
        var y = 0.0
        for section in model.sections {
            y += section.header.map { max(0, $0) } ?? sectionDefault
            for item in section.items {
                let height = Self.rowHeight(of: item, model: model, setup: setup, width: width)
                tops.append(y)
                heights.append(height)
                y += height
            }
            y += section.footer.map { max(0, $0) } ?? sectionDefault
            rowStarts.append(tops.count)
        }
        self.rowStarts = rowStarts
        self.tops = tops
        self.heights = heights
        totalHeight = y
    }

    /// The height the table must give `item`.
    static func rowHeight(of item: ModelItem, model: TableModel, setup: TableSetup, width: Double) -> Double {
        if setup.delegateAnswersHeights, let height = item.height, height >= 0 {
            return height
        }
        if model.rowHeight >= 0 {
            return model.rowHeight
        }
        return setup.registrations[item.identifier].templateHeight(width: width) ?? TableView.defaultRowHeight
    }

    var rowCount: Int { tops.count }

    /// The flat index of `indexPath`, which must exist.
    func flat(_ indexPath: IndexPath) -> Int {
        rowStarts[indexPath.section] + indexPath.row
    }

    /// The index path of flat row `row`.
    func indexPath(ofFlat row: Int) -> IndexPath {
        var low = 0
        var high = rowStarts.count - 1
        // The last section starting at or before `row`; empty sections share their start with the next one.
        while high - low > 1 {
            let middle = (low + high) / 2
            if rowStarts[middle] <= row {
                low = middle
            } else {
                high = middle
            }
        }
        return IndexPath(row: row - rowStarts[low], section: low)
    }

    /// The frame a row at flat index `row` must have.
    func frame(ofFlat row: Int) -> Rect {
        Rect(x: 0, y: tops[row], width: width, height: heights[row])
    }

    /// The largest offset the content allows for a viewport `viewport` high.
    func maximumOffset(viewport: Double) -> Double {
        max(0, totalHeight - viewport)
    }

    /// `y` clamped to the offsets the content allows.
    func clamp(_ y: Double, viewport: Double) -> Double {
        min(max(y, 0), maximumOffset(viewport: viewport))
    }

    /// The flat rows whose frames intersect the viewport from `top`, `height` high: those ending below its top and
    /// starting above its bottom (a row of height 0 counts when strictly inside). Always a contiguous range.
    func visibleRows(top: Double, height: Double) -> Range<Int> {
        guard height > 0 else {
            return 0..<0
        }
        let bottom = top + height
        let first = firstRow { tops[$0] + heights[$0] > top }
        let end = firstRow { tops[$0] >= bottom }
        return first..<max(first, end)
    }

    /// The flat row whose frame contains height `y` (never one of height 0), nil in a header, footer or past the end.
    func row(containing y: Double) -> Int? {
        let row = firstRow { tops[$0] + heights[$0] > y }
        guard row < rowCount, tops[row] <= y else {
            return nil
        }
        return row
    }

    /// The first flat row for which `isPast` holds, `rowCount` if none; `isPast` must be monotonic.
    private func firstRow(where isPast: (Int) -> Bool) -> Int {
        firstIndex(below: rowCount, where: isPast)
    }
}
