/// What a collection view asks for its items and supplementary views (UIKit's `UICollectionViewDataSource`). Held
/// weakly by the collection view.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; 1 by default. Negative counts are taken as 0.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The number of items in `section`. Negative counts are taken as 0.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The configured cell for the item at `indexPath`, which must come from
    /// `dequeueReusableCell(withReuseIdentifier:for:)` of the collection view, for that index path. Asked only for
    /// items coming into view (and for self-sizing items measured before they are shown). Errors thrown here reach
    /// the caller of the collection view method that asked for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
        -> CollectionViewCell

    /// The configured view of `kind` (`CollectionView.elementKindSectionHeader` or `elementKindSectionFooter`) at
    /// `indexPath` (item 0 of its section), which must come from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Asked only for kinds the layout shows,
    /// those whose reference size is not zero, as they come into view. The default throws
    /// `CollectionViewError.supplementaryViewNotProvided`, as UIKit raises when it is missing.
    func collectionView(
        _ collectionView: CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) throws -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// Throws `CollectionViewError.supplementaryViewNotProvided`: a layout with headers or footers needs this method.
    public func collectionView(
        _ collectionView: CollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) throws -> CollectionReusableView {
        throw CollectionViewError.supplementaryViewNotProvided(elementKind: kind, indexPath: indexPath)
    }
}
