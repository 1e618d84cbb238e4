/// A typed value of an archived property.
///
/// References to objects are indices into ``Archive/objects``; the reader checks that every one is in range and that
/// `subviews` lists form a tree.
public enum ArchiveValue: Hashable, Sendable {
    /// A boolean.
    case bool(Bool)
    /// A whole number.
    case integer(Int64)
    /// A number.
    case double(Double)
    /// A string.
    case string(String)
    /// An enumeration case, by the name written after the dot in `.cell` files (`center`).
    case enumCase(String)
    /// An image, by name.
    case image(String)
    /// An SF Symbol, by name.
    case systemImage(String)
    /// A colour.
    case color(ArchivedColor)
    /// A font.
    case font(ArchivedFont)
    /// A width and a height.
    case size(width: Double, height: Double)
    /// Edge insets.
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// Another object.
    case object(Int)
    /// An ordered list of objects.
    case objects([Int])
    /// A layout expression, such as a cell's height.
    case expression(ArchivedExpression)
    /// A layout program: frame components to assign, in order.
    case layout([ArchivedLayoutStep])
    /// An ordered list of strings, such as a segmented control's titles.
    case strings([String])
    /// A point, the value of a runtime attribute.
    case point(x: Double, y: Double)
    /// A rectangle, the value of a runtime attribute.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// A localized string by its key, the value of a runtime attribute.
    case localizedString(String)
    /// A view's user-defined runtime attributes, in source order, each with a value of a kind
    /// ``ArchivedRuntimeAttribute/valueTags`` allows.
    case runtimeAttributes([ArchivedRuntimeAttribute])
    /// A template's layout variables, in source order, each with its default value.
    case layoutVariables([ArchivedLayoutVariable])
}
