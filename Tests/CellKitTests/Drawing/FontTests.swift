import CellKit
import Testing

@Suite("Font")
struct FontTests {
    @Test func systemFontsAreNamedAndWeighted() {
        let regular = Font.systemFont(ofSize: 17)
        let bold = Font.boldSystemFont(ofSize: 15)
        #expect(regular.name == Font.systemFontName)
        #expect(regular.weight == .regular)
        #expect(regular.pointSize == 17)
        #expect(bold.name == Font.boldSystemFontName)
        #expect(bold.weight == .bold)
        #expect(regular.isSystem && bold.isSystem)
        #expect(regular != bold)
    }

    @Test func customFontsAreRegularAndNotSystem() {
        let font = Font(name: "Helvetica-Bold", size: 12)
        #expect(font.name == "Helvetica-Bold")
        #expect(font.pointSize == 12)
        #expect(font.weight == .regular)
        #expect(!font.isSystem)
        #expect(font.description == "Helvetica-Bold 12")
    }

    /// San Francisco's tracking, by the HIG's table: by the nearest whole size, the table's ends beyond it, and
    /// none for another font.
    @Test(arguments: [
        (17.0, -26), (17.4, -26), (17.6, -25), (12.0, 0), (11.0, 6), (34.0, 12), (3.0, 41), (100.0, 10),
        (Double.infinity, 10), (1e300, 10), (-1e300, 41), (-Double.infinity, 41), (Double.nan, 10),
    ])
    func theSystemFontIsTrackedBySize(size: Double, thousandths: Int) {
        #expect(Font.systemTracking(atSize: size) == thousandths)
        #expect(Font.boldSystemFont(ofSize: size).trackingThousandths == thousandths)
    }

    @Test func trackingIsInPointsAndOnlyForTheSystemFont() {
        #expect(abs(Font.systemFont(ofSize: 17).tracking - -0.442) < 1e-12)
        #expect(Font(name: "Helvetica", size: 17).tracking == 0)
        // At 12 points the tracking is 0: at 17 the same advances are 17/12 as wide, less 0.442 a glyph.
        let untracked = TextMetrics.width(of: "Title", font: .systemFont(ofSize: 12)) * 17 / 12
        let tracked = TextMetrics.width(of: "Title", font: .systemFont(ofSize: 17))
        #expect(abs(tracked - (untracked - 5 * 0.442)) < 1e-9)
    }

    /// Inter's metrics (2816 units to the em): ascender 2728, descender -680, no line gap, cap height 2048,
    /// x-height 1536 (its `OS/2` typographic values, which it asks for with USE_TYPO_METRICS).
    @Test(arguments: [10.0, 12.0, 17.0, 24.5])
    func lineMetricsComeFromTheFace(size: Double) {
        let font = Font.systemFont(ofSize: size)
        let close = { (actual: Double, units: Double) in abs(actual - units * size / 2816) < 1e-9 }
        #expect(close(font.lineHeight, 3408))
        #expect(close(font.ascender, 2728))
        #expect(close(font.descender, -680))
        #expect(font.leading == 0)
        #expect(close(font.capHeight, 2048))
        #expect(close(font.xHeight, 1536))
    }

    @Test func liberationSansHasTheLineHeightOfArial() {
        // hhea: ascender 1854, descender -434, line gap 67 of 2048.
        let font = Font(name: "ArialMT", size: 20)
        #expect(abs(font.lineHeight - (1854 + 434 + 67) * 20 / 2048.0) < 1e-9)
    }
}
