import CellCatalog

/// A font: a name, a size, a weight, traits and, for a Dynamic Type font, its text style (UIKit's `UIFont`).
/// Headless, so a font is only what measuring and drawing text needs.
public struct Font: Sendable, Hashable {
    /// The name of the regular system font, San Francisco's private PostScript-style name as UIKit reports it.
    public static let systemFontName = ".SFUI-Regular"
    /// The name of the bold system font.
    public static let boldSystemFontName = ".SFUI-Bold"

    /// The font's name: a system font name or the custom name it was created with.
    public let name: String
    /// The size in points.
    public let pointSize: Double
    /// The weight.
    public let weight: Weight
    /// The symbolic traits: italic, monospaced digits.
    public let traits: Traits
    /// The Dynamic Type text style the font was made for (`preferredFont(forTextStyle:)`), nil for the others.
    public let textStyle: TextStyle?

    /// Creates a custom font by name, of regular weight (the name is not parsed for a weight).
    public init(name: String, size: Double) {
        self.init(name: name, pointSize: size, weight: .regular)
    }

    private init(
        name: String, pointSize: Double, weight: Weight, traits: Traits = [], textStyle: TextStyle? = nil
    ) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
    }

    /// The regular system font of `size` points.
    public static func systemFont(ofSize size: Double) -> Font {
        Font(name: systemFontName, pointSize: size, weight: .regular)
    }

    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(name: boldSystemFontName, pointSize: size, weight: .bold)
    }

    /// The system font of `size` points and `weight`; regular and bold are the fonts of the two functions above.
    public static func systemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(name: systemName(weight), pointSize: size, weight: weight)
    }

    /// The italic system font of `size` points.
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(name: ".SFUI-RegularItalic", pointSize: size, weight: .regular, traits: .italic)
    }

    /// The system font of `size` points and `weight` whose digits all have the same width, for numbers in columns.
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> Font {
        Font(name: systemName(weight), pointSize: size, weight: weight, traits: .monospacedDigits)
    }

    /// The font of `style` at the default content size category, `large` (UIKit's answer depends on the app's
    /// current category; CellKit has no global state, so a label follows its trait collection instead, with
    /// `adjustsFontForContentSizeCategory`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: .default)
    }

    /// The font of `style` at the content size category of `traitCollection`, with UIKit's sizes and weights.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection)
        -> Font
    {
        let catalog = style.catalogStyle
        let size = catalog.pointSize(in: traitCollection.preferredContentSizeCategory)
        let weight = Weight(rawValue: catalog.weight.rawValue) ?? .regular
        return Font(name: systemName(weight), pointSize: size, weight: weight, textStyle: style)
    }

    /// UIKit's name of the system font of `weight`: `.SFUI-Semibold`.
    private static func systemName(_ weight: Weight) -> String {
        let name = weight.rawValue
        return ".SFUI-" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// This font at another size, keeping everything else (UIKit's `withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        Font(name: name, pointSize: size, weight: weight, traits: traits, textStyle: textStyle)
    }

    /// Whether this is a system font (of any weight or trait).
    public var isSystem: Bool {
        name.hasPrefix(".SFUI-")
    }
}

extension Font: CustomStringConvertible {
    /// The font as `name size`, for example `.SFUI-Bold 15`.
    public var description: String { "\(name) \(pointSize.compactDescription)" }
}
