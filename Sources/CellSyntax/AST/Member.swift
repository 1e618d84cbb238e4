/// What a template or subview body holds: property assignments and subviews, in source order.
public enum Member: Sendable, Hashable {
    /// `name = value`.
    case property(Property)
    /// A nested view.
    case subview(Subview)
}
