import CellKit
import Testing

/// Text long enough that laying it out in quadratic time makes the suite visibly slow; the tests assert only the
/// lines it is laid out in.
@Suite("TextMetrics scaling")
struct TextMetricsScalingTests {
    private let font = Font.systemFont(ofSize: 10)

    @Test("a hundred thousand words wrap eleven to a line of 320 points")
    func manyWords() {
        // A word is 22 points and a space 5.5, so 11 words take 302.5 points and 12 would take 330.
        let lines = TextMetrics.lines(
            of: String(repeating: "word ", count: 100_000), font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == (100_000 + 10) / 11)
        #expect(
            lines.dropLast().allSatisfy { $0 == Substring(repeatElement("word", count: 11).joined(separator: " ")) })
    }

    @Test("one word of two hundred thousand letters breaks 58 letters to a line")
    func oneLongWord() {
        let lines = TextMetrics.lines(
            of: String(repeating: "w", count: 200_000), font: font, numberOfLines: 0, maxWidth: 320)
        #expect(lines.count == (200_000 + 57) / 58)
        #expect(lines.first?.count == 58)
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
