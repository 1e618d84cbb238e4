extension CollectionView {
    /// The cell the data source returns for `indexPath`, checked (see `dataSourceCell(at:)`) and marked displayed.
    func configuredCell(at indexPath: IndexPath) throws(CollectionViewError) -> CollectionViewCell {
        let cell = try dataSourceCell(at: indexPath)
        markDisplayed(cell, at: indexPath)
        return cell
    }

    /// The cell the data source returns for `indexPath`, checked to be one this collection view dequeued as a cell
    /// and is not displaying; it stays dequeued.
    func dataSourceCell(at indexPath: IndexPath) throws(CollectionViewError) -> CollectionViewCell {
        guard let dataSource else {
            throw .missingDataSource
        }
        let cell: CollectionViewCell
        do {
            cell = try dataSource.collectionView(self, cellForItemAt: indexPath)
        } catch {
            throw Self.dataSourceError(error, elementKind: Self.elementKindCell, at: indexPath)
        }
        try check(cell, isDequeuedAs: Self.elementKindCell, at: indexPath)
        return cell
    }

    /// The view the data source returns for the supplementary element of `kind` at `indexPath`, checked to be one
    /// this collection view dequeued for that kind and is not displaying, and marked displayed.
    func configuredSupplementaryView(
        ofKind kind: FlowLayoutElement.Kind,
        at indexPath: IndexPath
    ) throws(CollectionViewError) -> CollectionReusableView {
        guard let dataSource else {
            throw .missingDataSource
        }
        let elementKind = CollectionViewVisibleElement.elementKind(of: kind)
        let view: CollectionReusableView
        do {
            view = try dataSource.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
        } catch {
            throw Self.dataSourceError(error, elementKind: elementKind, at: indexPath)
        }
        try check(view, isDequeuedAs: elementKind, at: indexPath)
        markDisplayed(view, at: indexPath)
        return view
    }

    /// Checks that `view`, returned by the data source for `elementKind` at `indexPath`, was dequeued from this
    /// collection view for that kind and is not displayed, as UIKit checks a view's reuse identifier.
    private func check(
        _ view: CollectionReusableView,
        isDequeuedAs elementKind: String,
        at indexPath: IndexPath
    ) throws(CollectionViewError) {
        let madeKind = reuseQueue.elementKind(of: view)
        if madeKind == elementKind, view.reuseRecord.state == .visible {
            throw .viewAlreadyDisplayed(elementKind: elementKind, indexPath: indexPath)
        }
        guard madeKind == elementKind, view.reuseRecord.state == .dequeued else {
            if elementKind == Self.elementKindCell {
                throw .cellNotDequeued(indexPath)
            }
            throw .supplementaryViewNotDequeued(
                elementKind: elementKind, indexPath: indexPath, viewClass: String(describing: type(of: view)))
        }
    }

    /// Marks `view` displayed (no longer dequeued) and reports the data source's answer to `trace`.
    private func markDisplayed(_ view: CollectionReusableView, at indexPath: IndexPath) {
        view.reuseRecord.state = .visible
        view.reuseRecord.dequeuedIndexPath = nil
        reuseQueue.emit(.cellForRow, view, at: indexPath)
    }

    /// The collection view error for `error`, thrown by the data source while providing the view of `elementKind`
    /// at `indexPath`: itself when it is one, else `dataSourceFailed` with its description.
    private static func dataSourceError(
        _ error: any Error,
        elementKind: String,
        at indexPath: IndexPath
    ) -> CollectionViewError {
        if let error = error as? CollectionViewError {
            return error
        }
        return .dataSourceFailed(elementKind: elementKind, indexPath: indexPath, reason: "\(error)")
    }
}
