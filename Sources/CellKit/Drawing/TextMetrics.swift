import CellSupport

/// A deterministic approximation of text layout, used for intrinsic sizes and previews.
///
/// There is no font rasteriser on Linux, so every measurement comes from these rules, which are simple enough to
/// compute by hand in a test:
/// - **Advances.** Each Unicode scalar advances by a fixed fraction of the point size: `0.55` for an ordinary
///   scalar, `1.0` for a wide one (East Asian Wide and Fullwidth scalars: CJK ideographs, kana, Hangul, fullwidth
///   forms; and scalars shown as emoji by default), and `0` for scalars that draw nothing on their own (combining
///   marks, format characters such as the zero-width joiner, variation selectors, controls).
/// - **Lines.** Newlines always end a line. With a positive `maxWidth` a line also wraps: by words for every
///   mode except `.byCharWrapping` (a word longer than the line is broken between characters), between characters
///   for `.byCharWrapping`. Spaces at a wrap hang past the edge and do not count. A `maxWidth` of nil, zero or
///   less does not wrap. At least one character goes on every line, so a too-narrow width still terminates.
/// - **Line limit.** `numberOfLines` of 0 or less is unlimited; otherwise lines past the limit are dropped, and
///   when a `maxWidth` is given the text is then taken to be truncated with an ellipsis filling the last line.
/// - **Size.** The width is the widest line's, never more than `maxWidth`; the height is lines times
///   `font.lineHeight`. The empty string measures `.zero`.
public enum TextMetrics {
    /// The advance of an ordinary scalar, as a fraction of the point size.
    public static let ordinaryAdvance = 0.55
    /// The advance of a wide (East Asian or emoji) scalar, as a fraction of the point size.
    public static let wideAdvance = 1.0

    /// The horizontal advance of one Unicode scalar in `font`.
    public static func advance(of scalar: Unicode.Scalar, font: Font) -> Double {
        width(units: units(of: scalar), font: font)
    }

    /// The width of `text` on one line in `font`: the sum of its scalars' advances.
    public static func width(of text: some StringProtocol, font: Font) -> Double {
        width(units: text.unicodeScalars.reduce(0) { $0 + units(of: $1) }, font: font)
    }

    /// The lines `text` is laid out in, following the rules in the type's documentation.
    public static func lines(
        of text: String,
        font: Font,
        numberOfLines: Int,
        maxWidth: Double?,
        lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> [Substring] {
        layout(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, lineBreakMode: lineBreakMode)
            .lines.map(\.text)
    }

    /// The size `text` needs in `font`, wrapped to `maxWidth` (nil: no wrapping) and limited to `numberOfLines`
    /// (0: unlimited).
    public static func size(
        of text: String,
        font: Font,
        numberOfLines: Int,
        maxWidth: Double?,
        lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> Size {
        let laidOut = layout(
            of: text,
            font: font,
            numberOfLines: numberOfLines,
            maxWidth: maxWidth,
            lineBreakMode: lineBreakMode
        )
        guard !text.isEmpty, let widest = laidOut.lines.map(\.units).max() else {
            return .zero
        }
        var textWidth = width(units: widest, font: font)
        if let limit = wrappingWidth(maxWidth) {
            textWidth = laidOut.isTruncated ? limit : min(textWidth, limit)
        }
        return Size(width: textWidth, height: Double(laidOut.lines.count) * font.lineHeight)
    }

    /// The advance of `scalar` in hundredths of the point size.
    ///
    /// Whole-number units keep sums exact: a line's width is computed once from its total, so measuring the same
    /// text twice, or in two pieces, never differs by a rounding error.
    static func units(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation || EastAsianWidth.isWide(scalar) {
            return 100
        }
        return 55
    }

    static func width(units: Int, font: Font) -> Double {
        Double(units) * font.pointSize / 100
    }

    /// The width lines wrap at, or nil when they do not wrap.
    static func wrappingWidth(_ maxWidth: Double?) -> Double? {
        guard let maxWidth, maxWidth > 0 else {
            return nil
        }
        return maxWidth
    }
}
