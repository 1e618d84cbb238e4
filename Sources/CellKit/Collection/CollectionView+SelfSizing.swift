extension CollectionView {
    // Self-sizing items (UIKit's `estimatedItemSize`). While the layout's `estimatedItemSize` is not zero, every item
    // stands in the engine at the estimate until first configured for display: the cell `cellForItemAt` returned
    // for it is measured once with `systemLayoutSizeFitting(estimate)`, and the engine keeps the size it answers
    // until a reload, a batch or a relayout (a new width, an invalidated layout) forgets it. The engine says which
    // items are measured; nothing scans all items, so a pass at steady state costs what it costs without
    // self-sizing items, plus one look-up per displayed cell, and allocates nothing.

    /// Whether the item at `indexPath` is self-sizing and still stands at its estimate.
    func needsMeasurement(of indexPath: IndexPath) -> Bool {
        collectionViewLayout.usesEstimatedSizes && !engine.hasMeasuredSize(forItemAt: indexPath)
    }

    /// Measures the item at `indexPath` with `cell`, configured for it: its `systemLayoutSizeFitting(_:)` is asked
    /// once, with the estimate, and the size it answers replaces the estimate in the engine. When the item's frame
    /// changed, the cell takes it and the offset is set so that `anchor` is back where it was on screen (clamped to
    /// the content): measuring items before it moves the offset by their change, items after it change only the
    /// content's size. Returns whether the frame changed.
    func measure(_ cell: CollectionViewCell, at indexPath: IndexPath, anchor: CollectionViewAnchor?) -> Bool {
        let old = engine.frameForItem(at: indexPath, source: self)
        if let old {
            cell.frame = old
        }
        let fitting = cell.measuringInTraits(of: self) {
            cell.systemLayoutSizeFitting(collectionViewLayout.effectiveEstimatedItemSize)
        }
        engine.setMeasuredSize(fitting, forItemAt: indexPath)
        guard let new = engine.frameForItem(at: indexPath, source: self), new != old else {
            return false
        }
        cell.frame = new
        updateContentSize()
        restore(anchor)
        return true
    }

    /// Measures the displayed cells still to be measured (after a relayout forgot their sizes) with the cells
    /// displaying them, in order; stops at the first whose frame changed and returns true then.
    func measureDisplayedCells(anchor: CollectionViewAnchor?) -> Bool {
        guard collectionViewLayout.usesEstimatedSizes else {
            return false
        }
        for position in visibleElements.indices where visibleElements[position].kind == .cell {
            let indexPath = visibleElements[position].indexPath
            if let cell = visibleElements[position].view as? CollectionViewCell, needsMeasurement(of: indexPath),
                measure(cell, at: indexPath, anchor: anchor)
            {
                return true
            }
        }
        return false
    }

    /// Measures the item at `indexPath` if it waits for a measurement: with its cell if it is displayed, else with a
    /// sizing cell the data source configures through `cellForItemAt` as for display, which goes back to its pool
    /// without being displayed (no `willDisplay`). The displayed items keep their place on screen. Must run inside a
    /// pass.
    func measureIfNeeded(at indexPath: IndexPath) throws(CollectionViewError) {
        guard needsMeasurement(of: indexPath) else {
            return
        }
        let anchor = visibleAnchor()
        if let position = visiblePosition(of: .cell, at: indexPath),
            let cell = visibleElements[position].view as? CollectionViewCell
        {
            _ = measure(cell, at: indexPath, anchor: anchor)
            return
        }
        let cell = try dataSourceCell(at: indexPath)
        reuseQueue.emit(.cellForRow, cell, at: indexPath)
        _ = measure(cell, at: indexPath, anchor: anchor)
        reuseQueue.recycle(cell)
    }

    /// Measures the self-sizing items at `indexPaths` that are not measured yet, so that their sizes (and the frames
    /// of the items after them) are exact before the app reads them, for example with `layoutAttributesForItem(at:)`:
    /// a displayed item with its cell, any other with a sizing cell configured by the data source and returned to
    /// its pool. The first visible item keeps its place on screen. Items already measured are not asked again;
    /// without self-sizing this does nothing.
    ///
    /// Throws `CollectionViewError.invalidIndexPath` for an item that does not exist (before measuring any), and
    /// what the data source throws.
    public func measureItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try loadDataIfNeeded()
        for indexPath in indexPaths where !itemExists(indexPath) {
            throw .invalidIndexPath(indexPath)
        }
        try beginLayout()
        defer { endLayout() }
        for indexPath in indexPaths {
            try measureIfNeeded(at: indexPath)
        }
    }

    /// Whether the item at `indexPath` is self-sizing and was measured since the layout last forgot its size; false
    /// for an item that does not exist.
    public func hasMeasuredSizeForItem(at indexPath: IndexPath) -> Bool {
        loadDataForQuery()
        return collectionViewLayout.usesEstimatedSizes && itemExists(indexPath)
            && engine.hasMeasuredSize(forItemAt: indexPath)
    }

    /// The item at `indexPath` as an anchor at its current distance from the viewport's leading edge; nil when it
    /// has no frame.
    func anchor(at indexPath: IndexPath) -> CollectionViewAnchor? {
        guard let frame = engine.frameForItem(at: indexPath, source: self) else {
            return nil
        }
        let screenOffset = scrollsVertically ? frame.minY - contentOffset.y : frame.minX - contentOffset.x
        return CollectionViewAnchor(indexPath: indexPath, screenOffset: screenOffset)
    }

    /// The first displayed item as an anchor, or nil when no cell is displayed.
    func visibleAnchor() -> CollectionViewAnchor? {
        visibleElements.first { $0.kind == .cell }.flatMap { anchor(at: $0.indexPath) }
    }

    /// Sets the offset so that `anchor`'s item is back at its distance from the viewport's leading edge, clamped to
    /// the content; does nothing for nil or an item with no frame.
    func restore(_ anchor: CollectionViewAnchor?) {
        guard let anchor, let frame = engine.frameForItem(at: anchor.indexPath, source: self) else {
            return
        }
        var offset = contentOffset
        if scrollsVertically {
            offset.y = frame.minY - anchor.screenOffset
        } else {
            offset.x = frame.minX - anchor.screenOffset
        }
        contentOffset = offset
    }
}
