/// What a collection view with a flow layout asks its delegate for sizes and spacing, per item or section (UIKit's
/// `UICollectionViewDelegateFlowLayout`). Every method is optional: the defaults answer the layout's own values.
///
/// Item sizes are asked lazily, as the layout reaches the items (the lines in view and those before them), never
/// for every item up front as UIKit's flow layout does; section metrics are asked for every section when the data
/// is loaded.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`; the default is `layout.itemSize`. With `estimatedItemSize` set, the
    /// item's measured size replaces it once the item is displayed.
    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size

    /// The margins of `section`'s items; the default is `layout.sectionInset`.
    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets

    /// The least room between lines of `section`; the default is `layout.minimumLineSpacing`.
    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double

    /// The least room between items of a line of `section`; the default is `layout.minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double

    /// The size of `section`'s header (its height in a vertical layout, its width in a horizontal one; zero: no
    /// header); the default is `layout.headerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size

    /// The size of `section`'s footer, as the header's; the default is `layout.footerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size
}

extension CollectionViewDelegateFlowLayout {
    /// `layout.itemSize`.
    public func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        layout.itemSize
    }

    /// `layout.sectionInset`.
    public func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        layout.sectionInset
    }

    /// `layout.minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> Double {
        layout.minimumLineSpacing
    }

    /// `layout.minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> Double {
        layout.minimumInteritemSpacing
    }

    /// `layout.headerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size {
        layout.headerReferenceSize
    }

    /// `layout.footerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView,
        layout: CollectionViewFlowLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size {
        layout.footerReferenceSize
    }
}
