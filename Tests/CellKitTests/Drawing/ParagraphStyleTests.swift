import CellKit
import Testing

/// A paragraph style's line boxes and spacing, as NSParagraphStyle has them, and the sizes a label and a text view
/// measure with them.
@Suite("ParagraphStyle")
@MainActor
struct ParagraphStyleTests {
    /// A font whose line height is not a round number, so that a clamp shows.
    let font = Font(name: "HelveticaNeue-Light", size: 16)

    @Test func theDefaultStyleIsTheFontsLineHeight() {
        #expect(ParagraphStyle.default.lineHeight(of: font) == font.lineHeight)
        #expect(ParagraphStyle.default.height(of: font, startsParagraph: [true, false, false]) == 3 * font.lineHeight)
    }

    @Test func theMultipleComesBeforeTheMinimumAndTheMaximum() {
        var style = ParagraphStyle()
        style.lineHeightMultiple = 2
        #expect(style.lineHeight(of: font) == 2 * font.lineHeight)
        style.maximumLineHeight = 22
        #expect(style.lineHeight(of: font) == 22)
        style.lineHeightMultiple = 0.5
        style.minimumLineHeight = 20
        #expect(style.lineHeight(of: font) == 20)
        // A maximum below the minimum wins, as it is applied last.
        style.maximumLineHeight = 10
        #expect(style.lineHeight(of: font) == 10)
    }

    @Test("n lines with line spacing s are n * h + (n - 1) * s; paragraphs add their spacing between them")
    func spacingIsBetweenLines() {
        var style = ParagraphStyle()
        style.minimumLineHeight = 22
        style.lineSpacing = 3
        #expect(style.height(of: font, startsParagraph: [true]) == 22)
        #expect(style.height(of: font, startsParagraph: [true, false, false]) == 3 * 22 + 2 * 3)
        style.paragraphSpacing = 10
        style.paragraphSpacingBefore = 4
        #expect(style.lineTops(of: font, startsParagraph: [true, false, true]) == [0, 25, 50 + 14])
        #expect(style.height(of: font, startsParagraph: [true, false, true]) == 3 * 22 + 2 * 3 + 14)
    }

    @Test("the glyphs sit at the bottom of a taller or shorter line box")
    func glyphsSitAtTheBottom() {
        var style = ParagraphStyle()
        #expect(style.glyphCentre(of: font) == font.lineHeight / 2)
        style.minimumLineHeight = 30
        #expect(style.glyphCentre(of: font) == 30 - font.lineHeight / 2)
        style.minimumLineHeight = 0
        style.maximumLineHeight = 10
        #expect(style.glyphCentre(of: font) == 10 - font.lineHeight / 2)
    }

    @Test("a label's size follows its paragraph style: 22-point lines, spacing between them")
    func labelsMeasureWithTheirStyle() {
        let label = Label()
        label.font = font
        label.text = "One\nTwo\nThree"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize.height == 3 * font.lineHeight)
        label.paragraphStyle.minimumLineHeight = 22
        label.paragraphStyle.maximumLineHeight = 22
        #expect(label.intrinsicContentSize.height == 66)
        label.paragraphStyle.lineSpacing = 2
        #expect(label.sizeThatFits(Size(width: 200, height: 0)).height == 70)
        // A one-line label has no line after its first, so it gains no spacing.
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize.height == 22)
    }

    @Test("a text view's fitting height follows its paragraph style, inside its insets")
    func textViewsMeasureWithTheirStyle() {
        let textView = TextView()
        textView.font = font
        textView.text = "One\nTwo"
        textView.paragraphStyle.lineHeightMultiple = 1.5
        textView.paragraphStyle.paragraphSpacing = 5
        let insets = TextView.defaultTextContainerInset
        #expect(
            textView.sizeThatFits(Size(width: 200, height: 0)).height
                == 2 * (font.lineHeight * 1.5) + 5 + insets.top + insets.bottom)
    }
}
