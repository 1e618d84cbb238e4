extension TableView {
    /// Reloads everything: returns every visible cell to the reuse queue, asks the data source for the counts and
    /// everyone for the heights, re-clamps the offset, clears the selection and displays the visible rows again
    /// through the data source. The queue's caps wait until the rows are displayed again, so rows whose identifiers
    /// did not change get cells back from the queue and no new cell is made.
    ///
    /// Throws `TableViewError.reloadDuringBatchUpdates` inside a batch (UIKit forbids it), and
    /// `.tooManyRows` or `.tooManySections`, leaving the table empty, when the data source has more than a table
    /// holds.
    public func reloadData() throws(TableViewError) {
        guard !batchRecorder.isOpen || isLayingOut else {
            throw .reloadDuringBatchUpdates
        }
        try reloadAll()
    }

    /// `reloadData()` without the batch check, for the first load a query or a batch needs: changes collected
    /// before the table ever loaded refer to no rows it showed, so they are dropped.
    func reloadAll() throws(TableViewError) {
        try beginLayout()
        defer { endLayout() }
        reuseQueue.deferCaps()
        defer { reuseQueue.resumeCaps() }
        batchRecorder.discardChanges()
        pendingAnchorRow = nil
        endDisplayingAllRows()
        headersNeedReload = true
        needsReload = false
        selectedRows.removeAll()
        do {
            try rebuildModel()
            try measureEveryRowIfEstimatesAreOff()
        } catch {
            reclampOffset()
            throw error
        }
        reclampOffset()
        rowsNeedLayout = false
        try display(survivors: [], anchor: nil)
    }

    /// Starts collecting row and section changes; `endUpdates()` applies them together. Nests: only the outermost
    /// `endUpdates()` applies.
    public func beginUpdates() {
        batchRecorder.open()
    }

    /// Applies the changes collected since the outermost `beginUpdates()` (see `performBatchUpdates(_:)`).
    public func endUpdates() throws(TableViewError) {
        if let batch = batchRecorder.close() {
            try apply(batch)
        }
    }

    /// Runs `updates`, which calls the row and section methods (and updates the model), then applies the changes
    /// together: deletions, reloads and moves-from in old index paths, insertions and moves-to in new ones.
    ///
    /// The data source's new counts are checked by UIKit's rule and the changes' positions against the old and new
    /// counts; a mismatch throws `TableViewError.batchUpdate` with UIKit's message and changes nothing. Visible rows
    /// that survive keep their cells (moved without `cellForRow`), reloaded and new rows are dequeued through the
    /// data source, and the first visible row keeps its place on screen, unless the table is scrolled to the top:
    /// then it stays at the top, so rows inserted there show, as in UIKit.
    ///
    /// An error `updates` throws is rethrown as is, the nesting depth is restored (even if `updates` left a
    /// `beginUpdates()` open) and the changes collected in this call are dropped. `completion`, if given, is called
    /// with true once the changes are applied; not when anything threw.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        try BatchRecorder.perform(updates, in: self, recorder: \.batchRecorder, close: endUpdates)
        completion?(true)
    }

    /// Inserts rows at `indexPaths` (new positions); inside a batch it is collected, outside it is applied at once.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws(TableViewError)
    {
        try record { $0.insertedItems += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (old positions); inside a batch it is collected, outside it is applied at
    /// once.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws(TableViewError)
    {
        try record { $0.deletedItems += indexPaths }
    }

    /// Reloads the rows at `indexPaths` (old positions) with new cells from the data source; inside a batch it is
    /// collected, outside it is applied at once.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws(TableViewError)
    {
        try record { $0.reloadedItems += indexPaths }
    }

    /// Moves the row at `indexPath` (old position) to `newIndexPath` (new position), keeping its cell.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(TableViewError) {
        try record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (new indices).
    public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewError) {
        try record { $0.insertedSections += sections }
    }

    /// Deletes the sections `sections` (old indices) with their rows.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewError) {
        try record { $0.deletedSections += sections }
    }

    /// Reloads the sections `sections` (old indices): their headers, footers and rows get new heights and cells
    /// from the data source, and their row counts may change; inside a batch it is collected, outside it is
    /// applied at once.
    public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws(TableViewError) {
        try record { $0.reloadedSections += sections }
    }

    /// Moves section `section` (old index) to `newSection` (new index) with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(TableViewError) {
        try record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks again for the height of the row at `indexPath` (the delegate's, `rowHeight` or the template's) and
    /// updates it in O(log n), without a reload; rows below move, the first visible row keeps its place on screen.
    /// A self-sizing row keeps its height until it is measured again: at once if it is displayed (with its cell, as
    /// it is now), else when it next is.
    ///
    /// Throws `TableViewError.invalidIndexPath` when the row does not exist.
    public func invalidateHeight(at indexPath: IndexPath) throws(TableViewError) {
        try loadDataIfNeeded()
        guard let row = flatRow(of: indexPath) else {
            throw .invalidIndexPath(indexPath)
        }
        try beginLayout()
        let anchor = visibleAnchor()
        var templateHeights: [String: Double] = [:]
        let (height, isSelfSizing) = resolvedRowHeight(at: indexPath, templateHeights: &templateHeights)
        let item = item(ofFlatRow: row, inSection: indexPath.section)
        if isSelfSizing {
            selfSizingItems.insert(item)
            unmeasuredItems.insert(item)
        } else {
            selfSizingItems.remove(item)
            unmeasuredItems.remove(item)
            heightIndex.setHeight(height, at: item)
        }
        updateContentSize()
        restore(anchor)
        refreshVisibleFrames()
        endLayout()
        try updateVisibleRows()
    }

    /// Adds a change to the current batch, or applies it alone outside one.
    private func record(_ change: (inout BatchUpdate) -> Void) throws(TableViewError) {
        guard !isLayingOut else {
            throw .updateDuringLayout
        }
        beginUpdates()
        batchRecorder.record(change)
        try endUpdates()
    }

    /// Checks `batch` against the data source's new counts and applies it.
    private func apply(_ batch: BatchUpdate) throws(TableViewError) {
        if needsReload {
            try reloadAll()
            return
        }
        try beginLayout()
        defer { endLayout() }
        let newCounts = try loadRowCounts()
        let mapping: BatchUpdateMapping
        do {
            mapping = try batch.mapping(from: rowCounts, to: newCounts)
        } catch {
            throw .batchUpdate(error)
        }
        reuseQueue.deferCaps()
        defer { reuseQueue.resumeCaps() }
        // Sections may have moved, come or gone, and their titles changed: the headers are made again.
        headersNeedReload = true

        // The anchor is the first visible row that survives in place (not deleted or moved), held at its distance
        // from the viewport's top: a moved row carries no promise about where the rest of the table is. A table
        // scrolled to the top stays there instead, so a row inserted at the top shows (pull to refresh).
        let isAtTop = contentOffset.y <= -contentInset.top
        var anchor: (row: IndexPath, screenY: Double)?
        var survivors: [(indexPath: IndexPath, cell: TableViewCell)] = []
        for position in visibleCellStorage.indices {
            let old = visibleIndexPathStorage[position]
            let cell = visibleCellStorage[position]
            let new = mapping.newIndexPath(forOld: old)
            if let new, !isAtTop, anchor == nil, mapping.itemMoves[old] == nil {
                anchor = (new, cell.frame.minY - contentOffset.y)
            }
            if let new, !mapping.reloadedItems.contains(old) {
                survivors.append((new, cell))
                if new != old {
                    reuseQueue.emit(.move, cell, at: new)
                }
            } else {
                endDisplaying(cell, at: old)
            }
        }
        visibleCellStorage.removeAll(keepingCapacity: true)
        visibleIndexPathStorage.removeAll(keepingCapacity: true)
        selectedRows = Set(selectedRows.compactMap { mapping.survivingIndexPath(forOld: $0) })

        let oldCounts = rowCounts
        let oldStarts = rowStarts
        setRowCounts(newCounts)
        rebuildHeights(counts: oldCounts, starts: oldStarts, mapping: mapping)
        // As UIKit's beginUpdates/endUpdates asks every height again, a batch (even an empty one) measures again
        // the self-sizing rows it keeps on screen, with their cells: an app that changed a cell's content in place
        // gets the cell's new height without a reload.
        for survivor in survivors {
            if let row = flatRow(of: survivor.indexPath) {
                let item = item(ofFlatRow: row, inSection: survivor.indexPath.section)
                if selfSizingItems.contains(item) {
                    unmeasuredItems.insert(item)
                }
            }
        }
        try measureEveryRowIfEstimatesAreOff()
        let anchorRow = anchor.flatMap { anchor in flatRow(of: anchor.row).map { (row: $0, screenY: anchor.screenY) } }
        restore(anchorRow)
        rowsNeedLayout = false
        pendingAnchorRow = nil
        try display(survivors: survivors, anchor: anchorRow?.row)
    }

    /// The first visible row and its distance from the viewport's top, to hold it in place across a change.
    func visibleAnchor() -> (row: Int, screenY: Double)? {
        guard !visibleCellStorage.isEmpty else {
            return nil
        }
        return (firstVisibleRow, frame(ofFlatRow: firstVisibleRow).minY - contentOffset.y)
    }

    /// Scrolls so the anchor row is back at its distance from the viewport's top (clamped), or re-clamps.
    func restore(_ anchor: (row: Int, screenY: Double)?) {
        if let anchor {
            contentOffset = Point(x: 0, y: frame(ofFlatRow: anchor.row).minY - anchor.screenY)
        } else {
            reclampOffset()
        }
    }

    /// Fills the (empty) visible storage with the visible rows: a survivor's cell where it has one, else a cell
    /// from the data source, measuring self-sizing rows as they come and holding `anchor` (a flat row) in place.
    /// Survivors outside the viewport end their display first, so their cells can be reused; survivors that
    /// measuring pushed out end theirs last.
    func display(survivors: [(indexPath: IndexPath, cell: TableViewCell)], anchor: Int?) throws(TableViewError) {
        let (first, last) = visibleRowRange()
        var kept: [Int: TableViewCell] = [:]
        for survivor in survivors {
            if let row = flatRow(of: survivor.indexPath), row >= first, row <= last, kept[row] == nil {
                kept[row] = survivor.cell
            } else {
                endDisplaying(survivor.cell, at: survivor.indexPath)
            }
        }
        firstVisibleRow = max(first, 0)
        defer {
            for (row, cell) in kept.sorted(by: { $0.key < $1.key }) {
                endDisplaying(cell, at: indexPath(ofFlatRow: row))
            }
        }
        try settleVisibleRows(anchor: anchor, kept: &kept)
    }
}
