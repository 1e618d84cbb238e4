import CellSupport

/// Measures text one scalar at a time in a face chain, remembering what kerning and emoji sequences need of the
/// scalar before. Each scalar costs a character map lookup (a table for ASCII) and a kerning lookup.
///
/// Without a shaper, the rules a shaper applies are approximated: scalars that draw nothing (format characters,
/// controls, variation selectors, tags) and combining marks advance 0; an emoji joined to the one before by a zero-width joiner, an
/// emoji modifier after an emoji and the second regional indicator of a flag also advance 0, since the emoji
/// font draws each sequence as one glyph. Kerning applies between consecutive glyphs of the same face.
public struct TextMeter {
    /// The chain measured in.
    public let chain: FaceChain
    private var previousFace = -1
    private var previousGlyph: UInt16 = 0
    private var previousScalar: Unicode.Scalar = " "
    private var previousIsEmoji = false
    private var afterJoiner = false
    private var openRegionalIndicator = false

    /// A meter at the start of a line.
    public init(chain: FaceChain) {
        self.chain = chain
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
        } else if isInvisible(scalar) || Self.isMark(scalar) {
            if value == 0x200D {
                afterJoiner = previousIsEmoji
            }
            return (0, 0)
        } else {
            let properties = scalar.properties
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
            return (Self.approximateAdvance(of: scalar), 0)
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
        return (face.commonUnits(openType.advance(ofGlyph: glyph)), face.commonUnits(kerning))
    }

    /// Whether `scalar` is a combining mark, which a shaper places over the glyph before it without advancing.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Whether `scalar` draws nothing and is skipped by shapers: format characters, controls, variation
    /// selectors.
    private func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) {
            return true
        }
        switch scalar.properties.generalCategory {
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
