import CellKit

/// `cellbench scroll --self-sizing`: a table of rows of random text of very different lengths in a self-sizing cell
/// (`rowHeight` automatic, `estimatedRowHeight` 80, each row measured with `systemLayoutSizeFitting(_:)`), scrolled
/// from the top to the bottom a third of the viewport per frame while its rows are measured as they come into view,
/// then scrolled again from the top once every row is measured. It reports the time of each frame in both passes,
/// how many times each row's height was asked (exactly once for every row, as every row comes into view), the asks
/// of the second pass (none), the cells made and the peak memory.
@MainActor
struct SelfSizingBenchmark {
    /// The number of rows.
    var rows = 100_000
    /// The frames to time in the second pass; nil scrolls to the bottom.
    var frames: Int?
    /// The size of the table, which is its viewport.
    var viewport = Size(width: 375, height: 667)
    /// The height an unmeasured row stands at.
    static let estimate = 80.0

    func run() throws(ScrollBenchmark.Failure) -> SelfSizingResult {
        let baselineBytes = ProcessMemory.residentBytes
        let clock = ContinuousClock()
        let source = SelfSizingTableSource(rows: rows)
        let table = TableView(frame: Rect(origin: .zero, size: viewport))
        table.estimatedRowHeight = Self.estimate
        let asks = source.asks
        do {
            try table.register(factory: { TextRowCell(asks: asks) }, forCellReuseIdentifier: TextRowCell.identifier)
        } catch {
            throw .reuse(error)
        }
        table.dataSource = source
        table.delegate = source
        let buildStart = clock.now
        do {
            try table.reloadData()
        } catch {
            throw .layout(error)
        }
        let buildNanoseconds = (clock.now - buildStart).nanoseconds
        let estimatedHeight = table.contentSize.height
        let step = viewport.height / 3

        // The first pass measures each row as it comes into view; the bottom moves as the estimates are replaced.
        var measuring = FrameHistogram()
        var frame = 0
        while table.contentOffset.y < bottom(of: table) {
            frame += 1
            let start = clock.now
            table.contentOffset = Point(x: 0, y: min(Double(frame) * step, bottom(of: table)))
            table.layoutIfNeeded()
            measuring.record((clock.now - start).nanoseconds)
            try checkVisibleRows(of: table)
        }
        let asksAfterFirstPass = asks.total

        table.contentOffset = .zero
        table.layoutIfNeeded()
        let framesToBottom = Int((bottom(of: table) / step).rounded(.up))
        let frameCount = max(0, frames ?? framesToBottom)
        var measured = FrameHistogram()
        for frame in 0..<frameCount {
            let start = clock.now
            table.contentOffset = Point(x: 0, y: min(Double(frame + 1) * step, bottom(of: table)))
            table.layoutIfNeeded()
            measured.record((clock.now - start).nanoseconds)
            try checkVisibleRows(of: table)
        }
        withExtendedLifetime(source) {}
        let statistics = table.reuseQueue.statistics(for: TextRowCell.identifier)
        return SelfSizingResult(
            rows: rows, viewport: viewport, step: step, buildNanoseconds: buildNanoseconds,
            estimatedContentHeight: estimatedHeight, contentHeight: table.contentSize.height,
            measuringFrames: measuring.count, measuringNanoseconds: Self.summary(measuring),
            measuredFrames: measured.count, reachedBottom: frameCount >= framesToBottom,
            measuredNanoseconds: Self.summary(measured), rowsAsked: asks.rows, repeatedAsks: asks.repeats,
            asksInSecondPass: asks.total - asksAfterFirstPass, cellsCreated: statistics.created,
            baselineResidentBytes: baselineBytes, peakResidentBytes: ProcessMemory.peakResidentBytes)
    }

    /// The largest offset of `table` now.
    private func bottom(of table: TableView) -> Double {
        max(0, table.contentSize.height - viewport.height)
    }

    /// Checks that the layout succeeded and that the table displays exactly the rows intersecting the viewport: its
    /// first and last displayed rows intersect it and their neighbours do not.
    private func checkVisibleRows(of table: TableView) throws(ScrollBenchmark.Failure) {
        if let error = table.layoutError {
            throw .layout(error)
        }
        let top = table.contentOffset.y
        let bottom = top + viewport.height
        let visible = table.indexPathsForVisibleRows
        guard let first = visible.first?.row, let last = visible.last?.row else {
            throw .visibleRowsDiffer(offset: top, table: 0, model: rows)
        }
        let firstRect = try rect(first, in: table)
        let lastRect = try rect(last, in: table)
        let before = first > 0 ? try rect(first - 1, in: table).maxY : -1
        let after = last + 1 < rows ? try rect(last + 1, in: table).minY : .infinity
        guard firstRect.maxY > top, lastRect.minY < bottom, before <= top, after >= bottom else {
            throw .visibleRowsDiffer(offset: top, table: visible.count, model: -1)
        }
    }

    /// The frame of row `row` of `table`.
    private func rect(_ row: Int, in table: TableView) throws(ScrollBenchmark.Failure) -> Rect {
        do {
            return try table.rectForRow(at: IndexPath(row: row, section: 0))
        } catch {
            throw .layout(error)
        }
    }

    private static func summary(_ histogram: FrameHistogram) -> SelfSizingResult.Frames {
        SelfSizingResult.Frames(
            mean: histogram.mean, p50: histogram.percentile(50), p99: histogram.percentile(99))
    }
}

/// The data source and delegate of the self-sizing benchmark: `rows` rows in one section of `TextRowCell`s, which
/// give no height (so the estimate makes them self-sizing, UIKit's idiom). Nothing here allocates per row.
@MainActor
final class SelfSizingTableSource: TableViewDataSource, TableViewDelegate {
    let rows: Int
    let asks: HeightAsks

    init(rows: Int) {
        self.rows = rows
        asks = HeightAsks(rows: rows)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: TextRowCell.identifier, for: indexPath)
        (cell as? TextRowCell)?.configure(row: indexPath.row)
        return cell
    }
}
