/// A family of font files from Debian's packages, by file name: which file serves each weight and slant.
public struct FaceFamily: Sendable, Hashable {
    /// One file of the family.
    public struct Member: Sendable, Hashable {
        /// The CSS weight, 100 to 900.
        public var weight: Int
        /// Whether the face is italic (or oblique).
        public var isItalic: Bool
        /// The file's name, found anywhere under the registry's search paths.
        public var fileName: String
    }

    /// The family's name, for messages.
    public let name: String
    /// Its files.
    public let members: [Member]

    /// A family of `members`.
    public init(name: String, members: [Member]) {
        self.name = name
        self.members = members
    }

    /// A family whose files are named `<prefix>-<Style><Italic>.<ext>` for the styles given with their weights;
    /// `regular` is the style name of weight 400, whose italic is `<prefix>-<italic>`.
    static func named(
        _ name: String, prefix: String, ext: String, styles: [(Int, String)], italic: String = "Italic",
        regular: String = "Regular"
    ) -> FaceFamily {
        var members: [Member] = []
        for (weight, style) in styles {
            members.append(Member(weight: weight, isItalic: false, fileName: "\(prefix)-\(style).\(ext)"))
            let slanted = style == regular ? italic : style + italic
            members.append(Member(weight: weight, isItalic: true, fileName: "\(prefix)-\(slanted).\(ext)"))
        }
        return FaceFamily(name: name, members: members)
    }

    /// The members in the order they should be tried for `weight` and `italic`: the slant asked for first, then the
    /// nearest weight (as CSS matches weights: the exact one, then lighter below 400 and heavier above 500).
    public func candidates(weight: Int, italic: Bool) -> [Member] {
        members.sorted { left, right in
            let leftKey = (left.isItalic == italic ? 0 : 1, distance(left.weight, weight))
            let rightKey = (right.isItalic == italic ? 0 : 1, distance(right.weight, weight))
            return leftKey < rightKey
        }
    }

    /// How far a face of `weight` is from the asked `wanted` weight, preferring the direction CSS prefers.
    private func distance(_ weight: Int, _ wanted: Int) -> Int {
        let difference = weight - wanted
        let prefersHeavier = wanted > 500
        let towardPreferred = prefersHeavier ? difference >= 0 : difference <= 0
        return abs(difference) * 2 + (towardPreferred ? 0 : 1)
    }

    /// Inter, drawn on San Francisco's proportions: nine weights with italics (`fonts-inter`).
    public static let inter = named(
        "Inter", prefix: "Inter", ext: "otf",
        styles: [
            (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"), (600, "SemiBold"),
            (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
        ])
    /// Roboto (`fonts-roboto`).
    public static let roboto = named(
        "Roboto", prefix: "Roboto", ext: "ttf",
        styles: [(100, "Thin"), (300, "Light"), (400, "Regular"), (500, "Medium"), (700, "Bold"), (900, "Black")])
    /// Open Sans (`fonts-open-sans`).
    public static let openSans = named(
        "Open Sans", prefix: "OpenSans", ext: "ttf",
        styles: [(300, "Light"), (400, "Regular"), (600, "Semibold"), (700, "Bold"), (800, "ExtraBold")])
    /// Lato (`fonts-lato`).
    public static let lato = named(
        "Lato", prefix: "Lato", ext: "ttf",
        styles: [
            (100, "Hairline"), (200, "Thin"), (300, "Light"), (400, "Regular"), (500, "Medium"), (600, "Semibold"),
            (700, "Bold"), (800, "Heavy"), (900, "Black"),
        ])
    /// Liberation Sans, metric-compatible with Arial and so a stand-in for Helvetica (`fonts-liberation2`).
    public static let liberationSans = named(
        "Liberation Sans", prefix: "LiberationSans", ext: "ttf", styles: [(400, "Regular"), (700, "Bold")])
    /// Liberation Serif, metric-compatible with Times New Roman.
    public static let liberationSerif = named(
        "Liberation Serif", prefix: "LiberationSerif", ext: "ttf", styles: [(400, "Regular"), (700, "Bold")])
    /// Liberation Mono, metric-compatible with Courier New.
    public static let liberationMono = named(
        "Liberation Mono", prefix: "LiberationMono", ext: "ttf", styles: [(400, "Regular"), (700, "Bold")])
    /// DejaVu Sans, the last font fallback, with wide coverage (`fonts-dejavu-core`).
    public static let dejaVuSans = FaceFamily(
        name: "DejaVu Sans",
        members: [
            Member(weight: 200, isItalic: false, fileName: "DejaVuSans-ExtraLight.ttf"),
            Member(weight: 400, isItalic: false, fileName: "DejaVuSans.ttf"),
            Member(weight: 400, isItalic: true, fileName: "DejaVuSans-Oblique.ttf"),
            Member(weight: 700, isItalic: false, fileName: "DejaVuSans-Bold.ttf"),
            Member(weight: 700, isItalic: true, fileName: "DejaVuSans-BoldOblique.ttf"),
        ])
    /// Droid Sans Fallback, for Chinese and Japanese (`fonts-droid-fallback`; it has no Hangul).
    public static let droidSansFallback = FaceFamily(
        name: "Droid Sans Fallback",
        members: [Member(weight: 400, isItalic: false, fileName: "DroidSansFallbackFull.ttf")])
    /// Nanum Barun Gothic, for the Hangul Droid Sans Fallback lacks (`fonts-nanum`; not its Nanum Gothic, whose
    /// file Chromium's font sanitiser refuses, so that pictures could not draw it).
    public static let nanumBarunGothic = FaceFamily(
        name: "Nanum Barun Gothic",
        members: [
            Member(weight: 400, isItalic: false, fileName: "NanumBarunGothic.ttf"),
            Member(weight: 700, isItalic: false, fileName: "NanumBarunGothicBold.ttf"),
        ])
    /// Noto Color Emoji (`fonts-noto-color-emoji`).
    public static let notoColorEmoji = FaceFamily(
        name: "Noto Color Emoji", members: [Member(weight: 400, isItalic: false, fileName: "NotoColorEmoji.ttf")])

    /// The family the system font (`.SFUI-*`) is drawn with: the freely licensed one whose metrics come closest to
    /// San Francisco's. Change it here to try another.
    public static let system = inter
    /// The families tried, in order, for a scalar the font's own face lacks: CJK (Chinese and Japanese, then
    /// Korean), emoji, then wide coverage.
    public static let fallbacks = [droidSansFallback, nanumBarunGothic, notoColorEmoji, dejaVuSans]
    /// The candidates measured against San Francisco.
    public static let systemCandidates = [inter, roboto, openSans, lato, liberationSans, dejaVuSans]
}
