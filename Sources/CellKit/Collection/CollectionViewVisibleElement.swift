/// A cell or supplementary view a collection view displays, with what it displays.
///
/// The collection view keeps them in one array in layout order: by section, then the header, the items in order,
/// then the footer (see `order(of:at:)`), so the cells among them are in index-path order and any element is found
/// by binary search.
struct CollectionViewVisibleElement {
    /// What the element is.
    var kind: FlowLayoutElement.Kind
    /// The item's index path, or item 0 of its section for a header or footer.
    var indexPath: IndexPath
    /// The view displaying it: a `CollectionViewCell` for a cell.
    var view: CollectionReusableView
    /// The number of the last layout round that found the element in view.
    var round: Int

    /// The element kind string of `kind`: `CollectionView.elementKindCell`, `elementKindSectionHeader` or
    /// `elementKindSectionFooter`.
    static func elementKind(of kind: FlowLayoutElement.Kind) -> String {
        switch kind {
        case .cell: CollectionView.elementKindCell
        case .header: CollectionView.elementKindSectionHeader
        case .footer: CollectionView.elementKindSectionFooter
        }
    }

    /// The element's place in layout order: section, then header (0), items (1) or footer (2), then item.
    static func order(of kind: FlowLayoutElement.Kind, at indexPath: IndexPath) -> (Int, Int, Int) {
        switch kind {
        case .header: (indexPath.section, 0, 0)
        case .cell: (indexPath.section, 1, indexPath.item)
        case .footer: (indexPath.section, 2, 0)
        }
    }

    /// The element kind string of the element.
    var elementKind: String { Self.elementKind(of: kind) }
}
