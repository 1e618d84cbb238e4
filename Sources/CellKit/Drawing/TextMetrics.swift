import CellFonts
import CellSupport

/// Text measured as UIKit measures it, with real font files: the advance of each scalar's glyph plus the pair
/// kerning between consecutive glyphs, in points (`pointSize * units / unitsPerEm`).
///
/// - **Faces.** A font's faces come from `FontRegistry.shared`: the system font (`.SFUI-*`) is drawn with
///   `FaceFamily.system` (Inter, drawn on San Francisco's proportions), Helvetica and Arial with Liberation Sans,
///   Times with Liberation Serif, Courier and Menlo with Liberation Mono, an app's registered fonts with their own
///   files. A scalar the face lacks is measured in the first fallback that has it (Droid Sans Fallback for CJK,
///   Noto Color Emoji, DejaVu Sans), and when no file is found at all, in `FontFace.approximation` (0.55 em an
///   ordinary scalar, 1 em a wide one), with a `FontWarning` in the registry.
/// - **Tracking.** The system font gains San Francisco's tracking at its size after every glyph (`Font.tracking`,
///   -0.44 points at 17), which iOS adds by itself; the pictures draw it as CSS `letter-spacing`.
/// - **Exact sums.** Advances are whole units of `FontFace.commonUnitsPerEm`, a multiple of every usual design
///   grid, so a line's width is a sum of integers converted to points once: measuring the same text twice, or in
///   two pieces, never differs by a rounding error.
/// - **Lines.** Newlines always end a line. With a positive `maxWidth` a line also wraps, as UILabel wraps: by
///   words (breaking after spaces and hyphens, and between CJK ideographs and kana except before closing
///   punctuation) for every mode but `.byCharWrapping`, between characters for `.byCharWrapping`; a word longer
///   than a line breaks between characters. Spaces at a wrap hang past the edge and do not count. A `maxWidth`
///   of nil, zero or less does not wrap. At least one character goes on every line, so a too-narrow width still
///   terminates.
/// - **Line limit.** `numberOfLines` of 0 or less is unlimited. Past the limit, the last line shows the rest of its
///   paragraph truncated as the mode says: with "…" at the tail, head or middle so that the line and the ellipsis
///   fit, unwrapped (and clipped by the view) for `.byClipping`, and just the wrapped line for the wrapping modes.
/// - **Size.** The width is the widest line's, never more than `maxWidth` (and `maxWidth` itself when lines were
///   truncated); the height is lines times `font.lineHeight`, or with a `ParagraphStyle`, the lines' boxes and the
///   spacing between them (`ParagraphStyle` says how). The empty string measures `.zero`.
/// - **Tabs.** A tab ends at the paragraph style's next tab stop from its line's start (`ParagraphStyle` says
///   which), NSParagraphStyle's default stops when none is given.
public enum TextMetrics {
    /// The horizontal advance of one Unicode scalar in `font`.
    public static func advance(of scalar: Unicode.Scalar, font: Font) -> Double {
        var meter = TextMeter(chain: faces(for: font), tracking: trackingUnits(of: font))
        return width(units: meter.measure(scalar).advance, font: font)
    }

    /// The width of `text` on one line in `font`: its glyphs' advances and the kerning between them.
    public static func width(of text: some StringProtocol, font: Font) -> Double {
        width(units: faces(for: font).width(of: text, tracking: trackingUnits(of: font)), font: font)
    }

    /// The font's tracking in common units, added to every glyph.
    static func trackingUnits(of font: Font) -> Int {
        FontFace.commonUnitsPerEm / 1000 * font.trackingThousandths
    }

    /// The faces `font` is drawn with: its own face first, then the fallbacks, the approximation last.
    public static func faces(for font: Font) -> FaceChain {
        FontRegistry.shared.chain(for: font.request)
    }

    /// The face `font` draws with, whose `path` and `cssFamilyName` a renderer gives its `@font-face`.
    public static func face(for font: Font) -> FontFace {
        faces(for: font).primary
    }

    /// What the font registry had to work around so far (a missing or unreadable font file, an unknown font name),
    /// each once, as lines for a command line to print: `warning: font file 'Inter-Regular.otf' not found ...`.
    public static var fontWarnings: [String] {
        FontRegistry.shared.warnings.map(\.description)
    }

    /// The lines `text` is laid out in, following the rules in the type's documentation.
    public static func lines(
        of text: String,
        font: Font,
        numberOfLines: Int,
        maxWidth: Double?,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        paragraphStyle: ParagraphStyle = .default
    ) -> [Substring] {
        layout(
            of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, lineBreakMode: lineBreakMode,
            paragraphStyle: paragraphStyle
        )
        .lines.map(\.text)
    }

    /// The size `text` needs in `font`, wrapped to `maxWidth` (nil: no wrapping) and limited to `numberOfLines`
    /// (0: unlimited), its lines spaced by `paragraphStyle`.
    public static func size(
        of text: String,
        font: Font,
        numberOfLines: Int,
        maxWidth: Double?,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        paragraphStyle: ParagraphStyle = .default
    ) -> Size {
        let laidOut = layout(
            of: text,
            font: font,
            numberOfLines: numberOfLines,
            maxWidth: maxWidth,
            lineBreakMode: lineBreakMode,
            paragraphStyle: paragraphStyle
        )
        guard !text.isEmpty, let widest = laidOut.lines.map(\.units).max() else {
            return .zero
        }
        var textWidth = width(units: widest, font: font)
        if let limit = wrappingWidth(maxWidth) {
            textWidth = laidOut.isTruncated ? limit : min(textWidth, limit)
        }
        return Size(width: textWidth, height: paragraphStyle.height(of: font, startsParagraph: laidOut.startsParagraph))
    }

    /// `units` of `FontFace.commonUnitsPerEm` in points at `font`'s size.
    static func width(units: Int, font: Font) -> Double {
        Double(units) * font.pointSize / Double(FontFace.commonUnitsPerEm)
    }

    /// The width lines wrap at, or nil when they do not wrap.
    static func wrappingWidth(_ maxWidth: Double?) -> Double? {
        guard let maxWidth, maxWidth > 0 else {
            return nil
        }
        return maxWidth
    }
}

extension Font {
    /// What the registry is asked for: the name, the CSS weight, and italic from the traits or the name.
    var request: FontRequest {
        FontRequest(
            name: name, weight: weight.cssWeight, isItalic: traits.contains(.italic) || name.contains("Italic"))
    }

    /// The face's line metrics in common units.
    private var lineMetrics: LineMetrics {
        TextMetrics.faces(for: self).lineMetrics
    }

    /// `units` common units in points at this size.
    private func points(_ units: Int) -> Double {
        TextMetrics.width(units: units, font: self)
    }

    /// The distance between baselines of consecutive lines: `ascender - descender + leading` of the face, as
    /// CoreText reports them (the face's `hhea` values, or its `OS/2` typographic ones when it sets
    /// USE_TYPO_METRICS). San Francisco at 17 points gives 20.29; Inter, its stand-in, 20.57.
    public var lineHeight: Double { points(lineMetrics.lineHeight) }

    /// The top of the tallest glyphs above the baseline (UIKit's `ascender`).
    public var ascender: Double { points(lineMetrics.ascender) }

    /// The bottom of the lowest glyphs below the baseline, negative (UIKit's `descender`).
    public var descender: Double { points(lineMetrics.descender) }

    /// The extra space between lines (UIKit's `leading`).
    public var leading: Double { points(lineMetrics.lineGap) }

    /// The height of capital letters (UIKit's `capHeight`).
    public var capHeight: Double { points(lineMetrics.capHeight) }

    /// The height of lowercase letters (UIKit's `xHeight`).
    public var xHeight: Double { points(lineMetrics.xHeight) }
}
