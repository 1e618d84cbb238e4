/// A font: a name, a size and a weight (UIKit's `UIFont`). Headless, so a font is only what measuring text needs.
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

    /// Creates a custom font by name, of regular weight (the name is not parsed for a weight).
    public init(name: String, size: Double) {
        self.init(name: name, pointSize: size, weight: .regular)
    }

    private init(name: String, pointSize: Double, weight: Weight) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The regular system font of `size` points.
    public static func systemFont(ofSize size: Double) -> Font {
        Font(name: systemFontName, pointSize: size, weight: .regular)
    }

    /// The bold system font of `size` points.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(name: boldSystemFontName, pointSize: size, weight: .bold)
    }

    /// Whether this is one of the two system fonts.
    public var isSystem: Bool {
        name == Self.systemFontName || name == Self.boldSystemFontName
    }

    /// The distance between baselines of consecutive lines: `pointSize * 1.2`.
    ///
    /// San Francisco's real line height is about 1.19 times its size; a fixed ratio keeps text metrics exact and
    /// predictable in tests.
    public var lineHeight: Double { pointSize * 1.2 }
}

extension Font: CustomStringConvertible {
    /// The font as `name size`, for example `.SFUI-Bold 15`.
    public var description: String { "\(name) \(pointSize.compactDescription)" }
}
