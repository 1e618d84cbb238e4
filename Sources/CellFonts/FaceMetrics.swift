/// A face's vertical metrics in font units, as its `hhea` and `OS/2` tables give them, and the line metrics a text
/// system derives from them.
public struct FaceMetrics: Sendable, Hashable {
    /// `hhea` ascender (positive, above the baseline).
    public var horizontalAscender: Int
    /// `hhea` descender (negative, below the baseline).
    public var horizontalDescender: Int
    /// `hhea` line gap.
    public var horizontalLineGap: Int
    /// `OS/2` sTypoAscender (0 without an `OS/2` table).
    public var typoAscender: Int
    /// `OS/2` sTypoDescender (negative).
    public var typoDescender: Int
    /// `OS/2` sTypoLineGap.
    public var typoLineGap: Int
    /// `OS/2` usWinAscent.
    public var winAscent: Int
    /// `OS/2` usWinDescent (positive, below the baseline).
    public var winDescent: Int
    /// Whether `OS/2` fsSelection bit 7 (USE_TYPO_METRICS) asks for the typographic values.
    public var usesTypoMetrics: Bool
    /// `OS/2` sCapHeight (version 2 and later), else 0.7 em.
    public var capHeight: Int
    /// `OS/2` sxHeight (version 2 and later), else 0.5 em.
    public var xHeight: Int

    /// The ascender lines are laid out with: the typographic one when the face asks for it, else `hhea`'s, else
    /// (a face whose `hhea` values are zero) the Windows one. This is the rule CoreText and Chromium share.
    public var ascender: Int {
        if usesTypoMetrics {
            return typoAscender
        }
        if horizontalAscender != 0 || horizontalDescender != 0 {
            return horizontalAscender
        }
        return typoAscender != 0 || typoDescender != 0 ? typoAscender : winAscent
    }

    /// The descender (negative) chosen by the same rule as `ascender`.
    public var descender: Int {
        if usesTypoMetrics {
            return typoDescender
        }
        if horizontalAscender != 0 || horizontalDescender != 0 {
            return horizontalDescender
        }
        return typoAscender != 0 || typoDescender != 0 ? typoDescender : -winDescent
    }

    /// The line gap chosen by the same rule as `ascender`.
    public var lineGap: Int {
        if usesTypoMetrics {
            return typoLineGap
        }
        if horizontalAscender != 0 || horizontalDescender != 0 {
            return horizontalLineGap
        }
        return typoAscender != 0 || typoDescender != 0 ? typoLineGap : 0
    }

    /// The distance between baselines: `ascender - descender + lineGap` (UIKit's `lineHeight`).
    public var lineHeight: Int {
        ascender - descender + max(0, lineGap)
    }
}
