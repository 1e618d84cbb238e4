import CellKit
import CellTestSupport

/// A table of self-sizing text rows under test, beside a reference model: the rows (ids and texts) and, for each
/// row, the height the table must hold for it (measured from its text at the table's width, or its estimate). After
/// every step it checks the table against the model:
/// - S1: each row is measured at most once between invalidations of its height, at the table's width;
/// - S2: a measured row's height is what its cell's `systemLayoutSizeFitting(_:)` gives for its current content;
/// - S3: the first visible row keeps its place on screen as the heights around it are measured (unless the content
///   clamps the offset), and `scrollToRow` puts its row exactly where asked;
/// - S4: every row stands at its measured height or its estimate, rows follow each other, and the content height is
///   their sum;
/// - S5: the displayed rows are exactly those intersecting the viewport, they are measured, and their cells show
///   the model's rows.
@MainActor
final class SelfSizingHarness {
    let scenario: SelfSizingScenario
    let source: TextSource
    let table: TableView
    var width = 320.0
    /// The height the table must hold for each row id it measured since the row's last invalidation.
    var known: [Int: Double] = [:]
    /// Measurements of each row id since its last invalidation.
    var counts: [Int: Int] = [:]
    /// How many of the source's measurements were taken into account.
    var processed = 0
    var step = 0

    init(_ scenario: SelfSizingScenario) throws {
        self.scenario = scenario
        source = TextSource(
            texts: (0..<scenario.rowCount).map { SelfSizingScenario.text(seed: scenario.textSeed &+ UInt64($0)) })
        source.reportsIdentifiers = scenario.reportsIdentifiers
        table = try makeTextTable(source, width: width, height: scenario.viewportHeight) {
            $0.estimatedRowHeight = scenario.estimate
        }
        try settle()
    }

    /// Whether the rows are self-sizing: through their template, or through a positive estimate.
    var isSelfSizing: Bool { scenario.reportsIdentifiers || scenario.estimate > 0 }

    /// The height an unmeasured row stands at.
    var estimate: Double {
        guard isSelfSizing else {
            return TableView.defaultRowHeight
        }
        return scenario.estimate > 0 ? scenario.estimate : TableView.defaultRowHeight
    }

    var here: String { step == 0 ? "after loading" : "after step \(step)" }

    func run() throws {
        for operation in scenario.operations {
            step += 1
            try perform(operation)
        }
    }

    /// `height` as the height index keeps it, in 1/1024 points.
    static func quantized(_ height: Double) -> Double {
        (height * 1024).rounded() / 1024
    }

    /// The height `TextCell` gives `text` at the table's width.
    func fit(_ text: String) -> Double {
        Self.quantized(TextCell.height(of: text, width: width))
    }

    /// Takes in the measurements made since the last call (S1) and lays the table out, then checks it.
    func settle() throws {
        table.layoutIfNeeded()
        try check(
            "S5", "\(here): the layout failed: \(table.layoutError.map { "\($0)" } ?? "")", table.layoutError == nil)
        let fresh = source.measurements[processed...]
        processed = source.measurements.count
        if !fresh.isEmpty {
            try check("S1", "\(here): rows were measured though none is self-sizing", isSelfSizing)
            let texts = Dictionary(source.rows.map { ($0.id, $0.text) }) { first, _ in first }
            for measurement in fresh {
                try check(
                    "S1", "\(here): row id \(measurement.id) measured at width \(measurement.width), not \(width)",
                    measurement.width == width)
                counts[measurement.id, default: 0] += 1
                try check(
                    "S1",
                    "\(here): row id \(measurement.id) measured \(counts[measurement.id] ?? 0) times since its "
                        + "height was last invalidated", counts[measurement.id] == 1)
                known[measurement.id] = fit(texts[measurement.id] ?? "")
            }
        }
        try checkGeometry()
        try checkDisplay()
    }

    /// S2 and S4 over every row.
    func checkGeometry() throws {
        var bottom = 0.0
        for (index, row) in source.rows.enumerated() {
            let indexPath = IndexPath(row: index, section: 0)
            let rect = try table.rectForRow(at: indexPath)
            try check(
                "S4", "\(here): row \(index) starts at \(rect.minY), the row above ends at \(bottom)",
                rect.minY == bottom)
            if table.hasMeasuredHeightForRow(at: indexPath) {
                let fitting = fit(row.text)
                try check(
                    "S2",
                    "\(here): row \(index) (id \(row.id)) keeps \(rect.height) where its cell measures \(fitting)",
                    rect.height == fitting)
                try check("S2", "\(here): row \(index) is measured but was never asked", known[row.id] != nil)
            } else {
                let expected = Self.quantized(known[row.id] ?? estimate)
                try check(
                    "S4", "\(here): row \(index) (id \(row.id)) stands at \(rect.height), expected \(expected)",
                    rect.height == expected)
            }
            bottom = rect.maxY
        }
        try check(
            "S4", "\(here): the content is \(table.contentSize.height) high, the rows \(bottom)",
            table.contentSize.height == bottom)
    }

    /// S5: the displayed rows.
    func checkDisplay() throws {
        let top = table.contentOffset.y
        let height = max(0, scenario.viewportHeight)
        var expected: [Int] = []
        if height > 0 {
            for index in source.rows.indices {
                let rect = try table.rectForRow(at: IndexPath(row: index, section: 0))
                if rect.maxY > top && rect.minY < top + height {
                    expected.append(index)
                }
            }
        }
        let shown = table.indexPathsForVisibleRows.map(\.row)
        try check("S5", "\(here): the table shows rows \(shown), the viewport holds \(expected)", shown == expected)
        for (cell, indexPath) in zip(table.visibleCells, table.indexPathsForVisibleRows) {
            let row = source.rows[indexPath.row]
            let textCell = cell as? TextCell
            try check(
                "S5", "\(here): row \(indexPath.row) shows id \(textCell?.rowID ?? -1), the model has \(row.id)",
                textCell?.rowID == row.id && textCell?.bodyLabel.text == row.text)
            if isSelfSizing {
                try check(
                    "S5", "\(here): row \(indexPath.row) is displayed but not measured",
                    table.hasMeasuredHeightForRow(at: indexPath))
            }
        }
    }

    /// The row a pick names, nil in an empty table.
    func row(_ pick: Int) -> Int? {
        source.rows.isEmpty ? nil : pick * source.rows.count / 10_000
    }

    /// Invalidates the heights of the displayed rows that a batch keeps: it measures them again.
    func batchWillRun() {
        for indexPath in table.indexPathsForVisibleRows {
            counts[source.rows[indexPath.row].id] = 0
        }
    }

    /// Forgets row `id`'s height.
    func invalidate(_ id: Int) {
        known[id] = nil
        counts[id] = 0
    }
}
