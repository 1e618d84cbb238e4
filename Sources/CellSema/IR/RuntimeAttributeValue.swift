import CellDiagnostics

/// A checked user-defined runtime attribute: its key, its value typed by its literal, and where it is written.
public struct CheckedRuntimeAttribute: Sendable, Hashable {
    /// The attribute's name.
    public var key: String
    /// Its value.
    public var value: RuntimeAttributeValue
    /// From the key to the end of the value.
    public var range: SourceRange

    /// Creates an attribute.
    public init(key: String, value: RuntimeAttributeValue, range: SourceRange) {
        self.key = key
        self.value = value
        self.range = range
    }
}

/// The value of a runtime attribute, one case per Interface Builder attribute type.
public enum RuntimeAttributeValue: Sendable, Hashable {
    /// `true` or `false`.
    case bool(Bool)
    /// A number, from a number literal or arithmetic over constants.
    case number(Double)
    /// A string literal.
    case string(String)
    /// A colour: `#FF0000`, `rgb(...)`, `rgba(...)` or a named colour.
    case color(ColorValue)
    /// `point(x, y)`.
    case point(x: Double, y: Double)
    /// `size(width, height)`.
    case size(width: Double, height: Double)
    /// `rect(x, y, width, height)`.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// `image("name")`.
    case image(String)
    /// `localized("key")`: a string the app looks up by key.
    case localizedString(String)
}
