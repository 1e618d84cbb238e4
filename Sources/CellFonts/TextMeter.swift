import CellSupport

/// Measures text one scalar at a time in a face chain, remembering what kerning and emoji sequences need of the
/// scalar before. Each scalar costs a character map lookup (a table for ASCII) and a kerning lookup.
///
/// Without a shaper, the rules a shaper applies are approximated:
/// - scalars that draw nothing (format characters, controls, variation selectors, tags) advance 0;
/// - a combining mark advances 0, unless the base before it and the mark compose to a scalar the base's face has,
///   which is then measured instead (as HarfBuzz composes a decomposed `i` and U+0308 to `ï`);
/// - an emoji presentation selector (U+FE0F) measures the scalar before it in the chain's colour face, as browsers
///   and iOS draw `❤️` with the emoji font even where the text face has a `❤`;
/// - an emoji joined to the one before by a zero-width joiner, an emoji modifier after an emoji and the second
///   regional indicator of a flag advance 0, since the emoji font draws each sequence as one glyph.
///
/// Such a correction is a difference from what the scalar before was measured at, so a text's width stays the sum
/// of what its scalars measure. Kerning applies between consecutive glyphs of the same face, and `tracking` (San
/// Francisco's, for the system font) is added to every glyph that advances, as CSS `letter-spacing` adds it.
public struct TextMeter {
    /// The chain measured in.
    public let chain: FaceChain
    /// What every glyph's advance gains, in common units.
    public let tracking: Int
    private var previousFace = -1
    private var previousGlyph: UInt16 = 0
    private var previousScalar: Unicode.Scalar = " "
    /// What the scalar before measured, tracking included, and its kerning with the one before it.
    private var previousAdvance = 0
    private var previousKerning = 0
    private var previousIsEmoji = false
    private var afterJoiner = false
    private var openRegionalIndicator = false

    /// A meter at the start of a line, adding `tracking` common units to every glyph.
    public init(chain: FaceChain, tracking: Int = 0) {
        self.chain = chain
        self.tracking = tracking
    }

    /// Forgets the scalar before, as at the start of a line.
    public mutating func reset() {
        previousFace = -1
        previousIsEmoji = false
        afterJoiner = false
        openRegionalIndicator = false
    }

    /// The advance of `scalar` and the kerning between it and the scalar before, in common units.
    public mutating func measure(_ scalar: Unicode.Scalar) -> (advance: Int, kerning: Int) {
        let value = scalar.value
        if value < 0x80 {
            afterJoiner = false
            previousIsEmoji = false
            openRegionalIndicator = false
            if value < 0x20 || value == 0x7F {
                return (0, 0)
            }
        } else {
            let properties = scalar.properties
            let category = properties.generalCategory
            // Invisible before marks: variation selectors are nonspacing marks too.
            if Self.isInvisible(value, category) {
                if value == 0x200D {
                    afterJoiner = previousIsEmoji
                } else if value == 0xFE0F {
                    return presentingAsEmoji()
                }
                return (0, 0)
            }
            if Self.isMark(category) {
                return composing(scalar)
            }
            let isEmoji = properties.isEmojiPresentation || properties.isEmoji && value > 0x2000
            let joined = afterJoiner && isEmoji
            let modifier = previousIsEmoji && properties.isEmojiModifier
            let isRegional = (0x1F1E6...0x1F1FF).contains(value)
            let closesFlag = isRegional && openRegionalIndicator
            afterJoiner = false
            openRegionalIndicator = isRegional && !closesFlag
            if joined || modifier || closesFlag {
                previousIsEmoji = true
                return (0, 0)
            }
            previousIsEmoji = isEmoji
        }
        let (index, glyph) = chain.face(for: scalar)
        let face = chain.faces[index]
        guard let openType = face.openType else {
            previousFace = -1
            return (Self.approximateAdvance(of: scalar) + tracking, 0)
        }
        var kerning = 0
        if index == previousFace {
            kerning =
                value < 0x80 && previousScalar.value < 0x80
                ? openType.kerning(between: previousScalar, and: scalar)
                : openType.kerning(between: previousGlyph, and: glyph)
        }
        previousFace = index
        previousGlyph = glyph
        previousScalar = scalar
        previousAdvance = face.commonUnits(openType.advance(ofGlyph: glyph)) + tracking
        previousKerning = face.commonUnits(kerning)
        return (previousAdvance, previousKerning)
    }

    /// A combining mark after the scalar before: the difference to their composed scalar's advance when the
    /// base's face has one, else nothing.
    private mutating func composing(_ mark: Unicode.Scalar) -> (advance: Int, kerning: Int) {
        guard previousFace >= 0, let composed = Composition.composed(previousScalar, mark),
            let (glyph, advance) = measured(composed, inFace: previousFace)
        else {
            return (0, 0)
        }
        defer {
            previousGlyph = glyph
            previousScalar = composed
            previousAdvance = advance
        }
        return (advance - previousAdvance, 0)
    }

    /// U+FE0F after a scalar measured in a face without colour glyphs: the difference to that scalar in the
    /// chain's colour face (without the kerning it had in its own), when the colour face has it.
    private mutating func presentingAsEmoji() -> (advance: Int, kerning: Int) {
        guard previousFace >= 0, chain.faces[previousFace].openType?.hasColorGlyphs == false,
            let index = chain.faces.firstIndex(where: { $0.openType?.hasColorGlyphs == true }),
            let (glyph, advance) = measured(previousScalar, inFace: index)
        else {
            return (0, 0)
        }
        defer {
            previousFace = index
            previousGlyph = glyph
            previousAdvance = advance
            previousKerning = 0
            previousIsEmoji = true
        }
        return (advance - previousAdvance - previousKerning, 0)
    }

    /// The glyph of `scalar` in face `index` of the chain and its advance, tracking included; nil when that face
    /// lacks it or is the approximation.
    private func measured(_ scalar: Unicode.Scalar, inFace index: Int) -> (glyph: UInt16, advance: Int)? {
        let face = chain.faces[index]
        guard let openType = face.openType else {
            return nil
        }
        let glyph = openType.glyph(for: scalar)
        guard glyph != 0 else {
            return nil
        }
        return (glyph, face.commonUnits(openType.advance(ofGlyph: glyph)) + tracking)
    }

    /// Whether a scalar of `category` is a combining mark, which a shaper places over the glyph before it without advancing.
    private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Whether the scalar `value` of `category` draws nothing and is skipped by shapers: format characters, controls, variation
    /// selectors.
    private static func isInvisible(_ value: UInt32, _ category: Unicode.GeneralCategory) -> Bool {
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) {
            return true
        }
        switch category {
        case .format, .control: return true
        default: return false
        }
    }

    /// The approximation's advance: 0.55 em, 1 em for wide scalars, 0 for marks.
    static func approximateAdvance(of scalar: Unicode.Scalar) -> Int {
        let em = FontFace.commonUnitsPerEm
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation || EastAsianWidth.isWide(scalar) {
            return em
        }
        return em * 55 / 100
    }
}
