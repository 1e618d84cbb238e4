/// Where a collection view's layout puts one element (UIKit's `UICollectionViewLayoutAttributes`, reduced to what a
/// flow layout decides): its index path, its kind and its frame in content coordinates.
public struct CollectionViewLayoutAttributes: Sendable, Hashable {
    /// The item's index path, or item 0 of its section for a header or footer.
    public var indexPath: IndexPath
    /// The supplementary element's kind (`CollectionView.elementKindSectionHeader` or `elementKindSectionFooter`);
    /// nil for a cell, as in UIKit.
    public var representedElementKind: String?
    /// The frame in the collection view's content coordinates; a pinned header's where pinning puts it now.
    public var frame: Rect

    /// Creates the attributes of the element at `indexPath` of `representedElementKind` (nil: a cell) in `frame`.
    public init(indexPath: IndexPath, representedElementKind: String? = nil, frame: Rect) {
        self.indexPath = indexPath
        self.representedElementKind = representedElementKind
        self.frame = frame
    }

    /// The frame's size.
    public var size: Size { frame.size }

    /// The frame's centre.
    public var center: Point { Point(x: frame.midX, y: frame.midY) }
}
