import Testing

@testable import CellSupport

@Suite("Hex")
struct HexTests {
    @Test("digit values of every byte")
    func digitValues() {
        for byte in UInt8.min...UInt8.max {
            let expected = UInt8(String(UnicodeScalar(byte)), radix: 16)
            #expect(Hex.digitValue(byte) == expected, "byte \(byte)")
        }
    }

    @Test(
        "two uppercase digits a byte, and padded 0x strings",
        arguments: [(0, "00"), (10, "0A"), (164, "A4"), (255, "FF")])
    func digits(byte: UInt8, text: String) {
        #expect(Hex.digits(byte) == text)
    }

    @Test("0x strings are lowercase and padded")
    func strings() {
        #expect(Hex.string(42, digits: 4) == "0x002a")
        #expect(Hex.string(UInt64.max, digits: 2) == "0xffffffffffffffff")
    }

    @Test(
        "colour channels from #RGB, #RRGGBB and #RRGGBBAA; anything else is nil",
        arguments: [
            ("A4F", [0xAA, 0x44, 0xFF]), ("a4a4a4", [0xA4, 0xA4, 0xA4]), ("2E7D3280", [0x2E, 0x7D, 0x32, 0x80]),
            ("", nil), ("A4", nil), ("A4A4", nil), ("A4A4A4A", nil), ("GGGGGG", nil), ("A4A4A4A4A4", nil),
        ] as [(String, [UInt8]?)])
    func colorChannels(digits: String, channels: [UInt8]?) {
        #expect(Hex.colorChannels(Array(digits.utf8)) == channels)
    }
}
