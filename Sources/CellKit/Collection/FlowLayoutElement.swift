/// One element a flow layout places: an item's cell, or a section's header or footer, with its frame in the
/// collection view's content.
struct FlowLayoutElement: Equatable {
    /// What an element is.
    enum Kind: Equatable {
        /// An item's cell (`CollectionView.elementKindCell`).
        case cell
        /// A section's header (`CollectionView.elementKindSectionHeader`).
        case header
        /// A section's footer (`CollectionView.elementKindSectionFooter`).
        case footer
    }

    /// Whether the element is a cell, a header or a footer.
    var kind: Kind
    /// The item's index path; for a header or footer, item 0 of its section, as UIKit names supplementary views.
    var indexPath: IndexPath
    /// The frame in content coordinates; a pinned header's or footer's frame where pinning puts it.
    var frame: Rect
}
