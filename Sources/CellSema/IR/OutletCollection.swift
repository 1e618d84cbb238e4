import CellCatalog

/// An outlet collection of a checked template: an array property of its class holding several subviews, as
/// Interface Builder's outlet collections do.
public struct OutletCollection: Sendable, Hashable {
    /// The property's name.
    public var name: String
    /// The indices of its views in ``CheckedTemplate/views``, in source order.
    public var views: [Int]
    /// The kind its elements share, or `.view` when they are of several kinds.
    public var kind: ViewKind
    /// The custom class its elements share, if they all have the same one.
    public var customClass: String?

    /// Creates a collection.
    public init(name: String, views: [Int], kind: ViewKind, customClass: String?) {
        self.name = name
        self.views = views
        self.kind = kind
        self.customClass = customClass
    }
}
