extension TableView {
    /// Brings the displayed rows up to date: loads the data if it never was, recomputes template heights if the
    /// width changed, then displays exactly the rows whose frames intersect the viewport, asking the data source for
    /// rows that entered (`cellForRow`, then `willDisplay`) after returning the cells of rows that left
    /// (`didEndDisplaying`, then the reuse queue).
    ///
    /// Throws what the data source throws; the rows displayed before the failure stay displayed.
    public func layoutRows() throws(TableViewError) {
        guard !isLayingOut else {
            throw .updateDuringLayout
        }
        if needsReload {
            try reloadAll()
            return
        }
        try updateForWidth()
        // A taller viewport, or a `bounds.origin` set directly, may leave the offset outside the content: clamp it.
        reclampOffset()
        try updateVisibleRows()
    }

    /// Sets `contentOffset` to itself, so it is clamped again to a content size or viewport that changed.
    func reclampOffset() {
        contentOffset = contentOffset
    }

    /// Recomputes template heights when the width changed since they were computed (the content and the displayed
    /// cells take the new width either way); does nothing when it did not. Self-sizing rows go back to their
    /// estimates, to be measured again at the new width as they are displayed; the first visible row then keeps its
    /// place on screen.
    func updateForWidth() throws(TableViewError) {
        guard viewportWidth != modelWidth else {
            return
        }
        if usesTemplateHeights {
            try beginLayout()
            defer { endLayout() }
            let anchor = selfSizingItems.isEmpty ? nil : visibleAnchor()
            rebuildHeights()
            try measureEveryRowIfEstimatesAreOff()
            refreshVisibleFrames()
            restore(anchor)
        } else {
            modelWidth = viewportWidth
            updateContentSize()
            refreshVisibleFrames()
        }
        reclampOffset()
        rowsNeedLayout = true
    }

    /// The cells of the visible rows, top to bottom (laying the rows out first if the offset or size changed).
    public var visibleCells: [TableViewCell] {
        layoutForQuery()
        return visibleCellStorage
    }

    /// The index paths of the visible rows, top to bottom (laying the rows out first if needed).
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutForQuery()
        return visibleIndexPathStorage
    }

    /// The cell displayed at `indexPath`, or nil when the row is not visible or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutForQuery()
        guard let row = flatRow(of: indexPath) else {
            return nil
        }
        let position = row - firstVisibleRow
        return visibleCellStorage.indices.contains(position) ? visibleCellStorage[position] : nil
    }

    /// The index path of the displayed `cell`, or nil when it is not displayed by this table.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        layoutForQuery()
        guard let position = visibleCellStorage.firstIndex(where: { $0 === cell }) else {
            return nil
        }
        return visibleIndexPathStorage[position]
    }

    /// Lays the rows out for a query that cannot throw, when the offset, size or data changed.
    func layoutForQuery() {
        guard !isLayingOut, needsReload || rowsNeedLayout || viewportWidth != modelWidth else {
            return
        }
        layoutRowsKeepingError()
    }

    /// Lays the rows out (see `layoutRows()`) for a caller that cannot throw, keeping any error in `layoutError`.
    func layoutRowsKeepingError() {
        do {
            try layoutRows()
            layoutError = nil
        } catch {
            layoutError = error
        }
    }

    /// Starts a pass that calls the data source or delegate; refuses one started from inside another.
    func beginLayout() throws(TableViewError) {
        guard !isLayingOut else {
            throw .updateDuringLayout
        }
        isLayingOut = true
        reuseQueue.beginTablePass()
    }

    /// Ends a pass started by `beginLayout()`: brings the section headers up to date with the rows the pass left
    /// (whether it succeeded or not), still inside the pass, so a data source asked for a title cannot start
    /// another. Cells dequeued in the pass but never displayed (a `cellForRow` that dequeued, then threw) go back to
    /// the queue, so failed passes do not leak cells. The stale-content detector, if on, then checks the cells the
    /// pass displayed: the quiescent point, after `willDisplay`.
    func endLayout() {
        layoutSectionHeaders()
        isLayingOut = false
        reuseQueue.endTablePass()
        staleContentDetector?.layoutPassDidEnd(in: self)
    }

    /// The incremental pass: drops rows that left at either end, then adds rows that entered at either end,
    /// measuring self-sizing rows as they come (see `settleVisibleRows(anchor:kept:)`). At steady state it
    /// allocates nothing.
    func updateVisibleRows() throws(TableViewError) {
        try beginLayout()
        defer { endLayout() }
        rowsNeedLayout = false
        let anchor = pendingAnchorRow
        pendingAnchorRow = nil
        var nothingKept: [Int: TableViewCell] = [:]
        try settleVisibleRows(anchor: anchor, kept: &nothingKept)
    }

    /// Brings the displayed rows to exactly those intersecting the viewport: drops rows that left at either end,
    /// measures displayed self-sizing rows whose height is to be measured again, then adds rows that entered at the
    /// front and the back, taking a cell from `kept` (cells a batch kept, by flat row) before asking the data source.
    /// Each measurement that changes a height starts again from the new geometry, so it ends after at most one
    /// round per row measured.
    ///
    /// `anchorRow` is the row held in place on screen, where it is when the pass starts: measuring a row above it
    /// moves the offset by the change. When nil (or outside the rows in view), it is the first row still displayed,
    /// else the first row in view.
    func settleVisibleRows(anchor anchorRow: Int?, kept: inout [Int: TableViewCell]) throws(TableViewError) {
        defer { rowsNeedLayout = false }
        var anchor: LayoutAnchor?
        var isFirstRound = true
        while true {
            let (first, last) = visibleRowRange()
            trimVisibleRows(toFirst: first, last: last)
            if isFirstRound {
                isFirstRound = false
                var row = anchorRow.flatMap { $0 >= first && $0 <= last ? $0 : nil }
                if row == nil {
                    row = !visibleCellStorage.isEmpty ? firstVisibleRow : (first <= last ? first : nil)
                }
                anchor = row.map(layoutAnchor(at:))
            }
            guard first <= last else {
                return
            }
            if visibleCellStorage.isEmpty {
                firstVisibleRow = first
            }
            var changed = !unmeasuredItems.isEmpty && measureDisplayedRows(anchor: anchor)
            while !changed, firstVisibleRow > first {
                changed = try displayRow(firstVisibleRow - 1, atFront: true, anchor: anchor, kept: &kept)
            }
            while !changed, firstVisibleRow + visibleCellStorage.count <= last {
                changed = try displayRow(
                    firstVisibleRow + visibleCellStorage.count, atFront: false, anchor: anchor, kept: &kept)
            }
            guard changed else {
                return
            }
        }
    }

    /// Stops displaying the rows outside `first...last` (all of them when none is left inside).
    private func trimVisibleRows(toFirst first: Int, last: Int) {
        guard !visibleCellStorage.isEmpty else {
            return
        }
        let lastVisible = firstVisibleRow + visibleCellStorage.count - 1
        if first > last || last < firstVisibleRow || first > lastVisible {
            endDisplayingAllRows()
            return
        }
        while firstVisibleRow < first {
            endDisplayingRow(atPosition: 0)
            firstVisibleRow += 1
        }
        while firstVisibleRow + visibleCellStorage.count - 1 > last {
            endDisplayingRow(atPosition: visibleCellStorage.count - 1)
        }
    }

    /// The flat rows whose frames intersect the viewport, as `first...last`; `first > last` when there are none.
    func visibleRowRange() -> (first: Int, last: Int) {
        let top = bounds.minY
        let bottom = top + viewportHeight
        guard totalRowCount > 0, viewportHeight > 0 else {
            return (0, -1)
        }
        let firstItem = heightIndex.firstItem(endingAfter: top)
        let lastItem = heightIndex.lastItem(startingBefore: bottom)
        guard firstItem <= lastItem, firstItem < heightIndex.count, lastItem >= 0 else {
            return (0, -1)
        }
        // A header or footer at either end stands for the nearest row inside the range.
        let firstSection = section(ofItem: firstItem)
        let firstLocal = firstItem - headerItem(ofSection: firstSection)
        let first = rowStarts[firstSection] + min(max(firstLocal - 1, 0), rowCounts[firstSection])
        let lastSection = section(ofItem: lastItem)
        let lastLocal = lastItem - headerItem(ofSection: lastSection)
        let last = rowStarts[lastSection] + min(lastLocal, rowCounts[lastSection]) - 1
        return (first, last)
    }

    /// Displays flat row `row` at the front or the back: the cell `kept` holds for it (already displayed), else the
    /// data source's, checked. A self-sizing row still to be measured is measured with that cell, configured for it,
    /// before `willDisplay`; the result says whether that changed its height (then the caller starts again).
    func displayRow(
        _ row: Int,
        atFront: Bool,
        anchor: LayoutAnchor?,
        kept: inout [Int: TableViewCell]
    ) throws(TableViewError) -> Bool {
        let indexPath = indexPath(ofFlatRow: row)
        let item = item(ofFlatRow: row, inSection: indexPath.section)
        let keptCell = kept.isEmpty ? nil : kept.removeValue(forKey: row)
        let cell: TableViewCell
        if let keptCell {
            cell = keptCell
        } else {
            cell = try configuredCell(at: indexPath)
        }
        let changed = unmeasuredItems.contains(item) && measureRow(row, item: item, with: cell, anchor: anchor)
        cell.frame = frame(ofItem: item)
        if atFront {
            visibleCellStorage.insert(cell, at: 0)
            visibleIndexPathStorage.insert(indexPath, at: 0)
            firstVisibleRow = row
        } else {
            visibleCellStorage.append(cell)
            visibleIndexPathStorage.append(indexPath)
        }
        if keptCell == nil {
            willDisplay(cell, at: indexPath)
        }
        return changed
    }

    /// The cell the data source returns for `indexPath`, checked to be dequeued (or made by the data source with a
    /// reuse identifier, which the queue adopts) and not displayed, and marked visible; the stale-content detector,
    /// if on, notes it here and checks it when the pass ends.
    func configuredCell(at indexPath: IndexPath) throws(TableViewError) -> TableViewCell {
        let cell = try dataSourceCell(at: indexPath)
        cell.reuseRecord.state = .visible
        cell.reuseRecord.dequeuedIndexPath = nil
        reuseQueue.emit(.cellForRow, cell, at: indexPath)
        staleContentDetector?.cellWasConfigured(cell, at: indexPath, in: self)
        return cell
    }

    /// The cell the data source returns for `indexPath`, checked to be dequeued (or made by the data source with a
    /// reuse identifier, which the queue adopts) and not displayed; it stays dequeued.
    func dataSourceCell(at indexPath: IndexPath) throws(TableViewError) -> TableViewCell {
        guard let dataSource else {
            throw .missingDataSource
        }
        let cell: TableViewCell
        do {
            cell = try dataSource.tableView(self, cellForRowAt: indexPath)
        } catch let error as ReuseQueueError {
            throw .reuse(error)
        } catch let error as TableViewError {
            throw error
        } catch {
            throw .dataSourceFailed(indexPath: indexPath, reason: "\(error)")
        }
        switch cell.reuseRecord.state {
        case .dequeued where cell.reuseIdentifier != nil:
            break
        case .unmanaged where reuseQueue.adopt(cell, at: indexPath):
            break
        case .visible:
            throw .cellAlreadyDisplayed(indexPath)
        default:
            throw .cellNotDequeued(indexPath)
        }
        return cell
    }

    /// Adds `cell` to the table behind the section headers, restores its selection and tells the delegate it will
    /// be displayed.
    func willDisplay(_ cell: TableViewCell, at indexPath: IndexPath) {
        insertSubview(cell, at: indexOfBackmostHeaderView())
        if selectedRows.contains(indexPath) {
            cell.setSelected(true, animated: false)
        }
        reuseQueue.emit(.willDisplay, cell, at: indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Stops displaying the visible row at `position` of the storage: tells the delegate, removes the cell and
    /// returns it to the reuse queue.
    func endDisplayingRow(atPosition position: Int) {
        let cell = visibleCellStorage.remove(at: position)
        let indexPath = visibleIndexPathStorage.remove(at: position)
        endDisplaying(cell, at: indexPath)
    }

    /// Stops displaying every visible row, bottom first, so that LIFO pools hand the top row's cell out first.
    func endDisplayingAllRows() {
        while !visibleCellStorage.isEmpty {
            endDisplayingRow(atPosition: visibleCellStorage.count - 1)
        }
        firstVisibleRow = 0
    }

    /// Tells the delegate `cell` ended display at `indexPath`, removes it and enqueues it. The row may be dequeued
    /// again in the same pass: measuring self-sizing rows can move a row out of view and back.
    func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        reuseQueue.emit(.didEndDisplaying, cell, at: indexPath)
        cell.removeFromSuperview()
        reuseQueue.recycle(cell)
        reuseQueue.dequeuedIndexPaths.remove(indexPath)
    }

    /// Sets every visible cell's frame from the height index, after heights changed.
    func refreshVisibleFrames() {
        for position in visibleCellStorage.indices {
            let indexPath = visibleIndexPathStorage[position]
            visibleCellStorage[position].frame = frame(
                ofItem: item(ofFlatRow: firstVisibleRow + position, inSection: indexPath.section)
            )
        }
    }
}
