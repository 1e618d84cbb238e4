/// What a flow layout engine asks while it lays out: the size of each item and each section's metrics. A collection
/// view implements it by asking its `CollectionViewDelegateFlowLayout`, falling back to its layout's properties.
///
/// The engine asks item sizes lazily, in order, as far as a query needs, and each at most once between changes; it
/// asks section metrics for every section when data is loaded or updated. Values are clamped as
/// `CollectionViewFlowLayout.maximumDimension` says.
@MainActor
protocol FlowLayoutSource: AnyObject {
    /// The size of the item at `indexPath` (not asked while the layout uses estimated sizes).
    func flowLayoutSizeForItem(at indexPath: IndexPath) -> Size
    /// The margins around the lines of `section`.
    func flowLayoutInset(forSection section: Int) -> EdgeInsets
    /// The least distance between successive lines of `section`.
    func flowLayoutMinimumLineSpacing(forSection section: Int) -> Double
    /// The least distance between successive items of a line of `section`.
    func flowLayoutMinimumInteritemSpacing(forSection section: Int) -> Double
    /// The reference size of the header of `section`; a zero extent along the scrolling axis means none.
    func flowLayoutHeaderSize(inSection section: Int) -> Size
    /// The reference size of the footer of `section`; a zero extent along the scrolling axis means none.
    func flowLayoutFooterSize(inSection section: Int) -> Size
}
