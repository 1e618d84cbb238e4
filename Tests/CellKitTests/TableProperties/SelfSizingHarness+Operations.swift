import CellKit
import CellTestSupport

extension SelfSizingHarness {
    /// Runs one operation on the table and the model, checks what the operation itself promises, then settles and
    /// checks everything.
    func perform(_ operation: SelfSizingScenario.Operation) throws {
        switch operation {
        case .scroll(let target):
            try scroll(to: target)
        case .scrollToRow(let pick, let position):
            try scrollToRow(pick: pick, position: position)
        case .resize(let newWidth):
            if newWidth != width {
                known.removeAll()
                counts.removeAll()
                width = newWidth
            }
            table.frame = Rect(x: 0, y: 0, width: newWidth, height: scenario.viewportHeight)
        case .reloadData:
            known.removeAll()
            counts.removeAll()
            try table.reloadData()
        case .reloadRows(let picks, let seed):
            let rows = Set(picks.compactMap(row)).sorted()
            batchWillRun()
            for index in rows {
                source.rows[index].text = SelfSizingScenario.text(seed: seed &+ UInt64(index))
                invalidate(source.rows[index].id)
            }
            try table.reloadRows(at: rows.map { IndexPath(row: $0, section: 0) })
        case .batch(let deletes, let inserts, let moves, let seed):
            try batch(deletes: deletes, inserts: inserts, moves: moves, seed: seed)
        case .editInPlace(let pick, let seed):
            let cells = table.visibleCells
            guard !cells.isEmpty, let cell = cells[pick % cells.count] as? TextCell,
                let index = table.indexPath(for: cell)?.row
            else {
                break
            }
            let text = SelfSizingScenario.text(seed: seed)
            source.rows[index].text = text
            cell.bodyLabel.text = text
            batchWillRun()
            try table.performBatchUpdates {}
        case .measureRows(let picks):
            let rows = picks.compactMap(row)
            try table.measureRows(at: rows.map { IndexPath(row: $0, section: 0) })
            for row in rows where isSelfSizing {
                try check(
                    "S2", "\(here): row \(row) is not measured after measureRows",
                    table.hasMeasuredHeightForRow(at: IndexPath(row: row, section: 0)))
            }
        }
        try settle()
    }

    /// S3: a scroll keeps the anchor row (the first row displayed before that is still in view, else the first row
    /// in view) where the new offset puts it, as the rows around it are measured.
    private func scroll(to target: ScrollTarget) throws {
        let viewport = scenario.viewportHeight
        let maxOffset = max(0, table.contentSize.height - viewport)
        let y: Double
        switch target {
        case .fraction(let tenThousandths): y = maxOffset * Double(tenThousandths) / 10_000
        case .absolute(let absolute): y = absolute
        case .by(let distance): y = table.contentOffset.y + distance
        }
        let displayed = table.indexPathsForVisibleRows.map(\.row)
        table.contentOffset = Point(x: 0, y: y)
        let offset = table.contentOffset.y
        guard viewport > 0, let first = table.indexPathForRow(at: Point(x: 0, y: offset))?.row else {
            return
        }
        var anchor = first
        if let displayedFirst = displayed.first, let displayedLast = displayed.last {
            let candidate = max(displayedFirst, first)
            if candidate <= displayedLast,
                try table.rectForRow(at: IndexPath(row: candidate, section: 0)).minY < offset + viewport
            {
                anchor = candidate
            }
        }
        let anchorPath = IndexPath(row: anchor, section: 0)
        let topBefore = try table.rectForRow(at: anchorPath).minY
        table.layoutIfNeeded()
        let topAfter = try table.rectForRow(at: anchorPath).minY
        let expected = clamped(offset + topAfter - topBefore)
        try check(
            "S3",
            "\(here): row \(anchor) was \(topBefore - offset) from the top and should stay there at offset "
                + "\(expected); the offset is \(table.contentOffset.y), the row \(topAfter - table.contentOffset.y)",
            abs(table.contentOffset.y - expected) < 1e-6)
    }

    /// S3: `scrollToRow` puts its row exactly at the position asked, after the rows around it are measured, when
    /// the content did not clamp the offset it first set.
    private func scrollToRow(pick: Int, position: TableView.ScrollPosition) throws {
        guard let row = row(pick) else {
            return
        }
        let indexPath = IndexPath(row: row, section: 0)
        let before = table.contentOffset.y
        try table.scrollToRow(at: indexPath, at: position)
        guard let desired = try desiredOffset(for: indexPath, position: position, from: before),
            abs(table.contentOffset.y - desired) < 1e-6, scenario.viewportHeight > 0
        else {
            return
        }
        table.layoutIfNeeded()
        let final = try desiredOffset(for: indexPath, position: position, from: before) ?? desired
        try check(
            "S3",
            "\(here): scrollToRow(\(row), .\(position)) left the offset at \(table.contentOffset.y), not "
                + "\(clamped(final))", abs(table.contentOffset.y - clamped(final)) < 1e-6)
    }

    /// The offset that puts `indexPath` at `position`, unclamped; nil for `.none`.
    private func desiredOffset(for indexPath: IndexPath, position: TableView.ScrollPosition, from: Double) throws
        -> Double?
    {
        let rect = try table.rectForRow(at: indexPath)
        let viewport = scenario.viewportHeight
        switch position {
        case .top: return rect.minY
        case .middle: return rect.midY - viewport / 2
        case .bottom: return rect.maxY - viewport
        case .none: return nil
        }
    }

    /// `y` clamped to the table's offsets.
    private func clamped(_ y: Double) -> Double {
        min(max(y, 0), max(0, table.contentSize.height - scenario.viewportHeight))
    }

    /// Deletes and inserts rows in one batch, then moves rows one batch each.
    private func batch(deletes: Int, inserts: Int, moves: Int, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let oldCount = source.rows.count
        let deleted = Set((0..<min(deletes, oldCount)).map { _ in Int(random.next() % UInt64(oldCount)) }).sorted()
        var rows = source.rows
        for index in deleted.reversed() {
            invalidate(rows[index].id)
            rows.remove(at: index)
        }
        var inserted: [Int] = []
        for _ in 0..<inserts {
            let index = Int(random.next() % UInt64(rows.count + 1))
            rows.insert((source.makeID(), SelfSizingScenario.text(seed: random.next())), at: index)
            inserted = inserted.map { $0 >= index ? $0 + 1 : $0 } + [index]
        }
        batchWillRun()
        source.rows = rows
        try table.performBatchUpdates {
            try table.deleteRows(at: deleted.map { IndexPath(row: $0, section: 0) })
            try table.insertRows(at: inserted.map { IndexPath(row: $0, section: 0) })
        }
        for _ in 0..<moves where source.rows.count > 1 {
            try settle()
            let from = Int(random.next() % UInt64(source.rows.count))
            let to = Int(random.next() % UInt64(source.rows.count))
            batchWillRun()
            let moved = source.rows.remove(at: from)
            source.rows.insert(moved, at: to)
            try table.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
        }
    }
}
