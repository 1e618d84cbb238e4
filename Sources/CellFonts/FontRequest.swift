/// What a font asks the registry for: a name (a system font name such as `.SFUI-Semibold`, a PostScript name, a
/// family name), a CSS weight and a slant.
public struct FontRequest: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The CSS weight, 100 to 900.
    public var weight: Int
    /// Whether italic is asked for.
    public var isItalic: Bool

    /// A request for `name` at `weight` (400: regular), upright unless `isItalic`.
    public init(name: String, weight: Int = 400, isItalic: Bool = false) {
        self.name = name
        self.weight = weight
        self.isItalic = isItalic
    }

    /// Whether the name is one of UIKit's names of the system font (`.SFUI-Regular`, `.SFUIText-Bold`,
    /// `.SFNS-…`, `.AppleSystemUIFont`).
    public var isSystemFont: Bool {
        (name.hasPrefix(".SF") && !name.hasPrefix(".SFMono")) || name.hasPrefix(".AppleSystemUIFont")
    }

    /// The weight and slant the name's style part spells (`Helvetica-BoldOblique`, `HelveticaNeue-Medium`), or the
    /// request's own when the name has no style part.
    var styleFromName: (weight: Int, isItalic: Bool) {
        guard let dash = name.lastIndex(of: "-") else {
            return (weight, isItalic)
        }
        let style = name[name.index(after: dash)...].lowercased()
        let italic = isItalic || style.contains("italic") || style.contains("oblique")
        // Longest names first, so `semibold` is not read as `bold`.
        let weights: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
            ("ultrabold", 800), ("hairline", 100), ("thin", 200), ("light", 300), ("medium", 500), ("bold", 700),
            ("heavy", 800), ("black", 900),
        ]
        let named = weights.first { style.contains($0.0) }?.1
        return (named ?? weight, italic)
    }

    /// The name without its style part and spaces, for matching aliases: `helveticaneue`.
    var familyKey: String {
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        return family.lowercased().filter { $0 != " " }
    }
}
