import CellSupport

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
        if scalar.properties.isEmojiPresentation || EastAsianWidth.isWide(scalar) {
            return 2
        }
        return 1
    }
}
