import CellKit
import Testing

/// Text long enough that laying it out in quadratic time makes the suite visibly slow; the tests assert only the
/// lines it is laid out in.
@Suite("TextMetrics scaling")
struct TextMetricsScalingTests {
    private let font = Font.systemFont(ofSize: 10)

    @Test("a hundred thousand words wrap twelve to a line of 320 points")
    func manyWords() {
        // In Inter at 10 points a word is 23.66 points and a space 2.81, so 12 words take 314.91 and 13 would not fit.
        let lines = TextMetrics.lines(
            of: String(repeating: "word ", count: 100_000), font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == (100_000 + 11) / 12)
        #expect(
            lines.dropLast().allSatisfy { $0 == Substring(repeatElement("word", count: 12).joined(separator: " ")) })
    }

    @Test("one word of two hundred thousand letters breaks 39 letters to a line")
    func oneLongWord() {
        // A "w" is 8.125 points: 39 take 316.875.
        let lines = TextMetrics.lines(
            of: String(repeating: "w", count: 200_000), font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == (200_000 + 38) / 39)
        #expect(lines.first?.count == 39)
        #expect(lines.map(\.count).reduce(0, +) == 200_000)
    }

    @Test("fifty thousand short lines are as many lines, and a line limit keeps the first")
    func manyLines() {
        let text = String(repeating: "a line\n", count: 50_000)
        let lines = TextMetrics.lines(of: text, font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == 50_001)
        let size = TextMetrics.size(of: text, font: font, numberOfLines: 3, maxWidth: 320)
        #expect(size.height == 3 * font.lineHeight)
    }
}
