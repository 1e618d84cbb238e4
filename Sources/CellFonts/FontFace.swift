/// A face the registry hands out: a font file's face, or the approximation that stands in when no file is found.
public final class FontFace: Sendable, CustomStringConvertible {
    /// Font units per em shared by every face's measurements, so widths from different faces add up exactly: it is
    /// a multiple of every usual design grid (16 to 16384 in powers of two, 1000, 1200, 2000, 2400, and Inter's
    /// 2816), so an advance converts without rounding; a face on another grid rounds each advance to the nearest
    /// unit. 2^14 * 3^2 * 5^4 * 11.
    public static let commonUnitsPerEm = 1_013_760_000

    /// The file the face was read from; nil for a face registered from bytes and for the approximation.
    public let path: String?
    /// The face's index in its file (a collection holds several).
    public let faceIndex: Int
    /// The parsed face; nil for the approximation.
    public let openType: OpenTypeFace?
    /// The family name from the face's `name` table (`Inter`), or the approximation's name.
    public let familyName: String
    /// The PostScript name (`Inter-Bold`), which `UIFont(name:size:)` matches.
    public let postScriptName: String
    /// A CSS family name unique to this face, for an `@font-face` rule that draws with this very file:
    /// `CellKit Inter-Bold`.
    public let cssFamilyName: String
    /// `commonUnitsPerEm / unitsPerEm` when it divides exactly, else 0 (then advances are rounded).
    private let scale: Int

    /// A face read from a file (or bytes, with `path` nil).
    public init(openType: OpenTypeFace, path: String?, faceIndex: Int = 0) {
        self.openType = openType
        self.path = path
        self.faceIndex = faceIndex
        let names = openType.names
        let fileName = path.map { String($0.split(separator: "/").last ?? "") } ?? "font"
        familyName = names.family.isEmpty ? fileName : names.family
        postScriptName = names.postScriptName.isEmpty ? fileName : names.postScriptName
        cssFamilyName = "CellKit " + postScriptName + (faceIndex == 0 ? "" : "#\(faceIndex)")
        scale = Self.commonUnitsPerEm % openType.unitsPerEm == 0 ? Self.commonUnitsPerEm / openType.unitsPerEm : 0
    }

    private init() {
        openType = nil
        path = nil
        faceIndex = 0
        familyName = "CellKit Approximation"
        postScriptName = "CellKitApproximation"
        cssFamilyName = "sans-serif"
        scale = 1
    }

    /// The last resort when no font file is found: CellKit's old fixed advances, 0.55 em for an ordinary scalar,
    /// 1 em for a wide one (East Asian Wide and Fullwidth, emoji presentation), 0 for marks, format characters and
    /// controls; lines 1.2 em apart. It covers every scalar, so a fallback chain always ends in it.
    public static let approximation = FontFace()

    /// Whether this face has a glyph for `scalar` (the approximation has one for every scalar).
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        openType?.covers(scalar) ?? true
    }

    /// `units` font units of this face in common units.
    public func commonUnits(_ units: Int) -> Int {
        guard let openType, scale == 0 else {
            return units * scale
        }
        let scaled = units * Self.commonUnitsPerEm
        let rounded = (abs(scaled) + openType.unitsPerEm / 2) / openType.unitsPerEm
        return scaled < 0 ? -rounded : rounded
    }

    /// The vertical metrics in common units: ascender, descender (negative), line gap, cap height, x-height.
    public var commonLineMetrics: LineMetrics {
        guard let metrics = openType?.metrics else {
            // 1.2 em lines, with the baseline where San Francisco's proportions put it.
            let em = Self.commonUnitsPerEm
            return LineMetrics(
                ascender: em * 95 / 100, descender: -(em * 25 / 100), lineGap: 0, capHeight: em * 70 / 100,
                xHeight: em * 52 / 100)
        }
        return LineMetrics(
            ascender: commonUnits(metrics.ascender), descender: commonUnits(metrics.descender),
            lineGap: commonUnits(max(0, metrics.lineGap)), capHeight: commonUnits(metrics.capHeight),
            xHeight: commonUnits(metrics.xHeight))
    }

    /// The face as its PostScript name and file: `Inter-Bold (/usr/share/fonts/opentype/inter/Inter-Bold.otf)`.
    public var description: String {
        path.map { "\(postScriptName) (\($0))" } ?? postScriptName
    }
}

/// A face's vertical metrics in `FontFace.commonUnitsPerEm` units.
public struct LineMetrics: Sendable, Hashable {
    /// Above the baseline.
    public var ascender: Int
    /// Below the baseline, negative.
    public var descender: Int
    /// Extra space between lines.
    public var lineGap: Int
    /// The height of capitals.
    public var capHeight: Int
    /// The height of lowercase letters.
    public var xHeight: Int

    /// The distance between baselines: `ascender - descender + lineGap`.
    public var lineHeight: Int { ascender - descender + lineGap }
}
