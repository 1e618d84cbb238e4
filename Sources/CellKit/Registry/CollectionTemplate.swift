/// A collection-view cell or supplementary view class generated from a `collectionCell` or `reusableView` template
/// in a `.cell` file.
@MainActor
public protocol CollectionTemplate: CollectionReusableView, Template {
    /// The identifier the view is registered and dequeued under; by default the class name.
    static var reuseIdentifier: String { get }

    /// The template's nominal size: the item size (or header size) it is designed at, which a flow layout's
    /// `itemSize` may take. A template whose `width` or `height` reads its content still has one, at its nominal
    /// content; a collection view with an `estimatedItemSize` measures each item with
    /// `systemLayoutSizeFitting(_:)` instead.
    static var nominalSize: Size { get }
}
