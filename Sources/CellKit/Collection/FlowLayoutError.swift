/// Why a flow layout cannot hold a collection view's data: a data source with more items or sections than
/// `CollectionViewFlowLayout` supports. A collection view checks its counts with
/// `FlowLayoutEngine.checkedItemCounts(sectionCount:itemCount:)` before loading them.
public enum FlowLayoutError: Error, Equatable, CustomStringConvertible {
    /// The data source has more items in all than `CollectionViewFlowLayout.maximumNumberOfItems` (`count` is
    /// `Int.max` when the sum itself overflows).
    case tooManyItems(count: Int)
    /// The data source has more sections than `CollectionViewFlowLayout.maximumNumberOfSections`.
    case tooManySections(count: Int)

    /// The limit and what the data source has, in the style of UIKit's messages.
    public var description: String {
        switch self {
        case .tooManyItems(let count):
            let has = count == Int.max ? "\(count) or more" : "\(count)"
            return "the collection view supports at most \(CollectionViewFlowLayout.maximumNumberOfItems) items; "
                + "the data source has \(has)"
        case .tooManySections(let count):
            return "the collection view supports at most \(CollectionViewFlowLayout.maximumNumberOfSections) "
                + "sections; the data source has \(count)"
        }
    }
}
