/// How many terminal cells a Unicode scalar takes, so carets line up under wide text such as Japanese or emoji.
///
/// This is a small approximation of `wcwidth`: marks and format characters take none, emoji shown as pictures and
/// East Asian wide or fullwidth characters take two, everything else one.
enum DisplayWidth {
    /// The number of cells `scalar` takes.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        // ASCII and Latin-1 are by far the most common and all narrow.
        if scalar.value < 0x300 {
            return 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if scalar.properties.isEmojiPresentation || isEastAsianWide(scalar.value) {
            return 2
        }
        return 1
    }

    /// The blocks of East Asian wide and fullwidth characters.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x20000...0x2FFFD,  // CJK extensions B and later
        0x30000...0x3FFFD,  // CJK extension G and later
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
