import CellSupport
import Testing

/// Xcode's colour sets, as Xcode writes their `Contents.json`.
@Suite("Colour sets")
struct ColorSetTests {
    /// A `Contents.json` of the `colors` entries given.
    private func contents(_ colors: String...) -> [UInt8] {
        Array(
            """
            {
              "colors" : [\(colors.joined(separator: ","))],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """.utf8)
    }

    /// One universal entry of `components` in `space`, with `appearances` when given.
    private func entry(_ components: String, space: String = "srgb", appearances: String? = nil) -> String {
        let appearance = appearances.map { "\"appearances\" : [\($0)], " } ?? ""
        return """
            { \(appearance)"color" : { "color-space" : "\(space)", "components" : { \(components) } },
              "idiom" : "universal" }
            """
    }

    @Test(
        "components are read as Xcode writes them: floating point, 8-bit or hexadecimal",
        arguments: [
            (#""red" : "1.000", "green" : "0.502", "blue" : "0.000", "alpha" : "1.000""#, 1.0, 0.502, 0.0, 1.0),
            (#""red" : "255", "green" : "128", "blue" : "0", "alpha" : "0.500""#, 1.0, 128.0 / 255, 0.0, 0.5),
            (#""red" : "0xFF", "green" : "0x80", "blue" : "0x00", "alpha" : "1.000""#, 1.0, 128.0 / 255, 0.0, 1.0),
            (#""red" : 0.25, "green" : 0.5, "blue" : 1, "alpha" : 1"#, 0.25, 0.5, 1.0, 1.0),
        ])
    func components(_ text: String, red: Double, green: Double, blue: Double, alpha: Double) throws {
        let set = try ColorSet.parse(contents(entry(text)))
        #expect(set.light == ColorSet.Components(red: red, green: green, blue: blue, alpha: alpha))
        #expect(set.dark == nil)
    }

    @Test("a dark luminosity entry is the dark variant; high contrast and other idioms are skipped")
    func dark() throws {
        let light = entry(#""red" : "1.000", "green" : "1.000", "blue" : "1.000", "alpha" : "1.000""#)
        let dark = entry(
            #""red" : "0.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#,
            appearances: #"{ "appearance" : "luminosity", "value" : "dark" }"#)
        let contrast = entry(
            #""red" : "0.500", "green" : "0.500", "blue" : "0.500", "alpha" : "1.000""#,
            appearances: #"{ "appearance" : "contrast", "value" : "high" }"#)
        let phone =
            #"{ "color" : { "components" : { "red" : "0.1", "green" : "0.1", "blue" : "0.1" } }, "idiom" : "iphone" }"#
        let set = try ColorSet.parse(contents(phone, contrast, light, dark))
        #expect(set.light == ColorSet.Components(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(set.dark == ColorSet.Components(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("Display P3 is converted to sRGB, and greys have one white component")
    func colourSpaces() throws {
        let p3 = try ColorSet.parse(
            contents(
                entry(#""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#, space: "display-p3"))
        )
        // P3's red is outside sRGB: more than 1 of red, less than 0 of green and blue.
        #expect(abs(p3.light.red - 1.0931) < 0.001)
        #expect(abs(p3.light.green + 0.2267) < 0.001)
        #expect(abs(p3.light.blue + 0.1501) < 0.001)
        let white = try ColorSet.parse(
            contents(entry(#""white" : "0.500", "alpha" : "1.000""#, space: "gray-gamma-22")))
        #expect(white.light == ColorSet.Components(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test(
        "a colour set Xcode would not write is an error that says why",
        arguments: [
            ("{", "expected"),
            (#"{ "info" : {} }"#, #"expected a "colors" array"#),
            (#"{ "colors" : [] }"#, #"no "universal" colour for any appearance"#),
            (#"{ "colors" : [{ "idiom" : "universal" }] }"#, #"a "universal" entry has no "color""#),
            (
                #"{ "colors" : [{ "idiom" : "universal", "color" : { "color-space" : "cmyk", "components" : {} } }] }"#,
                "unsupported colour space 'cmyk'"
            ),
            (
                #"{ "colors" : [{ "idiom" : "universal", "color" : { "components" : { "red" : "x", "green" : "0", "blue" : "0" } } }] }"#,
                #"the "red" component is not a number"#
            ),
            (
                #"{ "colors" : [{ "idiom" : "universal", "color" : { "components" : { "red" : "1.0" } } }] }"#,
                #"a colour has no "green" component"#
            ),
        ])
    func invalid(_ text: String, message: String) {
        #expect {
            try ColorSet.parse(Array(text.utf8))
        } throws: { error in
            (error as? ColorSetError)?.message.hasPrefix(message) == true
        }
    }
}
