import CellKit
import Testing

/// Text long enough that laying it out in quadratic time makes the suite visibly slow; the tests assert only the
/// lines it is laid out in.
@Suite("TextMetrics scaling")
struct TextMetricsScalingTests {
    /// 12 points, where San Francisco's tracking is 0.
    private let font = Font.systemFont(ofSize: 12)

    @Test("a hundred thousand words wrap ten to a line of 320 points")
    func manyWords() {
        // In Inter at 12 points a word is 28.39 points and a space 3.37, so 10 words take 314.26 and 11 would not fit.
        let lines = TextMetrics.lines(
            of: String(repeating: "word ", count: 100_000), font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == 100_000 / 10)
        #expect(lines.allSatisfy { $0 == Substring(repeatElement("word", count: 10).joined(separator: " ")) })
    }

    @Test("one word of two hundred thousand letters breaks 32 letters to a line")
    func oneLongWord() {
        // A "w" is 9.75 points: 32 take 312.
        let lines = TextMetrics.lines(
            of: String(repeating: "w", count: 200_000), font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == (200_000 + 31) / 32)
        #expect(lines.first?.count == 32)
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
