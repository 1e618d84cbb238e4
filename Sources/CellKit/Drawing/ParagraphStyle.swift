/// How the lines of a label's or text view's text are spaced (the line-height half of UIKit's `NSParagraphStyle`).
///
/// Every value is in points and 0 means unset, as in `NSParagraphStyle`:
/// - **Line height.** A line's box is the font's `lineHeight` times `lineHeightMultiple` (when positive), then at
///   least `minimumLineHeight` and at most `maximumLineHeight` (each when positive), in that order, as Apple
///   documents `lineHeightMultiple` ("multiplied by this factor before being constrained by minimum and maximum
///   line height"); so a maximum below the minimum wins. The glyphs sit at the bottom of their line box, as TextKit
///   draws them: extra height goes above them, and missing height is taken from above them.
/// - **Spacing.** `lineSpacing` is added between consecutive lines, not after the last, so `n` lines with
///   spacing `s` are `n * lineHeight + (n - 1) * s` tall, as a UILabel measures them (and a one-line label gains
///   nothing). Between paragraphs (after a newline) the gap also gains the previous paragraph's
///   `paragraphSpacing` and the next one's `paragraphSpacingBefore`; neither is added at the top or bottom of the
///   text.
/// - **Tabs.** A tab character advances to the first of `tabStops` past where it stands on its line (NSParagraphStyle's
///   12 left-aligned stops every 28 points by default), then to the next multiple of `defaultTabInterval` when that
///   is positive; past both, it is as wide as a space (TextKit leaves that case undocumented; this is CellKit's
///   choice). Every stop is left-aligned: the text after it starts there.
public struct ParagraphStyle: Sendable, Hashable {
    /// The room between the bottom of one line and the top of the next.
    public var lineSpacing = 0.0
    /// The least height of a line; 0 for none.
    public var minimumLineHeight = 0.0
    /// The greatest height of a line; 0 for none.
    public var maximumLineHeight = 0.0
    /// The factor the font's line height is multiplied by, before the minimum and maximum; 0 for none.
    public var lineHeightMultiple = 0.0
    /// The room added after a paragraph, before the next one.
    public var paragraphSpacing = 0.0
    /// The room added before a paragraph, after the previous one.
    public var paragraphSpacingBefore = 0.0
    /// Where tabs stop, in points from the line's start, ascending: NSParagraphStyle's default of 12 stops every 28
    /// points to begin with.
    public var tabStops = ParagraphStyle.defaultTabStops {
        didSet { tabStops.sort() }
    }
    /// The distance between the tab stops past the last of `tabStops`; 0 for none.
    public var defaultTabInterval = 0.0

    /// NSParagraphStyle's default tab stops: 12 left-aligned stops at 28-point intervals.
    public static let defaultTabStops: [Double] = (1...12).map { Double($0) * 28 }

    /// The style of plain text: every line the font's line height, nothing between lines.
    public static let `default` = ParagraphStyle()

    /// Creates the default style.
    public init() {}

    /// The height of one line of `font`'s text: its line height multiplied, then clamped.
    public func lineHeight(of font: Font) -> Double {
        var height = font.lineHeight
        if lineHeightMultiple > 0 {
            height *= lineHeightMultiple
        }
        if minimumLineHeight > 0 {
            height = max(height, minimumLineHeight)
        }
        if maximumLineHeight > 0 {
            height = min(height, maximumLineHeight)
        }
        return height
    }

    /// The top of each line's box, from the top of the text, for lines of `font` of which those marked in
    /// `startsParagraph` open a paragraph (the first line's mark is ignored: nothing is added at the top).
    public func lineTops(of font: Font, startsParagraph: [Bool]) -> [Double] {
        let pitch = lineHeight(of: font) + lineSpacing
        var extra = 0.0
        return startsParagraph.enumerated().map { index, opens in
            if index > 0, opens {
                extra += paragraphSpacing + paragraphSpacingBefore
            }
            // Multiplied rather than summed line by line, so plain text's lines are exactly `lineHeight` apart.
            return Double(index) * pitch + extra
        }
    }

    /// The height of lines of `font` placed by ``lineTops(of:startsParagraph:)``: `n` line boxes, the spacing
    /// between them and the paragraphs' spacing; 0 for no lines.
    public func height(of font: Font, startsParagraph: [Bool]) -> Double {
        let count = startsParagraph.count
        guard count > 0 else {
            return 0
        }
        let paragraphGaps = Double(startsParagraph.dropFirst().filter { $0 }.count)
        return Double(count) * lineHeight(of: font) + Double(count - 1) * lineSpacing
            + paragraphGaps * (paragraphSpacing + paragraphSpacingBefore)
    }

    /// Where a tab standing at `x` points from the line's start ends, by the rules in the type's documentation;
    /// `space` is the width of a space in the text's font.
    public func tabStop(after x: Double, space: Double) -> Double {
        // The stops are few, but a list set in code may be long: a binary search keeps a line linear.
        let first = tabStops.partitioningIndex { $0 > x }
        if first < tabStops.endIndex {
            return tabStops[first]
        }
        if defaultTabInterval > 0 {
            return ((x / defaultTabInterval).rounded(.down) + 1) * defaultTabInterval
        }
        return x + space
    }

    /// How far below its line box's top a line's glyphs are centred (the middle of the font's own line height),
    /// as they sit at the bottom of the box.
    public func glyphCentre(of font: Font) -> Double {
        lineHeight(of: font) - font.lineHeight / 2
    }
}
