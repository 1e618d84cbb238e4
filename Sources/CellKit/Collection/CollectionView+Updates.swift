extension CollectionView {
    /// Runs `updates`, which calls the item and section methods (and updates the data source's model), then applies
    /// their changes together (UIKit's `performBatchUpdates(_:completion:)`): deletions, reloads and moves-from in
    /// old index paths (before the update), insertions and moves-to in new ones (after it). A batch inside another
    /// joins it: only the outermost applies, as in UIKit. `nil` updates make an empty batch, which still checks the
    /// data source's counts.
    ///
    /// The data source's new counts are checked by UIKit's rule (each section's new count is its old count plus
    /// insertions and moves in, minus deletions and moves out) and every change's position against the old or new
    /// counts; a mismatch throws `CollectionViewError.batchUpdate` with UIKit's message and changes nothing. Applied:
    /// - visible items that survive keep their cells, moved to their new index paths (no `cellForItemAt`, no
    ///   `prepareForReuse`), as do the headers and footers of sections that survive; deleted and reloaded items' cells
    ///   end their display and go back to their pools, and reloaded and new items in view get cells from the data
    ///   source;
    /// - the layout keeps the sizes it knows of surviving items and asks for those of new and reloaded ones, and for
    ///   every section's insets, spacings and header and footer sizes (all of them, as a new layout does, when the
    ///   layout was invalidated or the viewport's width changed since the last pass);
    /// - the first visible item that stays in place (not moved explicitly) keeps its place on screen when items before
    ///   it change, unless the collection view is scrolled to its leading edge: then it stays there, so items
    ///   inserted at the top show, as in UIKit;
    /// - the selection follows its items through moves and drops deleted and reloaded ones.
    ///
    /// Unlike UIKit, nothing is animated and an empty batch does not ask the surviving items' sizes again: call the
    /// layout's `invalidateLayout()` first for that. An error `updates` throws is rethrown as is, the nesting restored
    /// and the changes collected in this call dropped; `completion`, if given, is called with true once the changes
    /// are applied (for a nested batch, once they are collected), and not when anything threw.
    public func performBatchUpdates(_ updates: (() throws -> Void)?, completion: ((Bool) -> Void)? = nil) throws {
        try BatchRecorder.perform(updates ?? {}, in: self, recorder: \.batchRecorder, close: closeBatch)
        completion?(true)
    }

    /// Inserts items at `indexPaths` (new positions); inside a batch it is collected, outside it is a batch of one.
    public func insertItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try record { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at `indexPaths` (old positions); inside a batch it is collected, outside it is a batch of
    /// one.
    public func deleteItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try record { $0.deletedItems += indexPaths }
    }

    /// Reloads the items at `indexPaths` (old positions): they keep their places but get new cells and sizes from the
    /// data source and delegate; inside a batch it is collected, outside it is a batch of one.
    public func reloadItems(at indexPaths: [IndexPath]) throws(CollectionViewError) {
        try record { $0.reloadedItems += indexPaths }
    }

    /// Moves the item at `indexPath` (old position) to `newIndexPath` (new position), keeping its cell and size.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(CollectionViewError) {
        try record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections `sections` (new indices) with their items.
    public func insertSections(_ sections: [Int]) throws(CollectionViewError) {
        try record { $0.insertedSections += sections }
    }

    /// Deletes the sections `sections` (old indices) with their items.
    public func deleteSections(_ sections: [Int]) throws(CollectionViewError) {
        try record { $0.deletedSections += sections }
    }

    /// Reloads the sections `sections` (old indices): they keep their places, but their items, headers and footers
    /// get new views and sizes, and their item counts may change.
    public func reloadSections(_ sections: [Int]) throws(CollectionViewError) {
        try record { $0.reloadedSections += sections }
    }

    /// Moves section `section` (old index) to `newSection` (new index) with its items, their cells and sizes.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(CollectionViewError) {
        try record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open batch, or applies it as a batch of one outside any.
    private func record(_ change: (inout BatchUpdate) -> Void) throws(CollectionViewError) {
        guard !isLayingOut else {
            throw .updateDuringLayout
        }
        batchRecorder.open()
        batchRecorder.record(change)
        try closeBatch()
    }

    /// Closes the innermost batch, applying the changes when it is the outermost.
    private func closeBatch() throws(CollectionViewError) {
        if let batch = batchRecorder.close() {
            try apply(batch)
        }
    }

    /// Checks `batch` against the data source's new counts and applies it (see `performBatchUpdates`).
    private func apply(_ batch: BatchUpdate) throws(CollectionViewError) {
        // Changes made before the data was ever loaded (or after the data source changed) name nothing displayed.
        if needsReload {
            try reloadAll()
            return
        }
        try beginLayout()
        defer { endLayout() }
        let newCounts = try loadItemCounts()
        let mapping: BatchUpdateMapping
        do {
            mapping = try batch.mapping(from: itemCounts, to: newCounts)
        } catch {
            throw .batchUpdate(error)
        }
        let anchor = isAtLeadingEdge ? nil : survivingAnchor(mapping)
        remapVisibleElements(mapping)
        selectedItems = Set(selectedItems.compactMap { mapping.survivingIndexPath(forOld: $0) })
        itemCounts = newCounts
        pendingAnchorItem = nil
        if engineNeedsReload {
            reloadEngine()
        } else {
            engine.apply(
                newItemCounts: newCounts, survivingItems: { mapping.survivingIndexPath(forOld: $0) }, source: self)
            elementsNeedLayout = true
        }
        if let anchor {
            // Laying out as far as the anchor first, so the offset is clamped to the content as it now is.
            _ = engine.frameForItem(at: anchor.indexPath, source: self)
        }
        updateContentSize()
        restore(anchor)
        reclampOffset()
        try settleVisibleElements(anchor: anchor)
    }

    /// Whether the offset is at the content's leading edge along the scrolling axis (the top, scrolling vertically).
    private var isAtLeadingEdge: Bool {
        scrollsVertically ? contentOffset.y <= -contentInset.top : contentOffset.x <= -contentInset.left
    }

    /// The first displayed item that keeps its place through the update (deleted and explicitly moved items do
    /// not: a moved item says nothing of where the rest is), at its new index path and its current distance from
    /// the viewport's leading edge.
    private func survivingAnchor(_ mapping: BatchUpdateMapping) -> CollectionViewAnchor? {
        for element in visibleElements where element.kind == .cell && mapping.itemMoves[element.indexPath] == nil {
            if let new = mapping.newIndexPath(forOld: element.indexPath) {
                let frame = element.view.frame
                let leading = scrollsVertically ? frame.minY - contentOffset.y : frame.minX - contentOffset.x
                return CollectionViewAnchor(indexPath: new, screenOffset: leading)
            }
        }
        return nil
    }

    /// Moves the displayed elements that survive the update to their new index paths (reporting `.move` to
    /// `trace`) and ends the display of the others, last first; then puts them back in layout order. The next
    /// layout round gives the survivors their new frames and ends those out of view.
    private func remapVisibleElements(_ mapping: BatchUpdateMapping) {
        for position in visibleElements.indices.reversed() {
            let element = visibleElements[position]
            let new: IndexPath?
            if element.kind == .cell {
                new = mapping.survivingIndexPath(forOld: element.indexPath)
            } else if !mapping.reloadedSections.contains(element.indexPath.section) {
                new = mapping.newSection(forOld: element.indexPath.section).map { IndexPath(item: 0, section: $0) }
            } else {
                new = nil
            }
            guard let new else {
                endDisplayingElement(atPosition: position)
                continue
            }
            if new != element.indexPath {
                visibleElements[position].indexPath = new
                reuseQueue.emit(.move, element.view, at: new)
            }
        }
        visibleElements.sort {
            CollectionViewVisibleElement.order(of: $0.kind, at: $0.indexPath)
                < CollectionViewVisibleElement.order(of: $1.kind, at: $1.indexPath)
        }
    }
}
