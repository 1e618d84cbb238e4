import CellKit
import Testing

@Suite("Image")
struct ImageTests {
    @Test func imagesAreANameAndASize() {
        let image = Image(named: "row_background", size: Size(width: 320, height: 72))
        #expect(image.name == "row_background")
        #expect(image.size == Size(width: 320, height: 72))
        #expect(Image(named: "x").size == .zero)
        #expect(image.description == "row_background (320, 72)")
    }
}
