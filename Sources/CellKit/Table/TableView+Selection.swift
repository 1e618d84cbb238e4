extension TableView {
    /// The selected row, the first if several are; nil when none is.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRows.min()
    }

    /// The selected rows, in order; nil when none is, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (replacing the selection unless `allowsMultipleSelection`), without telling
    /// the delegate, as UIKit's; `animated` is ignored and `scrollPosition` scrolls as `scrollToRow` does.
    ///
    /// Throws `TableViewError.invalidIndexPath` when the row does not exist.
    public func selectRow(
        at indexPath: IndexPath,
        animated: Bool = false,
        scrollPosition: ScrollPosition = .none
    ) throws(TableViewError) {
        try loadDataIfNeeded()
        guard flatRow(of: indexPath) != nil else {
            throw .invalidIndexPath(indexPath)
        }
        if !allowsMultipleSelection {
            for other in selectedRows where other != indexPath {
                setSelected(false, at: other)
            }
        }
        setSelected(true, at: indexPath)
        if scrollPosition != .none {
            try scrollToRow(at: indexPath, at: scrollPosition)
        }
    }

    /// Deselects the row at `indexPath`, without telling the delegate; does nothing when it is not selected.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        setSelected(false, at: indexPath)
    }

    /// A tap at `point`, in the table's content coordinates (as `indexPathForRow(at:)` takes): the deepest view
    /// under it that takes touches gets it, as hit-testing decides.
    ///
    /// - An enabled `Control` (such as a `Button`) inside a cell, or a view inside one, runs its actions; its `tag`
    ///   tells the handler which control it was. An editable `TextView` (or a `TextField`, a control) takes the tap
    ///   the same way: it begins editing, and the row is not selected, as in UIKit.
    /// - Otherwise a tap on a row selects it and tells the delegate `didSelectRowAt` (after `didDeselectRowAt` for
    ///   the row it replaces), unless `allowsSelection` is false or the delegate's `willSelectRowAt` returns nil
    ///   (it may also return another row to select); with `allowsMultipleSelection`, a tap on a selected row
    ///   deselects it. A cell whose `selectionStyle` is `.none` is still selected, as in UIKit; it
    ///   just shows no selected background.
    ///
    /// Returns the row tapped, or nil when the tap hit no row.
    @discardableResult
    public func tap(at point: Point) -> IndexPath? {
        layoutForQuery()
        guard let hit = hitTest(point) else {
            return nil
        }
        var view: View? = hit
        var taker: View?
        while let current = view, current !== self {
            if taker == nil, current.takesTapItself {
                taker = current
            }
            if let cell = current as? TableViewCell,
                let position = visibleCellStorage.firstIndex(where: { $0 === cell })
            {
                let indexPath = visibleIndexPathStorage[position]
                if let taker {
                    taker.takeTap(at: taker.convert(point, from: self))
                } else {
                    selectTapped(indexPath)
                }
                return indexPath
            }
            view = current.superview
        }
        return nil
    }

    /// Selects the tapped row (with multiple selection, a tap on a selected row deselects it), asking the delegate
    /// first: `willSelectRowAt` may cancel or redirect the selection. Any delegate call may reload or update the
    /// table, so the row to select is checked to still exist after each one.
    private func selectTapped(_ indexPath: IndexPath) {
        guard allowsSelection else {
            return
        }
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            setSelected(false, at: indexPath)
            delegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        var target = indexPath
        if let delegate {
            guard let chosen = delegate.tableView(self, willSelectRowAt: indexPath) else {
                return
            }
            target = chosen
        }
        guard rowExists(target) else {
            return
        }
        if !allowsMultipleSelection {
            for other in selectedRows.sorted() where other != target && selectedRows.contains(other) {
                setSelected(false, at: other)
                delegate?.tableView(self, didDeselectRowAt: other)
            }
            guard rowExists(target) else {
                return
            }
        }
        setSelected(true, at: target)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Whether the row at `indexPath` exists now, loading the data first if a callback asked for a reload.
    private func rowExists(_ indexPath: IndexPath) -> Bool {
        loadDataForQuery()
        return flatRow(of: indexPath) != nil
    }

    /// Records the selection of `indexPath` and updates its cell if visible.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            selectedRows.insert(indexPath)
        } else {
            selectedRows.remove(indexPath)
        }
        if let row = flatRow(of: indexPath) {
            let position = row - firstVisibleRow
            if visibleCellStorage.indices.contains(position) {
                visibleCellStorage[position].setSelected(selected, animated: false)
            }
        }
    }
}
