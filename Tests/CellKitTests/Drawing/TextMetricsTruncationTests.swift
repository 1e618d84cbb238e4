import CellKit
import Testing

/// Truncation as UILabel does it: the last line keeps what fits beside an ellipsis (U+2026), at the tail, the head or
/// the middle; clipping keeps the line whole; the wrapping modes drop the lines past the limit.
@Suite("TextMetrics truncation")
struct TextMetricsTruncationTests {
    private let font = Font.systemFont(ofSize: 17)
    private let title = "Just a static title"

    private func oneLine(_ text: String, width: Double, mode: LineBreakMode) -> String {
        let lines = TextMetrics.lines(of: text, font: font, numberOfLines: 1, maxWidth: width, lineBreakMode: mode)
        #expect(lines.count == 1)
        return lines.first.map(String.init) ?? ""
    }

    private func width(_ text: String) -> Double {
        TextMetrics.width(of: text, font: font)
    }

    @Test(arguments: [40.0, 60.0, 77.0])
    func theTailKeepsTheLongestPrefixThatFits(width maxWidth: Double) throws {
        let shown = oneLine(title, width: maxWidth, mode: .byTruncatingTail)
        #expect(shown.hasSuffix("…"))
        let kept = String(shown.dropLast())
        #expect(title.hasPrefix(kept))
        #expect(width(shown) <= maxWidth)
        // One more character would not fit (spaces before the ellipsis are dropped, so skip past them).
        let next = title.dropFirst(kept.count).prefix { $0 == " " }.count + 1
        #expect(width(String(title.prefix(kept.count + next)) + "…") > maxWidth)
    }

    @Test func theHeadKeepsTheLongestSuffixThatFits() {
        let shown = oneLine(title, width: 60, mode: .byTruncatingHead)
        #expect(shown.hasPrefix("…"))
        let kept = String(shown.dropFirst())
        #expect(title.hasSuffix(kept))
        #expect(width(shown) <= 60)
        #expect(width("…" + title.suffix(kept.count + 1)) > 60)
    }

    @Test func theMiddleKeepsBothEnds() throws {
        let shown = oneLine(title, width: 60, mode: .byTruncatingMiddle)
        let parts = shown.split(separator: "…", omittingEmptySubsequences: false)
        try #require(parts.count == 2)
        #expect(title.hasPrefix(parts[0]))
        #expect(title.hasSuffix(parts[1]))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(width(shown) <= 60)
    }

    @Test func textThatFitsIsNotTruncated() {
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            #expect(oneLine(title, width: 200, mode: mode) == title)
        }
    }

    @Test func clippingKeepsTheWholeLine() {
        #expect(oneLine(title, width: 60, mode: .byClipping) == title)
        let size = TextMetrics.size(
            of: title, font: font, numberOfLines: 1, maxWidth: 60, lineBreakMode: .byClipping)
        #expect(size.width == 60)
    }

    @Test func aMultiLineLabelTruncatesItsLastLine() throws {
        let text = "The quick brown fox jumps over the lazy dog and runs away"
        let lines = TextMetrics.lines(
            of: text, font: font, numberOfLines: 2, maxWidth: 120, lineBreakMode: .byTruncatingTail)
        try #require(lines.count == 2)
        #expect(!lines[0].hasSuffix("…"))
        #expect(lines[1].hasSuffix("…"))
        #expect(text.contains(lines[0] + " " + lines[1].dropLast()))
        #expect(lines.allSatisfy { width(String($0)) <= 120 })
        // The wrapping modes drop the rest without an ellipsis.
        let wrapped = TextMetrics.lines(of: text, font: font, numberOfLines: 2, maxWidth: 120)
        #expect(wrapped[0] == lines[0])
        #expect(!wrapped[1].hasSuffix("…"))
    }

    @Test func droppedParagraphsEndTheLastLineInAnEllipsis() {
        let lines = TextMetrics.lines(
            of: "first\nsecond", font: font, numberOfLines: 1, maxWidth: 200, lineBreakMode: .byTruncatingTail)
        #expect(lines == ["first…"])
    }

    @Test func ideographsTruncateBetweenAnyTwo() {
        // Each ideograph is one em, 17 points: four fit in 70 points, three beside the ellipsis.
        let shown = oneLine("東京都庁の展望室", width: 70, mode: .byTruncatingTail)
        #expect(shown == "東京都…")
    }

    @Test(arguments: LineBreakMode.allCases)
    func theLayoutReportsEachLineAsDrawnWithItsWidth(mode: LineBreakMode) {
        let layout = TextMetrics.layout(
            of: "The quick brown fox jumps over the lazy dog", font: font, numberOfLines: 2, maxWidth: 100,
            lineBreakMode: mode)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 2)
        for line in layout.lines {
            #expect(line.width == width(String(line.text)), "\(line.text)")
        }
    }
}
