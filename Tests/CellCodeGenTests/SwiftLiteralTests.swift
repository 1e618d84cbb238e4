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
    ])
    func stringsAreEscapedExactly(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
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
