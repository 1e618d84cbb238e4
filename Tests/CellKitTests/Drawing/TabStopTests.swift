import CellKit
import Testing

/// Tabs as TextKit sets them: each ends at the paragraph style's next stop from its line's start (NSParagraphStyle's
/// twelve left stops every 28 points by default), then at multiples of `defaultTabInterval`, past both a space.
@Suite("Tab stops")
@MainActor
struct TabStopTests {
    private let font = Font.systemFont(ofSize: 12)

    /// Widths converted from common units agree to far below a pixel.
    private func expectClose(
        _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(actual - expected) < 1e-3, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test("the default stops are NSParagraphStyle's: every 28 points to 336, then a space")
    func defaultStops() {
        let style = ParagraphStyle.default
        #expect(style.tabStops == (1...12).map { Double($0) * 28 })
        #expect(style.tabStop(after: 0, space: 3) == 28)
        #expect(style.tabStop(after: 28, space: 3) == 56)
        #expect(style.tabStop(after: 55.5, space: 3) == 56)
        #expect(style.tabStop(after: 336, space: 3) == 339)
        var interval = style
        interval.defaultTabInterval = 100
        #expect(interval.tabStop(after: 336, space: 3) == 400)
        #expect(interval.tabStop(after: 400, space: 3) == 500)
        var custom = ParagraphStyle()
        custom.tabStops = [120, 40]
        #expect(custom.tabStops == [40, 120])
        #expect(custom.tabStop(after: 10, space: 3) == 40)
        #expect(custom.tabStop(after: 40, space: 3) == 120)
    }

    @Test("the text after a tab starts at its stop, wherever the text before it ends")
    func textAfterATabStartsAtTheStop() {
        let b = TextMetrics.width(of: "b", font: font)
        expectClose(TextMetrics.size(of: "a\tb", font: font, numberOfLines: 1, maxWidth: nil).width, 28 + b)
        expectClose(TextMetrics.size(of: "\tb", font: font, numberOfLines: 1, maxWidth: nil).width, 28 + b)
        // A prefix past the first stop goes on to the next one; a tab on a new line starts again from 0.
        let prefix = String(repeating: "m", count: 4)
        #expect(TextMetrics.width(of: prefix, font: font) > 28)
        expectClose(TextMetrics.size(of: prefix + "\tb", font: font, numberOfLines: 1, maxWidth: nil).width, 56 + b)
        expectClose(TextMetrics.size(of: "x\n\tb", font: font, numberOfLines: 0, maxWidth: nil).width, 28 + b)
        // Thirteen tabs pass the twelve stops: the last is a space, or the next multiple of the interval.
        let thirteen = String(repeating: "\t", count: 13) + "b"
        let space = TextMetrics.width(of: " ", font: font)
        expectClose(TextMetrics.size(of: thirteen, font: font, numberOfLines: 1, maxWidth: nil).width, 336 + space + b)
        var style = ParagraphStyle()
        style.defaultTabInterval = 100
        expectClose(
            TextMetrics.size(of: thirteen, font: font, numberOfLines: 1, maxWidth: nil, paragraphStyle: style).width,
            400 + b)
    }

    @Test("a tab is a space where lines wrap: the line breaks after it, and it hangs")
    func tabsWrapAsSpaces() {
        // "ab", a tab to 28, "cd" ends before 56; the next tab goes to 56, and "ef" does not fit 60.
        #expect(TextMetrics.width(of: "cd", font: font) < 28 && 56 + TextMetrics.width(of: "ef", font: font) > 60)
        #expect(TextMetrics.lines(of: "ab\tcd\tef", font: font, numberOfLines: 0, maxWidth: 60) == ["ab\tcd", "ef"])
        let label = Label()
        label.font = font
        label.numberOfLines = 0
        label.text = "ab\tcd\tef"
        label.paragraphStyle.tabStops = [20, 90]
        // With stops at 20 and 90, "cd" starts at 20 and the second tab reaches past 60: "ef" wraps again.
        expectClose(
            label.sizeThatFits(Size(width: 60, height: 0)).width,
            20 + TextMetrics.width(of: "cd", font: font))
    }

    @Test("a truncated line with tabs is measured as drawn, ellipsis and all, within its width")
    func truncatedTabs() throws {
        let text = "a\tb\tc\td\te\tf\tg"
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let lines = TextMetrics.lines(of: text, font: font, numberOfLines: 1, maxWidth: 100, lineBreakMode: mode)
            let line = try #require(lines.first)
            #expect(line.contains("\u{2026}"), "\(mode)")
            if mode == .byTruncatingTail {
                // The prefix's widths are exact, so the tail-truncated line fits.
                let width = TextMetrics.size(of: String(line), font: font, numberOfLines: 1, maxWidth: nil).width
                #expect(width <= 100, "\(width)")
            }
        }
    }
}
