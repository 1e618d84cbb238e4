extension CollectionView {
    /// Reloads everything (UIKit's `reloadData()`): ends the display of every cell and supplementary view (they go
    /// back to their pools, and are reused for what is displayed next), clears the selection, asks the data source
    /// for the counts again, lays the items out anew and displays what is in view, with the offset clamped when the
    /// content shrank.
    ///
    /// Throws what the data source throws, and `CollectionViewError.tooManySections` or `.tooManyItems` (leaving the
    /// collection view empty) when it has more than a flow layout holds.
    public func reloadData() throws(CollectionViewError) {
        try reloadAll()
    }

    /// `reloadData()`, also run by the first layout or query and after the data source or delegate changed.
    func reloadAll() throws(CollectionViewError) {
        try beginLayout()
        defer { endLayout() }
        endDisplayingAllElements()
        needsReload = false
        pendingAnchorItem = nil
        selectedItems.removeAll()
        do {
            itemCounts = try loadItemCounts()
        } catch {
            itemCounts = []
            reloadEngine()
            reclampOffset()
            throw error
        }
        reloadEngine()
        reclampOffset()
        try settleVisibleElements(anchor: nil)
    }

    /// The data source's item count of each section, checked against the flow layout's limits before anything is
    /// allocated for them.
    private func loadItemCounts() throws(CollectionViewError) -> [Int] {
        let dataSource = dataSource
        do {
            return try FlowLayoutEngine.checkedItemCounts(
                sectionCount: dataSource?.numberOfSections(in: self) ?? 0
            ) { section in
                dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            }
        } catch {
            switch error {
            case .tooManyItems(let count):
                throw .tooManyItems(count: count)
            case .tooManySections(let count):
                throw .tooManySections(count: count)
            }
        }
    }

    /// Loads the data if it was never loaded (or the data source or delegate changed), for a query that may throw,
    /// and lays the items out again if the layout was invalidated or the width changed, so geometry never mixes
    /// the new layout with the old.
    func loadDataIfNeeded() throws(CollectionViewError) {
        if needsReload {
            try reloadAll()
        } else if !isLayingOut, engineNeedsReload {
            try layoutElements()
        }
    }

    /// Loads the data for a query that cannot throw, as `loadDataIfNeeded()` does; an error goes to `layoutError`.
    func loadDataForQuery() {
        guard !isLayingOut else {
            return
        }
        do {
            try loadDataIfNeeded()
        } catch {
            layoutError = error
        }
    }

    /// Whether the item at `indexPath` exists, as last loaded.
    func itemExists(_ indexPath: IndexPath) -> Bool {
        itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }
}

extension CollectionView: FlowLayoutSource {
    /// The delegate's size for the item, else the layout's `itemSize`.
    func flowLayoutSizeForItem(at indexPath: IndexPath) -> Size {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, sizeForItemAt: indexPath)
            ?? collectionViewLayout.itemSize
    }

    /// The delegate's inset for the section, else the layout's `sectionInset`.
    func flowLayoutInset(forSection section: Int) -> EdgeInsets {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, insetForSectionAt: section)
            ?? collectionViewLayout.sectionInset
    }

    /// The delegate's line spacing for the section, else the layout's `minimumLineSpacing`.
    func flowLayoutMinimumLineSpacing(forSection section: Int) -> Double {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
            ?? collectionViewLayout.minimumLineSpacing
    }

    /// The delegate's interitem spacing for the section, else the layout's `minimumInteritemSpacing`.
    func flowLayoutMinimumInteritemSpacing(forSection section: Int) -> Double {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
            ?? collectionViewLayout.minimumInteritemSpacing
    }

    /// The delegate's header size for the section, else the layout's `headerReferenceSize`.
    func flowLayoutHeaderSize(inSection section: Int) -> Size {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
            ?? collectionViewLayout.headerReferenceSize
    }

    /// The delegate's footer size for the section, else the layout's `footerReferenceSize`.
    func flowLayoutFooterSize(inSection section: Int) -> Size {
        flowDelegate?.collectionView(self, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
            ?? collectionViewLayout.footerReferenceSize
    }
}
