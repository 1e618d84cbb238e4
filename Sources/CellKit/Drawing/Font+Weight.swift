import CellCatalog

extension Font {
    /// The stroke weight of a font (UIKit's `UIFont.Weight`), lightest first; the raw values are the catalog's
    /// `FontWeight` names, which `.cell` files write.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// The lightest weight.
        case ultraLight
        /// A thin weight.
        case thin
        /// A light weight.
        case light
        /// The normal weight.
        case regular
        /// A medium weight.
        case medium
        /// A semibold weight.
        case semibold
        /// The bold weight.
        case bold
        /// A heavy weight.
        case heavy
        /// The heaviest weight.
        case black

        /// UIKit's raw value of the weight, in `-1...1` with regular 0.
        public var value: Double {
            FontWeight(rawValue: rawValue)?.value ?? 0
        }

        /// The weight the catalog's `weight` names.
        init(_ weight: FontWeight) {
            self = Weight(rawValue: weight.rawValue) ?? .regular
        }

        /// The CSS `font-weight` of the weight, 100 to 900.
        public var cssWeight: Int {
            FontWeight(rawValue: rawValue)?.cssWeight ?? 400
        }
    }

    /// A font's symbolic traits (UIKit's `UIFontDescriptor.SymbolicTraits`, the two `.cell` files can ask for).
    public struct Traits: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8

        /// Traits from raw bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Slanted glyphs.
        public static let italic = Traits(rawValue: 1)
        /// Digits of one width.
        public static let monospacedDigits = Traits(rawValue: 2)
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`); the raw values are the catalog's `FontTextStyle`
    /// names, whose sizes for each content size category they use.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// A large title, 34 points at the default size.
        case largeTitle
        /// A first-level title, 28 points.
        case title1
        /// A second-level title, 22 points.
        case title2
        /// A third-level title, 20 points.
        case title3
        /// A heading, 17 points semibold.
        case headline
        /// Body text, 17 points.
        case body
        /// A callout, 16 points.
        case callout
        /// A subheading, 15 points.
        case subheadline
        /// A footnote, 13 points.
        case footnote
        /// A caption, 12 points.
        case caption1
        /// A smaller caption, 11 points.
        case caption2

        /// The style the catalog's `style` names.
        init(_ style: FontTextStyle) {
            self = TextStyle(rawValue: style.rawValue) ?? .body
        }

        /// The catalog's entry, whose table gives the sizes.
        var catalogStyle: FontTextStyle {
            FontTextStyle(rawValue: rawValue) ?? .body
        }
    }
}
