import CellKit
import Testing

@testable import CellPreview

/// How the picture draws a label's paragraph style and shrunk text: each line in its box, the glyphs at its bottom,
/// and a shrunk line on the full font's baseline.
@MainActor @Suite("SVG renderer: paragraph style and shrinking")
struct SVGRendererParagraphStyleTests {
    private func texts(_ view: View) -> [Substring] {
        SVGRenderer().render(view).split(separator: "\n").filter { $0.contains("<text") }
    }

    private func attribute(_ name: String, of text: Substring) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("22-point lines: the block of 22s is centred, each line's glyphs at the bottom of its box")
    func minimumLineHeight() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 80))
        label.font = Font(name: "HelveticaNeue-Light", size: 16)
        label.numberOfLines = 0
        label.text = "One\nTwo"
        label.paragraphStyle.minimumLineHeight = 22
        label.paragraphStyle.maximumLineHeight = 22
        label.paragraphStyle.lineSpacing = 4
        let lines = texts(label)
        #expect(lines.count == 2)
        // The block is 22 + 4 + 22 = 48 high, from 16; each glyph line's middle is 22 - h / 2 into its box.
        let centre = 22 - label.font.lineHeight / 2
        #expect(try attribute("y", of: #require(lines.first)) == SVGWriter.number(16 + centre))
        #expect(try attribute("y", of: #require(lines.last)) == SVGWriter.number(16 + 26 + centre))
    }

    @Test("a label shows the lines its height has room for at its line boxes and spacing")
    func linesThatFitTheBoxes() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 50))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 100)
        label.paragraphStyle.minimumLineHeight = 20
        label.paragraphStyle.lineSpacing = 5
        let lines = texts(label)
        #expect(lines.count == 2)  // 20 + 5 + 20 fits 50; a third line would need 70
        #expect(lines.last?.hasSuffix("…</text>") == true)
    }

    @Test("a one-line label's shrunk text is drawn at the smaller size on the full font's baseline")
    func shrunkText() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 30))
        label.font = .systemFont(ofSize: 20)
        label.text = "0600 2222 4444 5555"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let shown = label.displayedFont
        #expect(shown.pointSize < 20)
        let line = try #require(texts(label).first)
        #expect(attribute("font-size", of: line) == SVGWriter.number(shown.pointSize))
        let full = label.font
        let baseline = (30 - full.lineHeight) / 2 + full.lineHeight / 2 + (full.ascender + full.descender) / 2
        #expect(attribute("y", of: line) == SVGWriter.number(baseline - (shown.ascender + shown.descender) / 2))
    }

    @Test("a text view's lines are placed by its paragraph style, from the top of its text rectangle")
    func textViewLines() throws {
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        textView.font = .systemFont(ofSize: 12)
        textView.text = "One\nTwo"
        textView.paragraphStyle.minimumLineHeight = 30
        textView.paragraphStyle.paragraphSpacing = 10
        let svg = SVGRenderer().render(textView)
        // The second line's box starts 30 + 10 below the first, itself at the 8-point inset.
        #expect(svg.contains("translate(5,8)"))
        #expect(svg.contains("translate(5,48)"))
    }

    @Test("a line with tabs is drawn piece by piece, each piece at the stop it was measured at")
    func tabbedLines() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 20))
        label.font = .systemFont(ofSize: 12)
        label.text = "a\tb"
        let left = texts(label)
        try #require(left.count == 2)
        #expect(attribute("x", of: left[0]) == "0" && left[0].hasSuffix(">a</text>"))
        let stop = try #require(attribute("x", of: left[1]).flatMap(Double.init))
        #expect(abs(stop - 28) < 0.01 && left[1].hasSuffix(">b</text>"))
        #expect(!left.contains { $0.contains("text-anchor") })
        // Centred, the pieces keep their distance and the line's middle is the label's.
        label.textAlignment = .center
        let width = TextMetrics.size(of: "a\tb", font: label.font, numberOfLines: 1, maxWidth: nil).width
        let centred = try texts(label).map { try #require(attribute("x", of: $0).flatMap(Double.init)) }
        #expect(centred.count == 2)
        // The picture writes numbers to hundredths.
        #expect(abs(centred[0] - (100 - width / 2)) < 0.01 && abs(centred[1] - centred[0] - 28) < 0.01)
    }
}
