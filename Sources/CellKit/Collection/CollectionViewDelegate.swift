/// What a collection view tells and asks about its items' display, highlight and selection (UIKit's
/// `UICollectionViewDelegate`). Every method is optional; held weakly by the collection view.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Called after the data source configured `cell` (and a self-sizing cell was measured), just before it is
    /// displayed at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// Called when `cell` stops being displayed, last at `indexPath`, before it returns to the reuse pool.
    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    )

    /// Called just before the supplementary `view` of `elementKind` is displayed at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    )

    /// Called when the supplementary `view` of `elementKind` stops being displayed, last at `indexPath`, before it
    /// returns to the reuse pool.
    func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    )

    /// Asked when a touch lands on the item at `indexPath`: false neither highlights nor selects it, as in UIKit.
    /// The default returns true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

    /// Called when a touch highlighted the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)

    /// Called when the touch on the item at `indexPath` ended and its highlight went.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)

    /// Asked before a tap selects the item at `indexPath`; false leaves the selection as it is. The default returns
    /// true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

    /// Called when a tap selected the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)

    /// Asked before a tap deselects the selected item at `indexPath` (with multiple selection); false keeps it
    /// selected. The default returns true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

    /// Called when a tap deselected the item at `indexPath`: tapped again with multiple selection, or replaced by
    /// another item with single selection.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView,
        didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView,
        willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}

    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {}

    /// True: every item can be highlighted.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// True: every item can be selected.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// True: every selected item can be deselected.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
