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

    @Test(arguments: [10.0, 12.0, 17.0, 24.5])
    func lineHeightIsSixFifthsOfTheSize(size: Double) {
        #expect(Font.systemFont(ofSize: size).lineHeight == size * 1.2)
    }
}
