import CellKit
import Testing

@Suite("TextMetrics")
struct TextMetricsTests {
    private let font = Font.systemFont(ofSize: 10)

    /// The documented width of `ordinary` ordinary and `wide` wide scalars at `pointSize`.
    private func documentedWidth(ordinary: Int, wide: Int, pointSize: Double) -> Double {
        Double(ordinary * 55 + wide * 100) * pointSize / 100
    }

    @Test(arguments: [
        ("Hello", 5, 0),
        ("日本語", 0, 3),
        ("Tokyo 東京", 6, 2),
        ("👍", 0, 1),
        ("e\u{301}", 1, 0),  // a combining accent draws on the letter before it
        ("👨\u{200D}👩\u{200D}👧", 0, 3),  // joiners are zero-width, the people are emoji
        ("한글", 0, 2),
        ("", 0, 0),
    ])
    func widthSumsScalarAdvances(text: String, ordinary: Int, wide: Int) {
        let width = TextMetrics.width(of: text, font: .systemFont(ofSize: 17))
        #expect(width == documentedWidth(ordinary: ordinary, wide: wide, pointSize: 17))
    }

    @Test func advancesScaleWithThePointSize() {
        #expect(TextMetrics.advance(of: "a", font: .systemFont(ofSize: 20)) == 11)
        #expect(TextMetrics.advance(of: "語", font: .systemFont(ofSize: 20)) == 20)
        #expect(TextMetrics.advance(of: "\u{200D}", font: .systemFont(ofSize: 20)) == 0)
    }

    @Test func singleLineSizeIsWidthByLineHeight() {
        let size = TextMetrics.size(of: "Hello", font: .systemFont(ofSize: 17), numberOfLines: 1, maxWidth: nil)
        #expect(size == Size(width: documentedWidth(ordinary: 5, wide: 0, pointSize: 17), height: 17 * 1.2))
    }

    @Test func emptyTextHasNoSize() {
        #expect(TextMetrics.size(of: "", font: font, numberOfLines: 0, maxWidth: 100) == .zero)
    }

    // At 10 points an ordinary character is 5.5 wide, so "The quick" (9 characters) is 49.5.
    @Test(arguments: [
        ("The quick brown fox", 50.0, ["The quick", "brown fox"]),
        ("The quick brown fox", 49.0, ["The", "quick", "brown", "fox"]),
        ("The quick brown fox", 1000.0, ["The quick brown fox"]),
        ("abcdefghij", 22.0, ["abcd", "efgh", "ij"]),
        ("ab abcdefghij", 22.0, ["ab", "abcd", "efgh", "ij"]),
        ("  indented text", 60.0, ["  indented", "text"]),
        ("trailing   ", 50.0, ["trailing"]),
        ("one\ntwo words\n", 1000.0, ["one", "two words", ""]),
        ("a\r\nb", 1000.0, ["a", "b"]),
        ("東京都庁", 25.0, ["東京", "都庁"]),
        ("wide", 1.0, ["w", "i", "d", "e"]),
    ])
    func wordWrapping(text: String, maxWidth: Double, expected: [String]) {
        let lines = TextMetrics.lines(of: text, font: font, numberOfLines: 0, maxWidth: maxWidth)
        #expect(lines.map(String.init) == expected)
    }

    @Test func characterWrappingBreaksAnywhere() {
        let lines = TextMetrics.lines(
            of: "ab cd",
            font: font,
            numberOfLines: 0,
            maxWidth: 16.5,
            lineBreakMode: .byCharWrapping
        )
        #expect(lines == ["ab ", "cd"])
    }

    @Test(arguments: [nil, 0.0, -10.0] as [Double?])
    func noPositiveWidthMeansNoWrapping(maxWidth: Double?) {
        let lines = TextMetrics.lines(of: "a b c", font: font, numberOfLines: 0, maxWidth: maxWidth)
        #expect(lines == ["a b c"])
    }

    @Test func multiLineSizeUsesTheWidestLine() {
        let size = TextMetrics.size(of: "The quick brown fox jumps", font: font, numberOfLines: 0, maxWidth: 50)
        // Lines: "The quick" (49.5), "brown fox" (49.5), "jumps" (27.5).
        #expect(size == Size(width: 49.5, height: 3 * font.lineHeight))
    }

    @Test func lineLimitTruncatesToTheFullWidth() {
        let size = TextMetrics.size(of: "The quick brown fox jumps", font: font, numberOfLines: 2, maxWidth: 60)
        #expect(size == Size(width: 60, height: 2 * font.lineHeight))
        let lines = TextMetrics.lines(of: "The quick brown fox jumps", font: font, numberOfLines: 2, maxWidth: 60)
        #expect(lines == ["The quick", "brown fox"])
    }

    @Test func lineLimitWithoutWidthKeepsTheFirstParagraphs() {
        let size = TextMetrics.size(of: "short\nmuch longer", font: font, numberOfLines: 1, maxWidth: nil)
        #expect(size == Size(width: 27.5, height: font.lineHeight))
    }

    @Test func widthNeverExceedsTheLimit() {
        let size = TextMetrics.size(of: "W", font: font, numberOfLines: 0, maxWidth: 3)
        #expect(size == Size(width: 3, height: font.lineHeight))
    }

    /// Wrapping loses no visible character, keeps their order, and only the lone character of a line may overflow.
    @Test(arguments: [
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit",
        "supercalifragilisticexpialidocious is a word",
        "日本語のテキストと English words 混在",
        "emoji 👍🏽 and flags 🇯🇵 wrap as whole characters",
        "  spaced    out   ",
    ])
    func wrappingKeepsEveryCharacter(text: String) {
        for maxWidth in stride(from: 5.0, through: 120, by: 7.5) {
            for mode in [LineBreakMode.byWordWrapping, .byCharWrapping] {
                let lines = TextMetrics.lines(
                    of: text,
                    font: font,
                    numberOfLines: 0,
                    maxWidth: maxWidth,
                    lineBreakMode: mode
                )
                let kept = lines.joined().filter { !$0.isWhitespace }
                #expect(kept == text.filter { !$0.isWhitespace }, "width \(maxWidth), \(mode)")
                for line in lines where line.count > 1 {
                    let trimmed = line.reversed().drop { $0 == " " }.reversed()
                    #expect(TextMetrics.width(of: String(trimmed), font: font) <= maxWidth, "\(line)")
                }
            }
        }
    }
}
