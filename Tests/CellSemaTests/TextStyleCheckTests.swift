import CellDiagnostics
import CellSema
import Testing

/// The paragraph style's properties and a label's shrinking: numbers bounded by the catalog, on the kinds that have
/// them only, settable by styles.
@Suite("Text style properties")
struct TextStyleCheckTests {
    @Test(
        "line heights and spacing cannot be negative; the minimum scale is a fraction",
        arguments: [
            ("lineSpacing = -2", "'lineSpacing' cannot be negative, found -2"),
            ("minimumLineHeight = 0 - 22", "'minimumLineHeight' cannot be negative, found -22"),
            ("lineHeightMultiple = -1.5", "'lineHeightMultiple' cannot be negative, found -1.5"),
            ("paragraphSpacingBefore = -1", "'paragraphSpacingBefore' cannot be negative, found -1"),
            ("minimumScaleFactor = 1.5", "'minimumScaleFactor' must be between 0 and 1, found 1.5"),
        ])
    func bounds(property: String, message: String) {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    \(property.prefix { $0 != "=" })= 1️⃣\(property.drop { $0 != "=" }.dropFirst(2))
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: message)
    }

    @Test("a paragraph style's property on a button is misplaced, and says the kinds that have it")
    func misplacedOnAButton() {
        let source = CheckedSource(
            """
            cell C {
                Button go {
                    frame = (0, 0, 10, 10)
                    1️⃣lineSpacing = 2
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(diagnostic, message: "'lineSpacing' is a property of 'Label' and 'TextView', not of 'Button'")
    }

    @Test("shrinking is a label's: on a text view it is misplaced, with the nearest text view property suggested")
    func shrinkingOnATextView() {
        let source = CheckedSource(
            """
            cell C {
                TextView body {
                    frame = (0, 0, 10, 10)
                    1️⃣adjustsFontSizeToFitWidth = true
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        #expect(diagnostic?.message == "'adjustsFontSizeToFitWidth' is a property of 'Label', not of 'TextView'")
    }

    @Test("a style sets the paragraph style for the labels and text views that apply it")
    func styles() throws {
        let source = CheckedSource(
            """
            style Roomy {
                minimumLineHeight = 22
                lineSpacing = 2
            }
            cell C {
                Label title: Roomy {
                    frame = (0, 0, 10, 10)
                }
                TextView body: Roomy {
                    frame = (0, 10, 10, 10)
                }
            }
            """)
        #expect(source.diagnostics.isEmpty, "\(source.diagnostics.map(\.message))")
        let template = try source.template()
        for view in template.views {
            #expect(view.properties.map(\.spec.name) == ["minimumLineHeight", "lineSpacing"])
        }
    }
}
