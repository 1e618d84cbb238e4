extension TableView {
    // Self-sizing rows (UIKit's automatic dimension). A row is self-sizing when `resolvedRowHeight` says so: no
    // delegate height, `rowHeight` automatic, and its template's `height(forWidth:)` is `automaticDimension`, or no
    // template height is known and an estimate is set. Such a row stands in the height index at its estimate until
    // it is first configured for display: the cell `cellForRowAt` returned for it is the sizing cell, measured once
    // with `systemLayoutSizeFitting(Size(width: the table's width, height: 0))`, and the height it answers is kept
    // in the index (O(log n)) until a reload, a batch, `invalidateHeight(at:)` or a width change invalidates it.
    // Two bit sets say which items are self-sizing and which of those still wait for a measurement; nothing scans
    // all rows, so a pass at steady state costs what it costs without self-sizing rows and allocates nothing.

    /// The flag a self-sizing row's height carries in the per-item heights a rebuild of the index works on.
    static var selfSizingFlag: Int64 { 1 << 62 }
    /// The flag of a self-sizing row still to be measured, beside `selfSizingFlag`.
    static var unmeasuredFlag: Int64 { 1 << 61 }
    /// Both flags: a row whose height was just resolved is self-sizing and not measured yet.
    static var selfSizingFlags: Int64 { selfSizingFlag | unmeasuredFlag }

    /// Takes the self-sizing flags out of `units` (one height per item, every one known) into the table's bit
    /// sets, leaving plain heights.
    func extractSelfSizingFlags(from units: inout [Int64]) {
        selfSizingItems = ItemBitSet.extracting(Self.selfSizingFlag, from: &units)
        unmeasuredItems = ItemBitSet.extracting(Self.unmeasuredFlag, from: &units)
    }

    /// Measures flat row `row` (item `item`) with `cell`, configured for it: the cell is given the row's frame at the
    /// table's width, then asked its `systemLayoutSizeFitting(_:)` once; the height it answers replaces the row's in
    /// the index. When the height changed, the offset is set so that `anchor` (a flat row and its distance from the
    /// viewport's top) is back where it was on screen, clamped to the content: measuring rows above it moves the
    /// offset by their change, rows below it change only the content's height. Returns whether the height changed.
    func measureRow(_ row: Int, item: Int, with cell: TableViewCell, anchor: LayoutAnchor?) -> Bool {
        unmeasuredItems.remove(item)
        let old = heightIndex.height(at: item)
        cell.frame = Rect(x: 0, y: heightIndex.offset(of: item), width: viewportWidth, height: old)
        let fitting = cell.measuringInTraits(of: self) {
            cell.systemLayoutSizeFitting(Size(width: viewportWidth, height: 0))
        }
        heightIndex.setHeight(fitting.height, at: item)
        guard heightIndex.height(at: item) != old else {
            return false
        }
        updateContentSize()
        restore(anchor.map { (row: $0.row, screenY: $0.screenY) })
        refreshVisibleFrames()
        return true
    }

    /// The anchor of a pass: flat row `row`, held at `screenY` from the viewport's top.
    struct LayoutAnchor {
        var row: Int
        var screenY: Double
    }

    /// Flat row `row` as an anchor at its current distance from the viewport's top.
    func layoutAnchor(at row: Int) -> LayoutAnchor {
        LayoutAnchor(row: row, screenY: frame(ofFlatRow: row).minY - contentOffset.y)
    }

    /// Measures the displayed rows still to be measured (after a width change, a batch or `invalidateHeight(at:)`)
    /// with the cells displaying them, top first; stops at the first whose height changed and returns true then.
    func measureDisplayedRows(anchor: LayoutAnchor?) -> Bool {
        for position in visibleCellStorage.indices {
            let row = firstVisibleRow + position
            let item = item(ofFlatRow: row, inSection: visibleIndexPathStorage[position].section)
            if unmeasuredItems.contains(item),
                measureRow(row, item: item, with: visibleCellStorage[position], anchor: anchor)
            {
                return true
            }
        }
        return false
    }

    /// Measures flat row `row`, not displayed, with a sizing cell: the data source configures a cell for it through
    /// `cellForRowAt` as for display, the cell is measured and goes back to the reuse queue without being displayed
    /// (no `willDisplay`). Must run inside a pass. The displayed rows keep their place on screen.
    func measureWithSizingCell(row: Int) throws(TableViewError) {
        let indexPath = indexPath(ofFlatRow: row)
        let cell = try dataSourceCell(at: indexPath)
        reuseQueue.emit(.cellForRow, cell, at: indexPath)
        let anchor = visibleCellStorage.isEmpty ? nil : layoutAnchor(at: firstVisibleRow)
        _ = measureRow(row, item: item(ofFlatRow: row, inSection: indexPath.section), with: cell, anchor: anchor)
        reuseQueue.recycle(cell)
    }

    /// Measures flat row `row` if it waits for a measurement: with its cell if it is displayed, else with a sizing
    /// cell. Must run inside a pass.
    func measureIfNeeded(row: Int) throws(TableViewError) {
        let section = section(ofFlatRow: row)
        let item = item(ofFlatRow: row, inSection: section)
        guard unmeasuredItems.contains(item) else {
            return
        }
        let position = row - firstVisibleRow
        if visibleCellStorage.indices.contains(position) {
            _ = measureRow(
                row, item: item, with: visibleCellStorage[position], anchor: layoutAnchor(at: firstVisibleRow))
        } else {
            try measureWithSizingCell(row: row)
        }
    }

    /// With estimates off (`estimatedRowHeight` 0), measures every self-sizing row still to be measured, with sizing
    /// cells, in O(n log n): UIKit then asks every height up front too. Does nothing otherwise. Must run inside a
    /// pass.
    func measureEveryRowIfEstimatesAreOff() throws(TableViewError) {
        guard estimatedRowHeight == 0, !unmeasuredItems.isEmpty else {
            return
        }
        var rows: [Int] = []
        rows.reserveCapacity(unmeasuredItems.count)
        unmeasuredItems.forEachMember { item in
            let section = section(ofItem: item)
            rows.append(rowStarts[section] + item - headerItem(ofSection: section) - 1)
        }
        for row in rows {
            try measureIfNeeded(row: row)
        }
    }

    /// Measures the self-sizing rows at `indexPaths` that are not measured yet, so that their heights (and the
    /// frames of the rows below them) are exact before the app reads them, for example with `rectForRow(at:)`: a
    /// displayed row with its cell, any other with a sizing cell configured by the data source and returned to the
    /// reuse queue. The first visible row keeps its place on screen. Rows already measured, and rows that are not
    /// self-sizing, are not asked again.
    ///
    /// Throws `TableViewError.invalidIndexPath` for a row that does not exist (before measuring any), and what the
    /// data source throws.
    public func measureRows(at indexPaths: [IndexPath]) throws(TableViewError) {
        try loadDataIfNeeded()
        var rows: [Int] = []
        for indexPath in indexPaths {
            guard let row = flatRow(of: indexPath) else {
                throw .invalidIndexPath(indexPath)
            }
            rows.append(row)
        }
        try beginLayout()
        defer { endLayout() }
        for row in rows {
            try measureIfNeeded(row: row)
        }
    }

    /// Whether the row at `indexPath` is self-sizing and was measured since its height was last invalidated; false
    /// for a row that does not exist.
    public func hasMeasuredHeightForRow(at indexPath: IndexPath) -> Bool {
        loadDataForQuery()
        guard let row = flatRow(of: indexPath) else {
            return false
        }
        let item = item(ofFlatRow: row, inSection: indexPath.section)
        return selfSizingItems.contains(item) && !unmeasuredItems.contains(item)
    }
}
