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
                        + "PickerView, TextField, TextView, VisualEffectView", nil
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
            #expect(diagnostics[1].id == .misplacedProperty)
            #expect(
                diagnostics[1].message == "'text' is a property of 'Label', 'TextField' and 'TextView', not of 'Switch'"
            )
        }
    }

    @Test("a property of another kind is misplaced on this one, with no suggestion when nothing is near")
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
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(diagnostic, message: "'numberOfLines' is a property of 'Label', not of 'ImageView'")
    }

    /// A property written where it does not belong, and what the checker should say.
    struct MisplacedCase: Sendable, CustomTestStringConvertible {
        var source: String
        var message: String
        var suggestion: String?
        var testDescription: String { message }
    }

    /// Issue 12's vocabulary on the wrong view kind or template: misplaced, naming whose it is, with a "did you
    /// mean" when the view has a property of a near name or the one that does the same.
    @Test(
        "a property of another kind or of a template is misplaced, says whose it is, and suggests the view's own",
        arguments: [
            MisplacedCase(
                source: "Label l {\n frame = (0, 0, 1, 1)\n 1️⃣onTintColor = .red\n}",
                message: "'onTintColor' is a property of 'Switch', not of 'Label'", suggestion: "tintColor"),
            MisplacedCase(
                source: "Button b {\n frame = (0, 0, 1, 1)\n 1️⃣font = .system(12)\n}",
                message: "'font' is a property of 'Label', 'TextField' and 'TextView', not of 'Button'",
                suggestion: "titleFont"),
            MisplacedCase(
                source: "Label l {\n frame = (0, 0, 1, 1)\n 1️⃣placeholder = \"Name\"\n}",
                message: "'placeholder' is a property of 'TextField', not of 'Label'", suggestion: nil),
            MisplacedCase(
                source: "Label l {\n frame = (0, 0, 1, 1)\n 1️⃣valueChanged = changed\n}",
                message: "'valueChanged' is a property of 'Control', not of 'Label'", suggestion: nil),
            MisplacedCase(
                source: "View v {\n frame = (0, 0, 1, 1)\n 1️⃣effect = .dark\n}",
                message: "'effect' is a property of 'VisualEffectView', not of 'View'", suggestion: nil),
            MisplacedCase(
                source: "Label l {\n frame = (0, 0, 1, 1)\n 1️⃣selectionStyle = .none\n}",
                message: "'selectionStyle' is a property of cell templates, not of 'Label'", suggestion: nil),
            MisplacedCase(
                source: "1️⃣text = \"Title\"",
                message: "'text' is a property of 'Label', 'TextField' and 'TextView', not of cell 'C'",
                suggestion: nil),
            MisplacedCase(
                source: "1️⃣frame = (0, 0, 1, 1)", message: "'frame' is a property of subviews, not of cell 'C'",
                suggestion: nil),
            MisplacedCase(
                source: "contentView {\n 1️⃣titleColor = .red\n}",
                message: "'titleColor' is a property of 'Button', not of 'contentView'", suggestion: "tintColor"),
        ])
    func misplacedProperty(_ example: MisplacedCase) {
        let source = CheckedSource("cell C {\n\(example.source)\n}\n")
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: example.message,
            notes: example.suggestion.map { [("did you mean '\($0)'?", nil)] } ?? [])
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

    @Test("'frame' and 'size' are view properties that a template does not have: they are misplaced there")
    func frameOnTemplate() {
        let source = CheckedSource(
            """
            cell T {
                1️⃣frame = (0, 0, 10, 10)
                2️⃣size = (10, 10)
            }
            """)
        source.expectDiagnostics([(.error, .misplacedProperty, "1️⃣"), (.error, .misplacedProperty, "2️⃣")])
        #expect(
            source.diagnostics.map(\.message) == [
                "'frame' is a property of subviews, not of cell 'T'",
                "'size' is a property of subviews, not of cell 'T'",
            ])
    }
}
