/// What a template or subview body holds: property assignments, layout variables, subviews and size-class
/// variations, in source order.
public enum Member: Sendable, Hashable {
    /// `name = value`.
    case property(Property)
    /// A nested view.
    case subview(Subview)
    /// `var name = value`: a layout variable, which only a template's own body may declare.
    case variable(LayoutVariable)
    /// `variation(width: .regular) { ... }`: members for some size classes only.
    case variation(Variation)
}
