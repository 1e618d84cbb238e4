/// The East Asian Wide (W) and Fullwidth (F) characters of Unicode's UAX #11, which take two columns in a terminal
/// and about a full em in a proportional font: CJK ideographs, kana, Hangul, fullwidth forms.
///
/// The table holds the blocks text in cells meets, not every scattered wide symbol; the diagnostic renderer lines
/// carets up by it and CellKit measures text by it, so both agree on which characters are wide.
public enum EastAsianWidth {
    /// Whether `scalar` is East Asian Wide or Fullwidth.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Everything below the first block is narrow, and that is nearly all the text a cell holds.
        guard value >= wideRanges[0].lowerBound else { return false }
        let index = wideRanges.partitioningIndex { $0.upperBound >= value }
        return index < wideRanges.endIndex && wideRanges[index].contains(value)
    }

    /// The wide blocks, sorted and disjoint, so a binary search finds the one that could hold a scalar.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extension G and later
    ]
}
