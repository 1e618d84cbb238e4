import CellKit
import CellTestSupport

extension TableHarness {
    /// Lays the table out as a user's run loop would, takes the new log entries into the ledger, and checks every
    /// invariant that holds at a quiescent point, the offset against `expectedOffset` under `offsetInvariant`.
    func settle(expectedOffset: Double, offsetInvariant: String) throws {
        table.layoutIfNeeded()
        try check(
            "B2", "\(here): the layout failed: \(table.layoutError.shown)", table.layoutError == nil)
        try takeLog()
        if let failure = source.failures.first {
            throw InvariantFailure(failure.invariant, "\(here): \(failure.message)")
        }
        try checkOffset(expected: expectedOffset, invariant: offsetInvariant)
        try checkVisibleRows()
        try checkRects()
        try checkCells()
        try checkSelection()
    }

    /// Feeds the new log entries to the ledger (B8), forgetting the cells it saw discarded.
    private func takeLog() throws {
        try ledger.take(source.log, from: &processed, here: here) { source.cells[$0] = nil }
    }

    /// B4: the offset is in range and is where the step put it (B6 for steps that anchor a row).
    private func checkOffset(expected: Double, invariant: String) throws {
        let offset = table.contentOffset
        let highest = geometry.maximumOffset(viewport: table.bounds.height)
        try check(
            "B4", "\(here): the offset \(offset) is outside 0...\(highest) (content \(geometry.totalHeight) high)",
            offset.x == 0 && offset.y >= 0 && offset.y <= highest)
        try check(invariant, "\(here): the offset is \(offset.y), expected \(expected)", offset.y == expected)
    }

    /// B2, B12: the visible rows are exactly the model's rows that intersect the viewport, a contiguous range.
    private func checkVisibleRows() throws {
        let top = table.contentOffset.y
        let viewport = table.bounds.height
        let expected = geometry.visibleRows(top: top, height: viewport)
        let paths = table.indexPathsForVisibleRows
        let describe = { () -> String in
            let first = expected.isEmpty ? "none" : "\(self.geometry.indexPath(ofFlat: expected.lowerBound))"
            let last = expected.isEmpty ? "none" : "\(self.geometry.indexPath(ofFlat: expected.upperBound - 1))"
            let shown = paths.isEmpty ? "none" : "\(paths[0])...\(paths[paths.count - 1])"
            return
                "\(self.here): visible rows \(shown) (\(paths.count)), expected \(first)...\(last) (\(expected.count)) "
                + "for the viewport \(top)..<\(top + viewport)"
        }
        try check("B2", describe(), paths.count == expected.count)
        for (path, flat) in zip(paths, expected) {
            try check("B2", describe(), path == geometry.indexPath(ofFlat: flat))
        }
        if let first = expected.first, viewport > 0, geometry.tops[first] <= top,
            geometry.tops[first] + geometry.heights[first] >= top + viewport
        {
            try check(
                "B12", "\(here): row \(paths[0]) covers the viewport, yet \(paths.count) rows are visible",
                paths.count == 1)
        }
    }

    /// B3: the content height, and the frames of some rows (first, last and a few between), from the model.
    private func checkRects() throws {
        try check(
            "B3", "\(here): the content height is \(table.contentSize.height), expected \(geometry.totalHeight)",
            table.contentSize.height == geometry.totalHeight)
        let count = geometry.rowCount
        guard count > 0 else {
            return
        }
        var random = SplitMix64(seed: UInt64(step))
        var samples = [0, count - 1]
        for _ in 0..<4 {
            samples.append(Int(random.next() % UInt64(count)))
        }
        for flat in samples {
            let indexPath = geometry.indexPath(ofFlat: flat)
            let rect = try table.rectForRow(at: indexPath)
            try check(
                "B3", "\(here): rectForRow(at: \(indexPath)) is \(rect), expected \(geometry.frame(ofFlat: flat))",
                rect == geometry.frame(ofFlat: flat))
        }
    }

    /// B1, B3, B9, A1 for each visible cell; then the pools and counters against the ledger (A5, A8, A9, B10,
    /// B11) and no cell left in flight (B8).
    private func checkCells() throws {
        let cells = table.visibleCells
        let paths = table.indexPathsForVisibleRows
        var seen = Set<ObjectIdentifier>()
        for (cell, path) in zip(cells, paths) {
            let serial = cell.reuseSerialNumber
            try check(
                "B1", "\(here): cell #\(serial) is visible at two rows", seen.insert(ObjectIdentifier(cell)).inserted)
            try check(
                "B1", "\(here): cellForRow(at: \(path)) is not the visible cell #\(serial)",
                table.cellForRow(at: path) === cell)
            let state = ledger.state(of: serial)
            try check(
                "B1", "\(here): the cell at \(path), #\(serial), is \(state.shown) in the trace",
                state == .displayed(path))
            let frame = geometry.frame(ofFlat: geometry.flat(path))
            try check(
                "B3", "\(here): the cell at \(path) has the frame \(cell.frame), expected \(frame)", cell.frame == frame
            )
            guard let item = model.item(at: path), let probe = cell as? ProbeCell else {
                throw InvariantFailure("B9", "\(here): \(path) shows a \(type(of: cell)) for no row of the model")
            }
            let name = TableSetup.name(item.identifier)
            try check(
                "A1",
                "\(here): the cell at \(path) has the identifier \(cell.reuseIdentifier ?? "nil"), expected \(name)",
                cell.reuseIdentifier == name)
            try check(
                "B9",
                "\(here): \(path) shows item \(probe.boundItem.map(String.init) ?? "nil") v\(probe.boundVersion) as "
                    + "'\(probe.boundIdentifier)', expected item \(item.id) v\(item.version) as '\(name)'",
                probe.boundItem == item.id && probe.boundVersion == item.version && probe.boundIdentifier == name)
            try check(
                "B9",
                "\(here): the cell at \(path) shows selected = \(cell.isSelected), item \(item.id) is "
                    + "\(model.selected.contains(item.id) ? "" : "not ")selected",
                cell.isSelected == model.selected.contains(item.id))
        }
        if cells.count <= 32 {
            for (cell, path) in zip(cells, paths) {
                try check(
                    "B1", "\(here): indexPath(for: #\(cell.reuseSerialNumber)) is not \(path)",
                    table.indexPath(for: cell) == path)
            }
        }
        try check(
            "B1", "\(here): the trace shows \(ledger.displayed.count) cells displayed, the table \(cells.count)",
            ledger.displayed.count == cells.count)
        try check(
            "B8", "\(here): cells \(ledger.cellsInFlight) are neither displayed nor queued at rest",
            ledger.cellsInFlight.isEmpty)
        try checkCounters(visible: cells)
    }

    /// A5, A8, A9, B10, B11: the queue's statistics, the ledger and the visible cells agree, per identifier.
    private func checkCounters(visible cells: [TableViewCell]) throws {
        var visible: [String: Int] = [:]
        for cell in cells {
            visible[cell.reuseIdentifier ?? "", default: 0] += 1
        }
        try ledger.checkCounters(
            here: here, identifiers: TableSetup.identifierNames, visible: visible, peakVisible: &peakVisible,
            prepareCounts: source.cells.mapValues(\.prepareForReuseCount),
            statistics: { table.reuseQueue.statistics(for: $0) }, cap: { caps[$0] ?? defaultCap })
    }

    /// The selected rows follow their items through updates (C3) and are what taps made them.
    private func checkSelection() throws {
        let selected = table.indexPathsForSelectedRows ?? []
        try check(
            "C3", "\(here): the selected rows are \(selected), expected \(selectedPaths)", selected == selectedPaths)
    }
}
