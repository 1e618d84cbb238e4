/// A colour `.cell` files name with a leading dot (`.red`, `.systemBlue`, `.secondaryLabel`): UIKit's named colours,
/// its system colours and its semantic colours, with the sRGB components UIKit gives them in light mode.
///
/// This list is the only one: the checker accepts exactly these names, CellKit declares a `Color` static for each
/// (built from these components) and the nib decoder looks them up here.
public struct NamedColor: Sendable, Hashable {
    /// The name, as written after the dot and as CellKit's `Color` static.
    public var name: String
    /// The red component, `0...1`.
    public var red: Double
    /// The green component, `0...1`.
    public var green: Double
    /// The blue component, `0...1`.
    public var blue: Double
    /// The alpha component, `0...1`.
    public var alpha: Double

    /// A colour of components in `0...1`.
    init(_ name: String, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour of byte components (over 255), as Apple's tables give system colours.
    init(_ name: String, bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(
            name, red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// A grey.
    init(_ name: String, white: Double, alpha: Double = 1) {
        self.init(name, red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour named `name`, if there is one.
    public static func named(_ name: String) -> NamedColor? {
        byName[name]
    }

    /// Every named colour, in the order Grammar.md lists them.
    public static let all: [NamedColor] = [
        // UIColor's fixed colours, with the components UIKit documents.
        NamedColor("black", white: 0),
        NamedColor("darkGray", white: 1.0 / 3.0),
        NamedColor("lightGray", white: 2.0 / 3.0),
        NamedColor("white", white: 1),
        NamedColor("gray", white: 0.5),
        NamedColor("red", red: 1, green: 0, blue: 0),
        NamedColor("green", red: 0, green: 1, blue: 0),
        NamedColor("blue", red: 0, green: 0, blue: 1),
        NamedColor("cyan", red: 0, green: 1, blue: 1),
        NamedColor("yellow", red: 1, green: 1, blue: 0),
        NamedColor("magenta", red: 1, green: 0, blue: 1),
        NamedColor("orange", red: 1, green: 0.5, blue: 0),
        NamedColor("purple", red: 0.5, green: 0, blue: 0.5),
        NamedColor("brown", red: 0.6, green: 0.4, blue: 0.2),
        NamedColor("clear", white: 0, alpha: 0),
        // System colours, light mode, as Apple's Human Interface Guidelines gave them in 2023 (iOS 13 to 18).
        NamedColor("systemRed", bytes: 255, 59, 48),
        NamedColor("systemOrange", bytes: 255, 149, 0),
        NamedColor("systemYellow", bytes: 255, 204, 0),
        NamedColor("systemGreen", bytes: 52, 199, 89),
        NamedColor("systemMint", bytes: 0, 199, 190),
        NamedColor("systemTeal", bytes: 48, 176, 199),
        NamedColor("systemCyan", bytes: 50, 173, 230),
        NamedColor("systemBlue", bytes: 0, 122, 255),
        NamedColor("systemIndigo", bytes: 88, 86, 214),
        NamedColor("systemPurple", bytes: 175, 82, 222),
        NamedColor("systemPink", bytes: 255, 45, 85),
        NamedColor("systemBrown", bytes: 165, 132, 94),
        NamedColor("systemGray", bytes: 142, 142, 147),
        NamedColor("systemGray2", bytes: 174, 174, 178),
        NamedColor("systemGray3", bytes: 199, 199, 204),
        NamedColor("systemGray4", bytes: 209, 209, 214),
        NamedColor("systemGray5", bytes: 229, 229, 234),
        NamedColor("systemGray6", bytes: 242, 242, 247),
        // Semantic colours, light mode, iOS 13 and later.
        NamedColor("label", bytes: 0, 0, 0),
        NamedColor("secondaryLabel", bytes: 60, 60, 67, alpha: 0.6),
        NamedColor("tertiaryLabel", bytes: 60, 60, 67, alpha: 0.3),
        NamedColor("quaternaryLabel", bytes: 60, 60, 67, alpha: 0.18),
        NamedColor("placeholderText", bytes: 60, 60, 67, alpha: 0.3),
        NamedColor("link", bytes: 0, 122, 255),
        NamedColor("separator", bytes: 60, 60, 67, alpha: 0.29),
        NamedColor("opaqueSeparator", bytes: 198, 198, 200),
        NamedColor("systemBackground", bytes: 255, 255, 255),
        NamedColor("secondarySystemBackground", bytes: 242, 242, 247),
        NamedColor("tertiarySystemBackground", bytes: 255, 255, 255),
        NamedColor("systemGroupedBackground", bytes: 242, 242, 247),
        NamedColor("secondarySystemGroupedBackground", bytes: 255, 255, 255),
        NamedColor("tertiarySystemGroupedBackground", bytes: 242, 242, 247),
        NamedColor("systemFill", bytes: 120, 120, 128, alpha: 0.2),
        NamedColor("secondarySystemFill", bytes: 120, 120, 128, alpha: 0.16),
        NamedColor("tertiarySystemFill", bytes: 118, 118, 128, alpha: 0.12),
        NamedColor("quaternarySystemFill", bytes: 116, 116, 128, alpha: 0.08),
    ]

    /// The names, in catalog order, for messages and "did you mean".
    public static let names = all.map(\.name)

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
