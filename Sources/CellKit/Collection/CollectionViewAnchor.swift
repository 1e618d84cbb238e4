/// An item a collection view holds in place on screen while the layout before it changes (self-sizing items measured,
/// a relayout at a new width, items inserted or deleted above it): its index path and the distance of its leading
/// edge from the viewport's, along the scrolling axis.
struct CollectionViewAnchor {
    /// The item held in place.
    var indexPath: IndexPath
    /// Its frame's minimum along the scrolling axis minus the offset's, when the anchor was taken.
    var screenOffset: Double
}
