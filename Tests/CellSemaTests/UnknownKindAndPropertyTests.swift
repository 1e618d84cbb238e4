import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// Kinds and properties the catalog does not know, each with a "did you mean".
@Suite("Unknown view kinds and properties")
struct UnknownKindAndPropertyTests {
    @Test("an unknown view kind is an error that suggests the nearest kind and lists them all")
    func unknownViewKind() {
        let source = CheckedSource(
            """
            cell C {
                1️⃣Lable title {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownViewKind, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown view kind 'Lable'",
            notes: [
                ("did you mean 'Label'?", nil),
                (
                    "the view kinds are View, Control, Label, ImageView, Button, ScrollView, StackView, Switch, "
                        + "Slider, SegmentedControl, Stepper, ActivityIndicatorView, ProgressView, PageControl, "
                        + "TextField, TextView, VisualEffectView", nil
                ),
            ])
        #expect(diagnostic?.range.end == source.offset(of: "1️⃣") + "Lable".utf8.count)
    }

    @Test("a view of an unknown kind keeps its outlet, so the views that read it get no second error")
    func unknownViewKindKeepsItsOutlet() throws {
        let source = CheckedSource(
            """
            cell C {
                1️⃣Lable title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (0, title.maxY, 10, 10)
                }
            }
            """)
        source.expectOnlyError(.unknownViewKind, at: "1️⃣")
        let template = try source.template()
        #expect(template.views.map(\.outlet) == ["title", "subtitle"])
    }

    @Test("an unknown property on a view kind is an error that suggests the nearest property of that kind")
    func unknownPropertyOnViewKind() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    1️⃣textColour = #A4A4A4
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown property 'textColour' on 'Label'",
            notes: [("did you mean 'textColor' or 'tintColor'?", nil)]
        )
    }

    @Test("a switch's misspelt property gets a suggestion; a label's property is not a switch's")
    func switchProperties() {
        let source = CheckedSource(
            """
            cell C {
                Switch toggle {
                    frame = (0, 0, 51, 31)
                    1️⃣isOnn = true
                    2️⃣text = "Notifications"
                }
            }
            """)
        let diagnostics = source.diagnostics.filter { $0.severity == .error }
        #expect(diagnostics.count == 2)
        if diagnostics.count == 2 {
            source.expect(
                diagnostics[0], message: "unknown property 'isOnn' on 'Switch'", notes: [("did you mean 'isOn'?", nil)])
            #expect(diagnostics[1].message == "unknown property 'text' on 'Switch'")
        }
    }

    @Test("a property of another kind is unknown on this one, with no suggestion when nothing is near")
    func propertyOfAnotherKind() {
        let source = CheckedSource(
            """
            cell C {
                ImageView icon {
                    frame = (0, 0, 10, 10)
                    1️⃣numberOfLines = 2
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(diagnostic, message: "unknown property 'numberOfLines' on 'ImageView'")
    }

    /// A misspelt property on a template, and what the checker should say.
    struct TemplateCase: Sendable, CustomTestStringConvertible {
        var keyword: String
        var property: String
        var value: String
        var suggestion: String

        var testDescription: String { "\(keyword) \(property)" }
    }

    @Test(
        "an unknown property on a template is an error that suggests the nearest property of the template",
        arguments: [
            TemplateCase(keyword: "cell", property: "textColour", value: "#fff", suggestion: "tintColor"),
            TemplateCase(keyword: "cell", property: "backgroundColour", value: "#fff", suggestion: "backgroundColor"),
            TemplateCase(keyword: "cell", property: "selectionStyel", value: ".none", suggestion: "selectionStyle"),
            TemplateCase(keyword: "cell", property: "reuseIdentifer", value: "\"x\"", suggestion: "reuseIdentifier"),
            TemplateCase(keyword: "view", property: "heigth", value: "100", suggestion: "height"),
            TemplateCase(keyword: "view", property: "accessoryTyp", value: ".none", suggestion: ""),
        ])
    func unknownPropertyOnTemplate(_ example: TemplateCase) {
        let source = CheckedSource(
            """
            \(example.keyword) T {
                1️⃣\(example.property) = \(example.value)
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        let notes: [(String, Character?)] =
            example.suggestion.isEmpty ? [] : [("did you mean '\(example.suggestion)'?", nil)]
        source.expect(
            diagnostic, message: "unknown property '\(example.property)' on \(example.keyword) 'T'", notes: notes)
    }

    @Test("'frame' and 'size' are view properties that a template does not have")
    func frameOnTemplate() {
        let source = CheckedSource(
            """
            cell T {
                1️⃣frame = (0, 0, 10, 10)
                2️⃣size = (10, 10)
            }
            """)
        source.expectDiagnostics([(.error, .unknownProperty, "1️⃣"), (.error, .unknownProperty, "2️⃣")])
    }
}
