import CellCodeGen
import Testing

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" here", #""quote \" here""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nbreak\ttab\rreturn", #""line\nbreak\ttab\rreturn""#),
        ("\\(not interpolated)", #""\\(not interpolated)""#),
        ("nul \u{0} bell \u{7}", #""nul \0 bell \u{7}""#),
        ("emoji 👋🏽 and 漢字", "\"emoji 👋🏽 and 漢字\""),
        ("separator \u{2028}", #""separator \u{2028}""#),
        (
            "rlo \u{202E}cba\u{202C} lri \u{2066} bom \u{FEFF} zwsp \u{200B}",
            #""rlo \u{202E}cba\u{202C} lri \u{2066} bom \u{FEFF} zwsp \u{200B}""#
        ),
        ("family 👨\u{200D}👩\u{200D}👧", "\"family 👨\u{200D}👩\u{200D}👧\""),
        ("del \u{7F} next line \u{85} soft\u{AD}hyphen café", #""del \u{7F} next line \u{85} soft\u{AD}hyphen café""#),
    ])
    func stringsAreEscapedExactly(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    /// The literal works on UTF-8 bytes; the rule it implements, scalar by scalar, is this.
    private static func reference(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default:
            let value = scalar.value
            let isFormat = scalar.properties.generalCategory == .format && value != 0x200C && value != 0x200D
            if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || isFormat
            {
                return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            }
            return String(scalar)
        }
    }

    /// Every scalar up to U+3000 and every seventh beyond, between letters of one, two, three and four bytes.
    @Test func everyScalarFollowsTheRule() {
        let values = Array(0..<0x3000) + Array(stride(from: 0x3000, through: 0x10FFFF, by: 7))
        var mismatches: [UInt32] = []
        for value in values {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            let text = "a" + String(scalar) + "é" + String(scalar) + "漢😀"
            if SwiftLiteral.string(text) != "\"a" + Self.reference(scalar) + "é" + Self.reference(scalar) + "漢😀\"" {
                mismatches.append(scalar.value)
            }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test(arguments: [
        (12.0, "12"), (-3.0, "-3"), (0.5, "0.5"), (0.1, "0.1"), (1e20, "1e+20"), (4096.0, "4096"),
        (1e-5, "1e-05"), (2.5e300, "2.5e+300"), (-0.0, "0"),
    ])
    func numbersReadBackToTheSameDouble(value: Double, literal: String) {
        #expect(SwiftLiteral.number(value) == literal)
        #expect(Double(SwiftLiteral.number(value)) == value)
    }
}
