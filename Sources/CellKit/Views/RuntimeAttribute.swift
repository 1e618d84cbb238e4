/// A typed value of a user-defined runtime attribute (Interface Builder's "User Defined Runtime Attributes"), as
/// the template's `attributes { ... }` block sets it and `View.setRuntimeAttribute(_:forKey:)` receives it.
///
/// The cases are Interface Builder's attribute types. CellKit has no string tables, so a localized string arrives
/// as its key for the class to look up.
public enum RuntimeAttribute: Sendable, Hashable {
    /// A boolean: `glow = true`.
    case bool(Bool)
    /// A number: `badgeCount = 3`.
    case number(Double)
    /// A string: `cornerStyle = "pill"`.
    case string(String)
    /// A colour: `accent = #FF0000`.
    case color(Color)
    /// A point: `anchor = point(0.5, 0.5)`.
    case point(Point)
    /// A size: `padding = size(4, 8)`.
    case size(Size)
    /// A rectangle: `hitArea = rect(0, 0, 44, 44)`.
    case rect(Rect)
    /// An image, by name: `icon = image("star")`.
    case image(Image)
    /// A localized string, by its key in the app's string table: `caption = localized("badge.caption")`.
    case localizedString(key: String)
}
