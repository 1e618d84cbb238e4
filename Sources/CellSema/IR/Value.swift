import CellCatalog

/// A checked property value, ready to emit.
public enum Value: Sendable, Hashable {
    /// A number.
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// A boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// A colour.
    case color(ColorValue)
    /// A font.
    case font(FontValue)
    /// An image, by name.
    case image(String)
    /// An SF Symbol, by name (UIKit's `UIImage(systemName:)`).
    case systemImage(String)
    /// An enumeration case.
    case enumCase(EnumType, String)
    /// A size.
    case size(width: Double, height: Double)
    /// Edge insets.
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    /// An action method name.
    case action(String)
    /// A list of strings, such as a segmented control's titles.
    case strings([String])
    /// A set of an option set's cases, in the catalog's order without repeats; empty for `.none`.
    case optionSet(EnumType, [String])
}

/// A checked colour.
public enum ColorValue: Sendable, Hashable {
    /// One of CellKit's named colours, such as `red`.
    case named(String)
    /// Channels as bytes, with an alpha in 0...1.
    case rgb(red: UInt8, green: UInt8, blue: UInt8, alpha: Double)
    /// A colour of the app's asset catalog, by name, resolved by CellKit at run time.
    case asset(String)
    /// Display P3 components in 0...1, converted to sRGB by CellKit (`Color(displayP3Red:green:blue:alpha:)`).
    case displayP3(red: Double, green: Double, blue: Double, alpha: Double)
}

/// A checked font.
public enum FontValue: Sendable, Hashable {
    /// The system font at a size.
    case system(Double)
    /// The bold system font at a size.
    case boldSystem(Double)
    /// A named font at a size.
    case custom(String, Double)
    /// The system font at a size, of a weight other than the plain forms'.
    case weightedSystem(Double, FontWeight)
    /// The italic system font at a size.
    case italicSystem(Double)
    /// The system font with monospaced digits, at a size and weight.
    case monospacedDigitSystem(Double, FontWeight)
    /// The preferred font of a Dynamic Type text style.
    case textStyle(FontTextStyle)
}
