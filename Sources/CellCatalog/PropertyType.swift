/// The type of a property's value, which decides how its expression is read.
public enum PropertyType: Sendable, Hashable, CustomStringConvertible {
    /// A number, folded at compile time: `0.5`, `margin * 2`.
    case number
    /// A whole number: `3`.
    case integer
    /// `true` or `false`.
    case bool
    /// A string literal.
    case string
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)` or a named colour such as `.red`.
    case color
    /// `.system(n)`, `.boldSystem(n)` or `.custom("Name", n)`.
    case font
    /// An image name, as a string literal.
    case image
    /// One of an enumeration's cases, written `.name`.
    case enumeration(EnumType)
    /// A frame: `(x, y, width, height)` of layout expressions, evaluated at layout time.
    case frame
    /// `(width, height)`.
    case size
    /// `(top, left, bottom, right)`.
    case insets
    /// `(width, height)` that may be negative: a shadow's offset, UIKit's `CGSize` read as a displacement.
    case offset
    /// The name of an action method: `buttonPressed`.
    case action
    /// A single layout expression, such as a cell's height.
    case length
    /// A list of strings, written as a tuple of string literals: `("Day", "Week", "Month")`; one string alone is
    /// a list of one.
    case strings
    /// A set of an option set's cases: one case `.button`, several in parentheses `(.button, .header)`, or `.none`
    /// for the empty set (UIKit's `UIAccessibilityTraits.none`).
    case optionSet(EnumType)

    /// How the type is named in messages.
    public var description: String {
        switch self {
        case .number: "a number"
        case .integer: "an integer"
        case .bool: "'true' or 'false'"
        case .string: "a string"
        case .color: "a colour"
        case .font: "a font"
        case .image: "an image name"
        case .enumeration(let type): "a '\(type.swiftName)' case"
        case .frame: "a frame '(x, y, width, height)'"
        case .size: "a size '(width, height)'"
        case .insets: "insets '(top, left, bottom, right)'"
        case .offset: "an offset '(width, height)'"
        case .action: "an action method name"
        case .length: "a layout expression"
        case .strings: "a list of strings '(\"A\", \"B\")'"
        case .optionSet(let type): "a set of '\(type.swiftName)' cases such as '(.\(type.cases.first ?? "none"), ...)'"
        }
    }
}
