/// Where a template's outlet is connected, as its `.cell` property `connection` says: on the cell (or view) the
/// template makes, on the nib's File's Owner, or on both, as Interface Builder connects an outlet from either
/// object.
///
/// The generated class compiles the choice in (a `public let` on the class, a property of its `<Template>Owner`
/// protocol, or both), and records it in its schema, so an archive of another choice is refused.
public enum OutletConnection: String, Sendable, CaseIterable {
    /// A property of the template's class only.
    case cell
    /// A property of the owner only: the class keeps the view privately, for its layout.
    case owner
    /// A property of both, the default.
    case both
    /// A property of the nearest enclosing view with a custom class, set through the `<Class>Outlets` protocol the
    /// generated file declares and the class adopts; the template's class keeps the view privately.
    case customView
}
