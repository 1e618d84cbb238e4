import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The font forms beyond size and bold (weights, italic, monospaced digits, text styles) and asset colours, as the
/// checker reads them and reports their mistakes.
@Suite("Font and colour literals")
struct FontAndColorLiteralTests {
    /// `font = text` on a label, checked.
    private func source(font text: String, colorAssets: Set<String>? = nil) -> CheckedSource {
        CheckedSource(
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    font = 1️⃣\(text)
                }
            }
            """, colorAssets: colorAssets)
    }

    /// The one value the label's `property` has.
    private func value(_ source: CheckedSource) throws -> Value {
        source.expectNoDiagnostics()
        return try #require(try source.template().views[0].properties.first?.value)
    }

    @Test(
        "every font form reads to its IR value",
        arguments: [
            (".system(17, .semibold)", FontValue.weightedSystem(17, .semibold)),
            (".system(17, .regular)", .system(17)),
            (".system(20, .bold)", .weightedSystem(20, .bold)),
            (".italicSystem(15)", .italicSystem(15)),
            (".monospacedDigitSystem(13)", .monospacedDigitSystem(13, .regular)),
            (".monospacedDigitSystem(13, .medium)", .monospacedDigitSystem(13, .medium)),
            (".textStyle(.headline)", .textStyle(.headline)),
            (".textStyle(.caption2)", .textStyle(.caption2)),
        ])
    func fontForm(_ text: String, expected: FontValue) throws {
        #expect(try value(source(font: text)) == .font(expected))
    }

    @Test("every weight is accepted", arguments: FontWeight.allCases)
    func weight(_ weight: FontWeight) throws {
        let expected: FontValue = weight == .regular ? .system(12) : .weightedSystem(12, weight)
        #expect(try value(source(font: ".system(12, .\(weight.rawValue))")) == .font(expected))
    }

    @Test("every text style is accepted", arguments: FontTextStyle.allCases)
    func textStyle(_ style: FontTextStyle) throws {
        #expect(try value(source(font: ".textStyle(.\(style.rawValue))")) == .font(.textStyle(style)))
    }

    @Test(
        "a wrong font is one error that says what was expected",
        arguments: [
            (
                ".system(17, .semibld)", DiagnosticID.unknownName, "unknown font weight '.semibld'",
                "did you mean 'semibold'?" as String?
            ),
            (".system(17, 3)", .typeMismatch, "expected a font weight such as '.medium'", nil),
            (".system(17, .bold, 2)", .typeMismatch, "'.system' takes 1 or 2 arguments, found 3", nil),
            (".boldSystem(17, .bold)", .typeMismatch, "'.boldSystem' takes 1 argument, found 2", nil),
            (".italicSystem()", .typeMismatch, "'.italicSystem' takes 1 argument, found 0", nil),
            (".monospacedDigitSystem(0)", .invalidValue, "a font size must be positive, found 0", nil),
            (".textStyle(.bdy)", .unknownName, "unknown text style '.bdy'", "did you mean 'body'?"),
            (".textStyle(.headlin)", .unknownName, "unknown text style '.headlin'", "did you mean 'headline'?"),
            (".textStyle", .typeMismatch, "'.textStyle' needs a text style, as in '.textStyle(.body)'", nil),
            (".textStyle(17)", .typeMismatch, "expected a text style such as '.body'", nil),
            (".textStyle(.body, 3)", .typeMismatch, "'.textStyle' takes 1 argument, found 2", nil),
            (".italic(12)", .typeMismatch, "unknown font '.italic'", nil),
        ])
    func badFont(_ text: String, id: DiagnosticID, message: String, hint: String?) {
        let checked = source(font: text)
        #expect(checked.diagnostics.count == 1)
        let diagnostic = checked.diagnostics.first
        #expect(diagnostic?.id == id)
        #expect(diagnostic?.message == message)
        if let hint {
            #expect(diagnostic?.notes.first?.message == hint)
        }
    }

    /// `textColor = text` on a label, checked against `colorAssets`.
    private func source(color text: String, colorAssets: Set<String>?) -> CheckedSource {
        CheckedSource(
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    textColor = 1️⃣\(text)
                }
            }
            """, colorAssets: colorAssets)
    }

    @Test("an asset colour is taken on trust without a catalog, and checked against one")
    func assetColour() throws {
        #expect(try value(source(color: ".asset(\"BrandRed\")", colorAssets: nil)) == .color(.asset("BrandRed")))
        let catalog: Set<String> = ["BrandRed", "BrandBlue"]
        #expect(try value(source(color: ".asset(\"BrandBlue\")", colorAssets: catalog)) == .color(.asset("BrandBlue")))
        let unknown = source(color: ".asset(\"BrandRad\")", colorAssets: catalog)
        #expect(unknown.diagnostics.count == 1)
        #expect(unknown.diagnostics.first?.id == .unknownName)
        #expect(unknown.diagnostics.first?.message == "unknown asset colour 'BrandRad'")
        #expect(unknown.diagnostics.first?.notes.first?.message == "did you mean 'BrandRed'?")
    }

    @Test(
        "an asset colour takes one name in quotes",
        arguments: [".asset()", ".asset(BrandRed)", ".asset(\"\")", ".asset(\"A\", \"B\")"])
    func badAssetColour(_ text: String) {
        let checked = source(color: text, colorAssets: nil)
        #expect(checked.diagnostics.count == 1)
        #expect(checked.diagnostics.first?.id == .typeMismatch)
        #expect(
            checked.diagnostics.first?.message
                == "'.asset' takes one argument, the colour's name in quotes, as in '.asset(\"BrandRed\")'")
    }
}
