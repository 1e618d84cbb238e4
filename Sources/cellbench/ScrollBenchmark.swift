import CellKit

/// Scrolls a table of three kinds of row from the top to the bottom, a third of the viewport per frame, and measures
/// what scrolling costs: the time of each frame (set `contentOffset`, lay out), the cells made of each kind against
/// the most rows of that kind ever visible at once, and the process's peak memory.
///
/// Without reuse it does the same to the shape of a hand-rolled list (every row's cell made up front, in a vertical
/// `StackView` inside a `ScrollView`) for comparison.
@MainActor
struct ScrollBenchmark {
    /// The most rows the no-reuse comparison builds. It makes every cell up front; building is linear now that
    /// appending to a stack view is (release, 2 cores: 0.03 to 0.09 s for 10 000 rows, 0.23 s for 50 000, 0.49 s and
    /// 215 MB peak for 100 000), but each frame's layout pass visits every view of every row (14, 71 and 188 ms per
    /// frame), so a whole scroll, whose frames also grow with the rows, is quadratic: about 50 s for 10 000 rows,
    /// 18 minutes for 50 000 and an hour and a half for 100 000. Pass `--frames` beyond 10 000 rows.
    nonisolated static let noReuseRowLimit = 100_000

    /// The number of rows.
    var rows = 100_000
    /// The frames to time; nil scrolls until the bottom is reached.
    var frames: Int?
    /// The size of the table, which is its viewport.
    var viewport = Size(width: 375, height: 667)
    /// Whether to scroll a `TableView` (true) or the no-reuse stack.
    var reuse = true
    /// The frames scrolled, from the top, before going back to the top and timing: they make the cells, grow the
    /// pools and every buffer to their steady size and run each code path once.
    var warmupFrames = 30

    /// Why a run (of a table, the stack, or a collection view) failed.
    enum Failure: Error, CustomStringConvertible {
        case tooManyRowsWithoutReuse(Int)
        case reuse(ReuseQueueError)
        case layout(TableViewError)
        case visibleRowsDiffer(offset: Double, table: Int, model: Int)
        case collection(CollectionViewError)
        case visibleItemsDiffer(offset: Double, identifier: String, shown: Int, model: Int)
        case contentHeightDiffers(view: Double, model: Double)

        var description: String {
            switch self {
            case .tooManyRowsWithoutReuse(let rows):
                "--no-reuse makes every row's cell up front and lays out every row in each frame; \(rows) rows is "
                    + "more than its limit of \(ScrollBenchmark.noReuseRowLimit)"
            case .reuse(let error): "registering the cells failed: \(error)"
            case .layout(let error): "the table's layout failed: \(error)"
            case .visibleRowsDiffer(let offset, let table, let model):
                "at offset \(offset) the table shows \(table) rows where \(model) intersect the viewport"
            case .collection(let error): "the collection view failed: \(error)"
            case .visibleItemsDiffer(let offset, let identifier, let shown, let model):
                "at offset \(offset) the collection view shows \(shown) \(identifier) views where \(model) intersect "
                    + "the viewport"
            case .contentHeightDiffers(let view, let model):
                "at the bottom the collection view's content is \(view) pt high where the grid is \(model) pt"
            }
        }
    }

    func run() throws(Failure) -> ScrollResult {
        guard reuse || rows <= Self.noReuseRowLimit else {
            throw .tooManyRowsWithoutReuse(rows)
        }
        let baselineBytes = ProcessMemory.residentBytes
        let clock = ContinuousClock()
        let source = ScrollTableSource(rows: rows)
        let buildStart = clock.now
        let table = reuse ? try makeTable(source) : nil
        let scrollView = table ?? makeStack()
        let buildNanoseconds = (clock.now - buildStart).nanoseconds

        let contentHeight = RowKind.contentHeight(rows: rows)
        let scroller = Scroller(
            view: scrollView,
            step: viewport.height / 3,
            maxOffset: max(0, contentHeight - viewport.height)
        )
        let framesToBottom = scroller.framesToBottom
        let frameCount = max(0, frames ?? framesToBottom)
        let warmup = min(max(0, warmupFrames), framesToBottom)
        var tracker = VisibilityTracker(model: RowPattern(rows: rows), viewportHeight: viewport.height)
        let histogram = try scroller.timedScroll(frames: frameCount, warmup: warmup) { () throws(Failure) in
            try Self.check(scrollView, table: table, tracker: &tracker)
        }
        withExtendedLifetime(source) {}

        return ScrollResult(
            mode: reuse ? "reuse" : "no-reuse",
            count: rows,
            frames: frameCount,
            warmupFrames: warmup,
            viewport: viewport,
            step: scroller.step,
            contentHeight: contentHeight,
            reachedBottom: frameCount >= framesToBottom,
            buildNanoseconds: buildNanoseconds,
            nanosecondsPerFrame: histogram.mean,
            nanosecondsPerFrameP50: histogram.percentile(50),
            nanosecondsPerFrameP99: histogram.percentile(99),
            kinds: RowKind.allCases.map { kind in
                let statistics =
                    table?.reuseQueue.statistics(for: kind.identifier)
                    ?? ReuseStatistics(created: Self.rowCount(of: kind, rows: rows))
                return ScrollResult.Kind(
                    identifier: kind.identifier,
                    created: statistics.created,
                    reused: statistics.reused,
                    discarded: statistics.discarded,
                    peakVisible: tracker.peaks[kind.rawValue]
                )
            },
            baselineResidentBytes: baselineBytes,
            peakResidentBytes: ProcessMemory.peakResidentBytes
        )
    }

    /// Counts the rows visible in `view` now; when it is a table (`table` is the same view), checks that its
    /// layout succeeded and that it displays exactly those rows.
    private static func check(
        _ view: ScrollView, table: TableView?, tracker: inout VisibilityTracker<RowPattern>
    ) throws(Failure) {
        let offset = view.contentOffset.y
        let visible = tracker.count(atOffset: offset)
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

    /// A table of `source`'s rows, loaded, with a factory registered for each kind.
    private func makeTable(_ source: ScrollTableSource) throws(Failure) -> TableView {
        let table = TableView(frame: Rect(origin: .zero, size: viewport))
        do {
            for kind in RowKind.allCases {
                try table.register(
                    factory: { ScrollTableSource.makeCell(kind) }, forCellReuseIdentifier: kind.identifier)
            }
        } catch {
            throw .reuse(error)
        }
        table.dataSource = source
        table.delegate = source
        do {
            try table.reloadData()
        } catch {
            throw .layout(error)
        }
        return table
    }

    /// The no-reuse list, built the way a hand-rolled one is: a configured cell for every row, each added to a
    /// vertical stack view, which is the whole content of a scroll view.
    private func makeStack() -> ScrollView {
        let stack = StackView(frame: Rect(x: 0, y: 0, width: viewport.width, height: RowKind.contentHeight(rows: rows)))
        stack.axis = .vertical
        for row in 0..<rows {
            let kind = RowKind(row: row)
            let cell = ScrollTableSource.makeCell(kind)
            cell.frame = Rect(x: 0, y: 0, width: viewport.width, height: kind.height)
            cell.configure(row: row)
            stack.addArrangedSubview(cell)
        }
        let scrollView = ScrollView(frame: Rect(origin: .zero, size: viewport))
        scrollView.addSubview(stack)
        scrollView.contentSize = stack.frame.size
        return scrollView
    }

    /// The number of rows of `kind` in a table of `rows` rows.
    private static func rowCount(of kind: RowKind, rows: Int) -> Int {
        let perPattern = RowKind.pattern.filter { $0 == kind }.count
        let rest = RowKind.pattern[0..<(rows % RowKind.pattern.count)].filter { $0 == kind }.count
        return rows / RowKind.pattern.count * perPattern + rest
    }
}
