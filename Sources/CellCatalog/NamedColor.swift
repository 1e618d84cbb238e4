/// A colour `.cell` files name with a leading dot (`.red`, `.systemBlue`, `.secondaryLabel`): UIKit's named colours,
/// its system colours and its semantic colours, with the sRGB components UIKit gives them in light mode and in dark
/// mode (the fixed colours are the same in both).
///
/// Dark values: the system colours and greys from Apple's HIG of 2023 (uikit-metrics.md 3.2, 3.3, column "HIG 2023
/// dark"), the same table the light values come from; the semantic colours from iOS 13's base (not elevated) dark
/// values (3.1, Flutter's `CupertinoColors`, whose 8-bit alphas are kept as published: 0.16, 0.36, ...).
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
    /// The components in dark mode; the light ones for a fixed colour.
    public var dark: Components

    /// Four components in `0...1`.
    public struct Components: Sendable, Hashable {
        /// The red component, `0...1`.
        public var red: Double
        /// The green component, `0...1`.
        public var green: Double
        /// The blue component, `0...1`.
        public var blue: Double
        /// The alpha component, `0...1`.
        public var alpha: Double

        /// Components of bytes over 255, as Apple's tables give them.
        init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double) {
            self.red = Double(red) / 255
            self.green = Double(green) / 255
            self.blue = Double(blue) / 255
            self.alpha = alpha
        }

        /// Components in `0...1`.
        init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// The components in light mode.
    public var light: Components {
        Components(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether the colour differs between light and dark mode (UIKit's dynamic colours).
    public var isDynamic: Bool {
        light != dark
    }

    /// A fixed colour of components in `0...1`.
    init(_ name: String, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.dark = Components(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour of byte components (over 255), as Apple's tables give system colours; `dark` is the dark-mode
    /// bytes, nil for a colour that does not change.
    init(
        _ name: String, bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1,
        dark: (Int, Int, Int)? = nil, darkAlpha: Double? = nil
    ) {
        self.init(
            name, red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
        let bytes = dark ?? (red, green, blue)
        self.dark = Components(bytes: bytes.0, bytes.1, bytes.2, alpha: darkAlpha ?? alpha)
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
        // UIColor's text colours, fixed in both modes: `darkTextColor` is black, `lightTextColor` white at 60 %.
        NamedColor("darkText", white: 0),
        NamedColor("lightText", white: 1, alpha: 0.6),
        // System colours, light and dark mode, as Apple's Human Interface Guidelines gave them in 2023 (iOS 13 to 18).
        NamedColor("systemRed", bytes: 255, 59, 48, dark: (255, 69, 58)),
        NamedColor("systemOrange", bytes: 255, 149, 0, dark: (255, 159, 10)),
        NamedColor("systemYellow", bytes: 255, 204, 0, dark: (255, 214, 10)),
        NamedColor("systemGreen", bytes: 52, 199, 89, dark: (48, 209, 88)),
        NamedColor("systemMint", bytes: 0, 199, 190, dark: (102, 212, 207)),
        NamedColor("systemTeal", bytes: 48, 176, 199, dark: (64, 200, 224)),
        NamedColor("systemCyan", bytes: 50, 173, 230, dark: (100, 210, 255)),
        NamedColor("systemBlue", bytes: 0, 122, 255, dark: (10, 132, 255)),
        NamedColor("systemIndigo", bytes: 88, 86, 214, dark: (94, 92, 230)),
        NamedColor("systemPurple", bytes: 175, 82, 222, dark: (191, 90, 242)),
        NamedColor("systemPink", bytes: 255, 45, 85, dark: (255, 55, 95)),
        NamedColor("systemBrown", bytes: 165, 132, 94, dark: (172, 142, 104)),
        NamedColor("systemGray", bytes: 142, 142, 147),
        NamedColor("systemGray2", bytes: 174, 174, 178, dark: (99, 99, 102)),
        NamedColor("systemGray3", bytes: 199, 199, 204, dark: (72, 72, 74)),
        NamedColor("systemGray4", bytes: 209, 209, 214, dark: (58, 58, 60)),
        NamedColor("systemGray5", bytes: 229, 229, 234, dark: (44, 44, 46)),
        NamedColor("systemGray6", bytes: 242, 242, 247, dark: (28, 28, 30)),
        // Semantic colours, light and dark mode, iOS 13 and later.
        NamedColor("label", bytes: 0, 0, 0, dark: (255, 255, 255)),
        NamedColor("secondaryLabel", bytes: 60, 60, 67, alpha: 0.6, dark: (235, 235, 245)),
        NamedColor("tertiaryLabel", bytes: 60, 60, 67, alpha: 0.3, dark: (235, 235, 245)),
        NamedColor("quaternaryLabel", bytes: 60, 60, 67, alpha: 0.18, dark: (235, 235, 245), darkAlpha: 0.16),
        NamedColor("placeholderText", bytes: 60, 60, 67, alpha: 0.3, dark: (235, 235, 245)),
        NamedColor("link", bytes: 0, 122, 255, dark: (9, 132, 255)),
        NamedColor("separator", bytes: 60, 60, 67, alpha: 0.29, dark: (84, 84, 88), darkAlpha: 0.6),
        NamedColor("opaqueSeparator", bytes: 198, 198, 200, dark: (56, 56, 58)),
        NamedColor("systemBackground", bytes: 255, 255, 255, dark: (0, 0, 0)),
        NamedColor("secondarySystemBackground", bytes: 242, 242, 247, dark: (28, 28, 30)),
        NamedColor("tertiarySystemBackground", bytes: 255, 255, 255, dark: (44, 44, 46)),
        NamedColor("systemGroupedBackground", bytes: 242, 242, 247, dark: (0, 0, 0)),
        NamedColor("secondarySystemGroupedBackground", bytes: 255, 255, 255, dark: (28, 28, 30)),
        NamedColor("tertiarySystemGroupedBackground", bytes: 242, 242, 247, dark: (44, 44, 46)),
        NamedColor("systemFill", bytes: 120, 120, 128, alpha: 0.2, dark: (120, 120, 128), darkAlpha: 0.36),
        NamedColor("secondarySystemFill", bytes: 120, 120, 128, alpha: 0.16, dark: (120, 120, 128), darkAlpha: 0.32),
        NamedColor("tertiarySystemFill", bytes: 118, 118, 128, alpha: 0.12, dark: (118, 118, 128), darkAlpha: 0.24),
        NamedColor("quaternarySystemFill", bytes: 116, 116, 128, alpha: 0.08, dark: (118, 118, 128), darkAlpha: 0.18),
    ]

    /// The names, in catalog order, for messages and "did you mean".
    public static let names = all.map(\.name)

    private static let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
