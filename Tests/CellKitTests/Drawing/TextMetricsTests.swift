import CellKit
import Testing

/// Widths from the installed fonts. The expected numbers are font units of Inter Regular (2816 to the em), summed
/// by hand from its `hmtx` and `GPOS` tables with an independent reader (fontTools), so these tests check the
/// reader and the measuring, not one against itself. Most are at 12 points, where San Francisco's tracking is 0.
@Suite("TextMetrics")
struct TextMetricsTests {
    private let font = Font.systemFont(ofSize: 12)

    /// `units` of Inter at `size` points.
    private func inter(_ units: Int, size: Double = 12) -> Double {
        Double(units) * size / 2816
    }

    /// The tracking `glyphs` glyphs of the system font gain at `size` points (HIG: -26/1000 em at 17, -23 at 20).
    private func tracking(_ glyphs: Int, size: Double) -> Double {
        Double(glyphs) * Double(Font.systemTracking(atSize: size)) * size / 1000
    }

    private func expectClose(_ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual - expected) < 1e-9, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("Hello", 6740),
        ("The quick", 13028),
        ("Just a static title", 22028),
        ("AV", 3616),  // 1904 + 1904, kerned by -192
        ("AVAV", 7056),
        ("e\u{301}", 1640),  // a combining accent draws on the letter before it
        ("", 0),
    ])
    func widthSumsAdvancesAndKerning(text: String, units: Int) {
        expectClose(TextMetrics.width(of: text, font: font), inter(units))
        expectClose(
            TextMetrics.width(of: text, font: .systemFont(ofSize: 17)),
            inter(units, size: 17) + tracking(text.count, size: 17))
    }

    @Test func scalarsInterLacksComeFromTheFallbacks() {
        // Droid Sans Fallback's ideographs are one em; Noto Color Emoji's emoji 2550 of 2048 units.
        #expect(TextMetrics.width(of: "東京", font: font) == 24)
        let emoji = 12 * 2550 / 2048.0
        expectClose(TextMetrics.width(of: "👍", font: font), emoji)
        // A family joined by zero-width joiners, a skin tone and a flag are one emoji each.
        expectClose(TextMetrics.width(of: "👨\u{200D}👩\u{200D}👧", font: font), emoji)
        expectClose(TextMetrics.width(of: "👍🏽🇯🇵", font: font), 2 * emoji)
        expectClose(TextMetrics.width(of: "Tokyo 東京", font: font), inter(8780) + 24)
    }

    @Test func advancesScaleWithThePointSize() {
        expectClose(
            TextMetrics.advance(of: "a", font: .systemFont(ofSize: 20)), inter(1588, size: 20) + tracking(1, size: 20))
        expectClose(TextMetrics.advance(of: "語", font: .systemFont(ofSize: 20)), 20 + tracking(1, size: 20))
        #expect(TextMetrics.advance(of: "\u{200D}", font: .systemFont(ofSize: 20)) == 0)
    }

    @Test func measuringInPiecesAddsUpExactly() {
        let font = Font.systemFont(ofSize: 13)
        // Kerning works between neighbours only, so pieces split at a space add up to the whole, to the last bit.
        let whole = TextMetrics.width(of: "Hello world", font: font)
        let pieces = ["Hello", " ", "world"].map { TextMetrics.width(of: $0, font: font) }
        #expect(whole == pieces.reduce(0, +))
    }

    @Test func singleLineSizeIsWidthByLineHeight() {
        let size = TextMetrics.size(of: "Hello", font: .systemFont(ofSize: 17), numberOfLines: 1, maxWidth: nil)
        #expect(size.width == TextMetrics.width(of: "Hello", font: .systemFont(ofSize: 17)))
        #expect(size.height == Font.systemFont(ofSize: 17).lineHeight)
    }

    @Test func emptyTextHasNoSize() {
        #expect(TextMetrics.size(of: "", font: font, numberOfLines: 0, maxWidth: 100) == .zero)
    }

    @Test func theFacesArePublishedForRenderers() throws {
        let face = TextMetrics.face(for: font)
        #expect(face.path == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        #expect(face.familyName == "Inter")
        #expect(face.cssFamilyName == "CellKit Inter-Regular")
        #expect(TextMetrics.face(for: .systemFont(ofSize: 10, weight: .semibold)).postScriptName == "Inter-SemiBold")
        #expect(TextMetrics.face(for: Font(name: "Helvetica-Bold", size: 10)).postScriptName == "LiberationSans-Bold")
        let fallbacks = TextMetrics.faces(for: font).fallbacks.compactMap(\.path)
        #expect(fallbacks.count == 4)
        #expect(fallbacks.first?.hasSuffix("DroidSansFallbackFull.ttf") == true)
    }

    // Inter at 12 points: "The quick" is 55.52 wide, "brown fox" 56.22, "abcd" 28.37, "efghi" 28.30, "abcde" 35.35.
    @Test(arguments: [
        ("The quick brown fox", 60.0, ["The quick", "brown fox"]),
        ("The quick brown fox", 54.0, ["The", "quick", "brown", "fox"]),
        ("The quick brown fox", 1000.0, ["The quick brown fox"]),
        ("abcdefghij", 28.8, ["abcd", "efghi", "j"]),
        ("ab abcdefghij", 28.8, ["ab", "abcd", "efghi", "j"]),
        ("  indented text", 72.0, ["  indented", "text"]),
        ("trailing   ", 48.0, ["trailing"]),
        ("one\ntwo words\n", 1000.0, ["one", "two words", ""]),
        ("a\r\nb", 1000.0, ["a", "b"]),
        ("wide", 1.0, ["w", "i", "d", "e"]),
        // CJK breaks between any two ideographs or kana (each one em, 12 points)...
        ("東京都庁の展望室", 30.0, ["東京", "都庁", "の展", "望室"]),
        // ...but not before closing punctuation, which takes the ideograph before it along.
        ("東京。大阪", 30.0, ["東", "京。", "大阪"]),
        ("「東京」です", 30.0, ["「東", "京」", "です"]),
    ])
    func wordWrapping(text: String, maxWidth: Double, expected: [String]) {
        let lines = TextMetrics.lines(of: text, font: font, numberOfLines: 0, maxWidth: maxWidth)
        #expect(lines.map(String.init) == expected)
    }

    @Test func linesBreakAfterAHyphen() throws {
        let maxWidth = ["well-", "known", "words"].map { TextMetrics.width(of: $0, font: font) }.max()! + 1
        try #require(TextMetrics.width(of: "well-known", font: font) > maxWidth)
        let lines = TextMetrics.lines(of: "well-known words", font: font, numberOfLines: 0, maxWidth: maxWidth)
        #expect(lines == ["well-", "known", "words"])
    }

    @Test func characterWrappingBreaksAnywhere() {
        // "ab " is 17.59 and "ab c" more than 19.8.
        let lines = TextMetrics.lines(
            of: "ab cd",
            font: font,
            numberOfLines: 0,
            maxWidth: 19.8,
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
        let size = TextMetrics.size(of: "The quick brown fox jumps", font: font, numberOfLines: 0, maxWidth: 60)
        // Lines: "The quick", "brown fox" (the widest, 13192 units), "jumps".
        #expect(size == Size(width: TextMetrics.width(of: "brown fox", font: font), height: 3 * font.lineHeight))
        expectClose(size.width, inter(13192))
    }

    @Test func lineLimitWithoutWidthKeepsTheFirstParagraphs() {
        let size = TextMetrics.size(of: "short\nmuch longer", font: font, numberOfLines: 1, maxWidth: nil)
        #expect(size == Size(width: inter(6984), height: font.lineHeight))
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
                    #expect(TextMetrics.width(of: String(trimmed), font: font) <= maxWidth + 1e-9, "\(line)")
                }
            }
        }
    }
}
