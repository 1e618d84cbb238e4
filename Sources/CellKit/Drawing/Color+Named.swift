import CellCatalog

// UIKit's named, system and semantic colours. Their components come from the catalog (`NamedColor`), which is
// also what the checker accepts and what the nib decoder reads, so the three cannot disagree.
extension Color {
    /// UIKit's `black`.
    public static let black = Color(catalogNamed: "black")
    /// UIKit's `darkGray`.
    public static let darkGray = Color(catalogNamed: "darkGray")
    /// UIKit's `lightGray`.
    public static let lightGray = Color(catalogNamed: "lightGray")
    /// UIKit's `white`.
    public static let white = Color(catalogNamed: "white")
    /// UIKit's `gray`.
    public static let gray = Color(catalogNamed: "gray")
    /// UIKit's `red`.
    public static let red = Color(catalogNamed: "red")
    /// UIKit's `green`.
    public static let green = Color(catalogNamed: "green")
    /// UIKit's `blue`.
    public static let blue = Color(catalogNamed: "blue")
    /// UIKit's `cyan`.
    public static let cyan = Color(catalogNamed: "cyan")
    /// UIKit's `yellow`.
    public static let yellow = Color(catalogNamed: "yellow")
    /// UIKit's `magenta`.
    public static let magenta = Color(catalogNamed: "magenta")
    /// UIKit's `orange`.
    public static let orange = Color(catalogNamed: "orange")
    /// UIKit's `purple`.
    public static let purple = Color(catalogNamed: "purple")
    /// UIKit's `brown`.
    public static let brown = Color(catalogNamed: "brown")
    /// UIKit's `clear`.
    public static let clear = Color(catalogNamed: "clear")
    /// UIKit's `darkText`: black, for text on light backgrounds.
    public static let darkText = Color(catalogNamed: "darkText")
    /// UIKit's `lightText`: white at 60 % opacity, for text on dark backgrounds.
    public static let lightText = Color(catalogNamed: "lightText")
    /// UIKit's `systemRed`.
    public static let systemRed = Color(catalogNamed: "systemRed")
    /// UIKit's `systemOrange`.
    public static let systemOrange = Color(catalogNamed: "systemOrange")
    /// UIKit's `systemYellow`.
    public static let systemYellow = Color(catalogNamed: "systemYellow")
    /// UIKit's `systemGreen`.
    public static let systemGreen = Color(catalogNamed: "systemGreen")
    /// UIKit's `systemMint`.
    public static let systemMint = Color(catalogNamed: "systemMint")
    /// UIKit's `systemTeal`.
    public static let systemTeal = Color(catalogNamed: "systemTeal")
    /// UIKit's `systemCyan`.
    public static let systemCyan = Color(catalogNamed: "systemCyan")
    /// UIKit's `systemBlue`.
    public static let systemBlue = Color(catalogNamed: "systemBlue")
    /// UIKit's `systemIndigo`.
    public static let systemIndigo = Color(catalogNamed: "systemIndigo")
    /// UIKit's `systemPurple`.
    public static let systemPurple = Color(catalogNamed: "systemPurple")
    /// UIKit's `systemPink`.
    public static let systemPink = Color(catalogNamed: "systemPink")
    /// UIKit's `systemBrown`.
    public static let systemBrown = Color(catalogNamed: "systemBrown")
    /// UIKit's `systemGray`.
    public static let systemGray = Color(catalogNamed: "systemGray")
    /// UIKit's `systemGray2`.
    public static let systemGray2 = Color(catalogNamed: "systemGray2")
    /// UIKit's `systemGray3`.
    public static let systemGray3 = Color(catalogNamed: "systemGray3")
    /// UIKit's `systemGray4`.
    public static let systemGray4 = Color(catalogNamed: "systemGray4")
    /// UIKit's `systemGray5`.
    public static let systemGray5 = Color(catalogNamed: "systemGray5")
    /// UIKit's `systemGray6`.
    public static let systemGray6 = Color(catalogNamed: "systemGray6")
    /// UIKit's `label`.
    public static let label = Color(catalogNamed: "label")
    /// UIKit's `secondaryLabel`.
    public static let secondaryLabel = Color(catalogNamed: "secondaryLabel")
    /// UIKit's `tertiaryLabel`.
    public static let tertiaryLabel = Color(catalogNamed: "tertiaryLabel")
    /// UIKit's `quaternaryLabel`.
    public static let quaternaryLabel = Color(catalogNamed: "quaternaryLabel")
    /// UIKit's `placeholderText`.
    public static let placeholderText = Color(catalogNamed: "placeholderText")
    /// UIKit's `link`.
    public static let link = Color(catalogNamed: "link")
    /// UIKit's `separator`.
    public static let separator = Color(catalogNamed: "separator")
    /// UIKit's `opaqueSeparator`.
    public static let opaqueSeparator = Color(catalogNamed: "opaqueSeparator")
    /// UIKit's `systemBackground`.
    public static let systemBackground = Color(catalogNamed: "systemBackground")
    /// UIKit's `secondarySystemBackground`.
    public static let secondarySystemBackground = Color(catalogNamed: "secondarySystemBackground")
    /// UIKit's `tertiarySystemBackground`.
    public static let tertiarySystemBackground = Color(catalogNamed: "tertiarySystemBackground")
    /// UIKit's `systemGroupedBackground`.
    public static let systemGroupedBackground = Color(catalogNamed: "systemGroupedBackground")
    /// UIKit's `secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = Color(catalogNamed: "secondarySystemGroupedBackground")
    /// UIKit's `tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = Color(catalogNamed: "tertiarySystemGroupedBackground")
    /// UIKit's `systemFill`.
    public static let systemFill = Color(catalogNamed: "systemFill")
    /// UIKit's `secondarySystemFill`.
    public static let secondarySystemFill = Color(catalogNamed: "secondarySystemFill")
    /// UIKit's `tertiarySystemFill`.
    public static let tertiarySystemFill = Color(catalogNamed: "tertiarySystemFill")
    /// UIKit's `quaternarySystemFill`.
    public static let quaternarySystemFill = Color(catalogNamed: "quaternarySystemFill")

    /// The colour the catalog names `name` (`.red`, `.systemBlue`, `.secondaryLabel`), or nil when it names none.
    public static func named(_ name: String) -> Color? {
        NamedColor.named(name).map(Color.init(_:))
    }

    /// The catalog's colour `named`: dynamic when its dark components differ from its light ones.
    init(_ named: NamedColor) {
        let light = Color(red: named.red, green: named.green, blue: named.blue, alpha: named.alpha)
        guard named.isDynamic else {
            self = light
            return
        }
        let dark = named.dark
        self.init(light: light, dark: Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha))
    }

    /// The catalog's colour called `name`, for the statics above; a name the catalog lacks is a programmer error.
    private init(catalogNamed name: String) {
        guard let named = NamedColor.named(name) else {
            preconditionFailure("the catalog has no colour named '\(name)'")
        }
        self.init(named)
    }
}
