extension CollectionView {
    /// Brings the displayed elements up to date: loads the data if it never was (or the data source or delegate
    /// changed), lays the items out again if the layout was invalidated or the viewport's size across the scrolling
    /// axis changed, then displays exactly the cells and supplementary views whose frames intersect the viewport,
    /// asking the data source for those that entered (then `willDisplay`) after returning those that left
    /// (`didEndDisplaying`, then their pool).
    ///
    /// Throws what the data source throws; the elements displayed before the failure stay displayed.
    public func layoutElements() throws(CollectionViewError) {
        guard !isLayingOut else {
            throw .updateDuringLayout
        }
        if needsReload {
            try reloadAll()
            return
        }
        try beginLayout()
        defer { endLayout() }
        let anchor = pendingAnchorItem.flatMap(anchor(at:)) ?? visibleAnchor()
        pendingAnchorItem = nil
        if engineNeedsReload {
            reloadEngine()
            restore(anchor)
        }
        // A larger viewport, or a `bounds.origin` set directly, may leave the offset outside the content: clamp it.
        reclampOffset()
        try settleVisibleElements(anchor: anchor)
    }

    /// Lays the elements out for a query that cannot throw, when the offset, size, layout or data changed.
    func layoutForQuery() {
        guard !isLayingOut, needsReload || elementsNeedLayout || engineNeedsReload else {
            return
        }
        layoutElementsKeepingError()
    }

    /// Lays the elements out (see `layoutElements()`) for a caller that cannot throw, keeping any error in
    /// `layoutError`.
    func layoutElementsKeepingError() {
        do {
            try layoutElements()
            layoutError = nil
        } catch {
            layoutError = error
        }
    }

    /// Starts a pass that calls the data source or delegate; refuses one started from inside another.
    func beginLayout() throws(CollectionViewError) {
        guard !isLayingOut else {
            throw .updateDuringLayout
        }
        isLayingOut = true
        reuseQueue.beginPass()
    }

    /// Ends a pass started by `beginLayout()`. Views dequeued in the pass but never displayed (a data source that
    /// dequeued, then threw) go back to their pools, so failed passes do not leak views.
    func endLayout() {
        isLayingOut = false
        reuseQueue.endPass()
    }

    /// Whether the engine must lay out again: the layout was invalidated (a property changed), or the viewport's
    /// size across the scrolling axis (which decides the lines) changed since it was loaded.
    var engineNeedsReload: Bool {
        if engineInvalidationCount != collectionViewLayout.invalidationCount {
            return true
        }
        let viewport = viewportSize
        return scrollsVertically ? viewport.width != engineViewport.width : viewport.height != engineViewport.height
    }

    /// Loads the model into the engine at the current viewport, asking every section's metrics again; measured
    /// sizes are forgotten, so displayed self-sizing cells are measured again by the next pass.
    func reloadEngine() {
        engineViewport = viewportSize
        engineInvalidationCount = collectionViewLayout.invalidationCount
        engine.reload(itemCounts: itemCounts, viewport: engineViewport, source: self)
        updateContentSize()
        elementsNeedLayout = true
    }

    /// Sets `contentSize` from the engine: exact as far as the layout reached, estimated beyond.
    func updateContentSize() {
        contentSize = engine.contentSize
    }

    /// Brings the displayed elements to exactly those intersecting the viewport, in rounds: each round asks the
    /// engine for the elements in view, ends the display of those that left, measures displayed self-sizing cells
    /// whose size is to be measured again, then displays those that entered, in layout order. A measurement that
    /// changes the layout (or a content size that moves the clamped offset) starts another round from the new
    /// geometry; each round that starts another measured an item for the first time, so the rounds end.
    ///
    /// `anchor` is the item held in place on screen while items are measured: measuring an item before it moves
    /// the offset by the change. When nil, it is the first item in view once the first round has found them.
    func settleVisibleElements(anchor: CollectionViewAnchor?) throws(CollectionViewError) {
        defer { elementsNeedLayout = false }
        var anchor = anchor
        var isFirstRound = true
        while true {
            collectElementsInView()
            endDisplayingElementsOutOfView()
            if isFirstRound {
                isFirstRound = false
                anchor = anchor ?? firstItemInView().flatMap(self.anchor(at:))
            }
            var changed = measureDisplayedCells(anchor: anchor)
            var position = 0
            while !changed, position < enteringElements.count {
                changed = try display(enteringElements[position], anchor: anchor)
                position += 1
            }
            let offset = contentOffset
            updateContentSize()
            reclampOffset()
            guard changed || contentOffset != offset else {
                return
            }
        }
    }

    /// Starts a round: marks every displayed element the engine finds in the viewport (updating its frame, which
    /// pinning or measuring may have moved), and lists the others it finds in `enteringElements`, in layout order.
    private func collectElementsInView() {
        layoutRound &+= 1
        enteringElements.removeAll(keepingCapacity: true)
        let viewport = Rect(origin: contentOffset, size: viewportSize)
        guard viewport.width > 0, viewport.height > 0 else {
            return
        }
        engine.forEachElement(in: viewport, source: self) { element in
            if let position = visiblePosition(of: element.kind, at: element.indexPath) {
                visibleElements[position].round = layoutRound
                visibleElements[position].view.frame = element.frame
            } else {
                enteringElements.append(element)
            }
        }
        sortEnteringElements()
    }

    /// The first item of the running round in view: the first displayed cell still in view, else the first cell
    /// entering.
    private func firstItemInView() -> IndexPath? {
        let kept = visibleElements.first { $0.kind == .cell && $0.round == layoutRound }
        return kept?.indexPath ?? enteringElements.first { $0.kind == .cell }?.indexPath
    }

    /// Sorts `enteringElements` into layout order, in place: the engine reports them in order, so this insertion
    /// sort makes one comparison per element and allocates nothing.
    private func sortEnteringElements() {
        var index = 1
        while index < enteringElements.count {
            let element = enteringElements[index]
            let order = CollectionViewVisibleElement.order(of: element.kind, at: element.indexPath)
            var slot = index
            while slot > 0 {
                let previous = enteringElements[slot - 1]
                guard CollectionViewVisibleElement.order(of: previous.kind, at: previous.indexPath) > order else {
                    break
                }
                enteringElements[slot] = previous
                slot -= 1
            }
            enteringElements[slot] = element
            index += 1
        }
    }

    /// Ends the display of every element the running round did not find in view, last first: the ones found are
    /// moved, in order, to the front of `visibleElements`, the others are ended from the back.
    private func endDisplayingElementsOutOfView() {
        var kept = 0
        for position in visibleElements.indices where visibleElements[position].round == layoutRound {
            if position != kept {
                visibleElements.swapAt(position, kept)
            }
            kept += 1
        }
        while visibleElements.count > kept {
            endDisplayingElement(atPosition: visibleElements.count - 1)
        }
    }

    /// Displays `element`, which entered the viewport: the data source's view for it, checked, then (for a
    /// self-sizing cell not measured yet) measured, placed behind the supplementary views (a cell) or in front of
    /// everything (a supplementary view), and announced with `willDisplay`. Returns whether measuring changed the
    /// layout; the caller then starts another round.
    private func display(_ element: FlowLayoutElement, anchor: CollectionViewAnchor?) throws(CollectionViewError)
        -> Bool
    {
        let indexPath = element.indexPath
        let view: CollectionReusableView
        if element.kind == .cell {
            view = try configuredCell(at: indexPath)
        } else {
            view = try configuredSupplementaryView(ofKind: element.kind, at: indexPath)
        }
        view.frame = element.frame
        var changed = false
        if let cell = view as? CollectionViewCell, element.kind == .cell, needsMeasurement(of: indexPath) {
            changed = measure(cell, at: indexPath, anchor: anchor)
        }
        let position = insertionPosition(of: element.kind, at: indexPath)
        visibleElements.insert(
            CollectionViewVisibleElement(kind: element.kind, indexPath: indexPath, view: view, round: layoutRound),
            at: position
        )
        willDisplay(view, kind: element.kind, at: indexPath)
        return changed
    }

    /// Adds `view` to the collection view (a cell behind the supplementary views, a supplementary view in front of
    /// everything), restores a cell's selection, and tells the delegate it will be displayed.
    private func willDisplay(_ view: CollectionReusableView, kind: FlowLayoutElement.Kind, at indexPath: IndexPath) {
        reuseQueue.emit(.willDisplay, view, at: indexPath)
        if let cell = view as? CollectionViewCell, kind == .cell {
            insertSubview(cell, at: cellInsertionIndex())
            cell.isSelected = selectedItems.contains(indexPath)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        } else {
            addSubview(view)
            delegate?.collectionView(
                self, willDisplaySupplementaryView: view,
                forElementKind: CollectionViewVisibleElement.elementKind(of: kind), at: indexPath)
        }
    }

    /// The index in `subviews` a cell is inserted at so that it stays behind the supplementary views on display:
    /// those are added in front of everything, so they are the last subviews, and the walk back over them costs one
    /// step per supplementary view on display. (A view the app adds in front of them stays in front of everything.)
    private func cellInsertionIndex() -> Int {
        var index = subviews.count
        while index > 0, let view = subviews[index - 1] as? CollectionReusableView,
            view.reuseRecord.state == .visible, let kind = reuseQueue.elementKind(of: view),
            kind != CollectionView.elementKindCell
        {
            index -= 1
        }
        return index
    }

    /// Stops displaying the element at `position` of `visibleElements`: tells the delegate, removes the view and
    /// returns it to its pool. The element may be dequeued again in the same pass, as measuring can move an item
    /// out of view and back.
    func endDisplayingElement(atPosition position: Int) {
        let element = visibleElements.remove(at: position)
        let kind = element.elementKind
        if let cell = element.view as? CollectionViewCell, element.kind == .cell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
        } else {
            delegate?.collectionView(
                self, didEndDisplayingSupplementaryView: element.view, forElementOfKind: kind, at: element.indexPath)
        }
        reuseQueue.emit(.didEndDisplaying, element.view, at: element.indexPath)
        element.view.removeFromSuperview()
        reuseQueue.forgetDequeue(elementKind: kind, at: element.indexPath)
        reuseQueue.recycle(element.view)
    }

    /// Stops displaying every element, last first, so that LIFO pools hand the first element's view out first.
    func endDisplayingAllElements() {
        while !visibleElements.isEmpty {
            endDisplayingElement(atPosition: visibleElements.count - 1)
        }
    }

    /// The position of the displayed element of `kind` at `indexPath` in `visibleElements`, or nil: a binary
    /// search, O(log k) for k elements on display.
    func visiblePosition(of kind: FlowLayoutElement.Kind, at indexPath: IndexPath) -> Int? {
        let position = insertionPosition(of: kind, at: indexPath)
        guard position < visibleElements.count, visibleElements[position].kind == kind,
            visibleElements[position].indexPath == indexPath
        else {
            return nil
        }
        return position
    }

    /// The first position in `visibleElements` whose element does not come before `kind` at `indexPath` in layout
    /// order.
    private func insertionPosition(of kind: FlowLayoutElement.Kind, at indexPath: IndexPath) -> Int {
        let order = CollectionViewVisibleElement.order(of: kind, at: indexPath)
        var low = 0
        var high = visibleElements.count
        while low < high {
            let middle = (low + high) / 2
            let element = visibleElements[middle]
            if CollectionViewVisibleElement.order(of: element.kind, at: element.indexPath) < order {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
