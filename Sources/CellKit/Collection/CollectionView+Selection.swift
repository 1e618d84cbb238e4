extension CollectionView {
    /// The selected items, sorted; nil when none is, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item at `indexPath` (replacing the selection unless `allowsMultipleSelection`), without telling the
    /// delegate, as UIKit's; nil deselects every item. Does nothing when `allowsSelection` is false, as in UIKit.
    /// `animated` is ignored; a non-empty `scrollPosition` scrolls as `scrollToItem(at:at:animated:)` does.
    ///
    /// Throws `CollectionViewError.invalidIndexPath` when the item does not exist, and what scrolling throws.
    public func selectItem(
        at indexPath: IndexPath?,
        animated: Bool = false,
        scrollPosition: ScrollPosition = []
    ) throws(CollectionViewError) {
        guard allowsSelection else {
            return
        }
        try loadDataIfNeeded()
        guard let indexPath else {
            for selected in selectedItems.sorted() {
                setSelected(false, at: selected)
            }
            return
        }
        guard itemExists(indexPath) else {
            throw .invalidIndexPath(indexPath)
        }
        if !scrollPosition.isEmpty {
            try scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() where other != indexPath {
                setSelected(false, at: other)
            }
        }
        setSelected(true, at: indexPath)
    }

    /// Deselects the item at `indexPath`, without telling the delegate; does nothing when it is not selected.
    public func deselectItem(at indexPath: IndexPath, animated: Bool = false) {
        setSelected(false, at: indexPath)
    }

    /// A tap at `point`, in the collection view's content coordinates (as `indexPathForItem(at:)` takes): the
    /// deepest view under it that takes touches gets it, as hit-testing decides.
    ///
    /// - An enabled `Control` (such as a `Button`) inside a cell, or a view inside one, runs its actions, and an
    ///   editable `TextView` begins editing; the item is neither highlighted nor selected.
    /// - Otherwise, a tap on a cell asks `shouldHighlightItemAt` (false ends it there: UIKit neither highlights nor
    ///   selects then), highlights the cell while the touch lasts (`didHighlightItemAt`, then `didUnhighlightItemAt`),
    ///   then, if `allowsSelection`: with multiple selection, a selected item is deselected (if
    ///   `shouldDeselectItemAt` agrees) and any other added to the selection; with single selection, the item
    ///   becomes the selection (the others deselected, each told with `didDeselectItemAt`), and a tap on the selected
    ///   item keeps it selected and tells `didSelectItemAt` again, as UIKit does. `shouldSelectItemAt` may refuse.
    ///
    /// A delegate call may reload the data; the item is checked to still exist after each. Returns the item tapped,
    /// or nil when the tap hit no cell.
    @discardableResult
    public func tap(at point: Point) -> IndexPath? {
        layoutForQuery()
        var view = hitTest(point)
        var taker: View?
        while let current = view, current !== self {
            if taker == nil, current.takesTapItself {
                taker = current
            }
            if let cell = current as? CollectionViewCell, let indexPath = indexPath(for: cell) {
                if let taker {
                    taker.takeTap(at: taker.convert(point, from: self))
                } else {
                    highlightThenSelect(cell, at: indexPath)
                }
                return indexPath
            }
            view = current.superview
        }
        return nil
    }

    /// The touch on `cell` at `indexPath`: highlight while it lasts, then the selection change it makes.
    private func highlightThenSelect(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        if let delegate {
            guard delegate.collectionView(self, shouldHighlightItemAt: indexPath) else {
                return
            }
        }
        cell.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cell.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard allowsSelection, itemStillExists(indexPath) else {
            return
        }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true, itemStillExists(indexPath) {
                setSelected(false, at: indexPath)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
            }
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true, itemStillExists(indexPath) else {
            return
        }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() where other != indexPath && selectedItems.contains(other) {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
            guard itemStillExists(indexPath) else {
                return
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Whether the item at `indexPath` exists now, loading the data first if a callback asked for a reload.
    private func itemStillExists(_ indexPath: IndexPath) -> Bool {
        loadDataForQuery()
        return itemExists(indexPath)
    }

    /// Records the selection of `indexPath` and updates its cell if displayed.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            selectedItems.insert(indexPath)
        } else {
            selectedItems.remove(indexPath)
        }
        if let position = visiblePosition(of: .cell, at: indexPath),
            let cell = visibleElements[position].view as? CollectionViewCell
        {
            cell.isSelected = selected
        }
    }
}
