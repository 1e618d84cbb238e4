import CellKit
import Testing

@Suite("Color")
struct ColorTests {
    @Test func rgbSplitsIntoBytesOver255() {
        let color = Color(rgb: 0xA4_10FF)
        #expect(color.red == 164.0 / 255)
        #expect(color.green == 16.0 / 255)
        #expect(color.blue == 1)
        #expect(color.alpha == 1)
    }

    @Test(arguments: [0x00_0000, 0xA4_A4A4, 0x12_3456, 0xFF_FFFF, 0x00_7AFF] as [UInt32])
    func rgbRoundTripsThroughHexString(rgb: UInt32) {
        let digits = String(rgb, radix: 16, uppercase: true)
        let expected = "#" + String(repeating: "0", count: 6 - digits.count) + digits
        #expect(Color(rgb: rgb).hexString == expected)
    }

    @Test func hexStringAddsAlphaOnlyWhenTranslucent() {
        #expect(Color(rgb: 0xFF_0000, alpha: 0.5).hexString == "#FF000080")
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0).hexString == "#00000000")
        #expect(Color(white: 1).hexString == "#FFFFFF")
    }

    @Test func channelsAreClampedIntoUnitRange() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 7)
        #expect([color.red, color.green, color.blue, color.alpha] == [1, 0, 0, 1])
    }

    @Test func ignoresBitsAboveTheLow24() {
        #expect(Color(rgb: 0xFF12_3456) == Color(rgb: 0x12_3456))
    }

    @Test(arguments: [
        (Color.black, "#000000"),
        (Color.darkGray, "#555555"),
        (Color.lightGray, "#AAAAAA"),
        (Color.white, "#FFFFFF"),
        (Color.gray, "#808080"),
        (Color.red, "#FF0000"),
        (Color.green, "#00FF00"),
        (Color.blue, "#0000FF"),
        (Color.cyan, "#00FFFF"),
        (Color.yellow, "#FFFF00"),
        (Color.magenta, "#FF00FF"),
        (Color.orange, "#FF8000"),
        (Color.purple, "#800080"),
        (Color.brown, "#996633"),
        (Color.clear, "#00000000"),
        (Color.systemBlue, "#007AFF"),
    ])
    func namedColoursHaveUIKitValues(color: Color, hex: String) {
        #expect(color.hexString == hex)
        // A dynamic colour describes its dark value too.
        #expect(color.isDynamic ? color.description.hasPrefix(hex + "/") : color.description == hex)
    }
}
