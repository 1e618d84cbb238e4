import CellDiagnostics
import CellSema
import Testing

/// Values checked against their property's type: the wrong type, and the right type out of range.
@Suite("Value checking")
struct ValueCheckingTests {
    /// One property set on one view, with the value's start marked `1️⃣`, and the diagnostic it should get.
    struct ValueCase: Sendable, CustomTestStringConvertible {
        var kind: String
        var property: String
        /// The value, with `1️⃣` where the diagnostic starts.
        var value: String
        var id: DiagnosticID
        var message: String
        var notes: [String] = []

        var testDescription: String { "\(kind).\(property) = \(value.filter { !CheckedSource.markers.contains($0) })" }

        /// A cell holding one view of `kind` with the property set; the view gets a frame unless the property is one.
        var source: String {
            let frame = property == "frame" ? "" : "        frame = (0, 0, 10, 10)\n"
            return "cell C {\n    \(kind) v {\n\(frame)        \(property) = \(value)\n    }\n}\n"
        }
    }

    @Test(
        "a value of the wrong type is an error that names the type expected and what was found",
        arguments: [
            ValueCase(
                kind: "Switch", property: "isOn", value: "1️⃣1", id: .typeMismatch,
                message: "'isOn' takes 'true' or 'false', found a number"),
            ValueCase(
                kind: "Switch", property: "onTintColor", value: "1️⃣\"green\"", id: .typeMismatch,
                message: "'onTintColor' takes a colour, found a string"),
            ValueCase(
                kind: "Label", property: "alpha", value: "1️⃣\"half\"", id: .typeMismatch,
                message: "'alpha' takes a number, found a string"),
            ValueCase(
                kind: "Label", property: "alpha", value: "1️⃣true", id: .typeMismatch,
                message: "'alpha' takes a number, found a boolean"),
            ValueCase(
                kind: "Label", property: "tag", value: "1️⃣1.5", id: .typeMismatch,
                message: "'tag' takes an integer, found 1.5"),
            ValueCase(
                kind: "Label", property: "numberOfLines", value: "1️⃣7 / 2", id: .typeMismatch,
                message: "'numberOfLines' takes an integer, found 3.5"),
            ValueCase(
                kind: "Label", property: "isHidden", value: "1️⃣1", id: .typeMismatch,
                message: "'isHidden' takes 'true' or 'false', found a number"),
            ValueCase(
                kind: "Label", property: "text", value: "1️⃣12", id: .typeMismatch,
                message: "'text' takes a string, found a number"),
            ValueCase(
                kind: "Label", property: "textColor", value: "1️⃣\"red\"", id: .typeMismatch,
                message: "'textColor' takes a colour, found a string"),
            ValueCase(
                kind: "Label", property: "font", value: "1️⃣\"Helvetica\"", id: .typeMismatch,
                message: "'font' takes a font, found a string"),
            ValueCase(
                kind: "Label", property: "textAlignment", value: "1️⃣\"center\"", id: .typeMismatch,
                message: "'textAlignment' takes a 'TextAlignment' case, found a string"),
            ValueCase(
                kind: "ImageView", property: "image", value: "1️⃣3", id: .typeMismatch,
                message: "'image' takes an image name, found a number"),
            ValueCase(
                kind: "ScrollView", property: "contentSize", value: "1️⃣(1, 2, 3)", id: .typeMismatch,
                message: "'contentSize' takes a size '(width, height)', found a tuple of 3 values"),
            ValueCase(
                kind: "ScrollView", property: "contentInset", value: "1️⃣(1, 2)", id: .typeMismatch,
                message: "'contentInset' takes insets '(top, left, bottom, right)', found a tuple of 2 values"),
            ValueCase(
                kind: "Label", property: "frame", value: "1️⃣(0, 0, 10)", id: .typeMismatch,
                message: "'frame' takes a frame '(x, y, width, height)', found a tuple of 3 values"),
            ValueCase(
                kind: "Label", property: "frame", value: "1️⃣12", id: .typeMismatch,
                message: "'frame' takes a frame '(x, y, width, height)', found a number"),
            ValueCase(
                kind: "Button", property: "action", value: "1️⃣\"tapped\"", id: .typeMismatch,
                message: "'action' takes an action method name, found a string"),
            ValueCase(
                kind: "Label", property: "font", value: "1️⃣.system", id: .typeMismatch,
                message: "'.system' needs a size, as in '.system(12)'"),
        ])
    func wrongType(_ example: ValueCase) {
        let source = CheckedSource(example.source)
        let diagnostic = source.expectOnlyError(example.id, at: "1️⃣")
        source.expect(diagnostic, message: example.message, notes: example.notes.map { ($0, nil) })
    }

    @Test("an enumeration case that does not exist is an unknown name, with a suggestion and the list of cases")
    func unknownEnumCase() {
        let source = CheckedSource(
            """
            cell C {
                Label v {
                    frame = (0, 0, 10, 10)
                    textAlignment = 1️⃣.centre
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "'TextAlignment' has no case '.centre'",
            notes: [
                ("did you mean 'center'?", nil),
                ("'textAlignment' takes one of: .left, .center, .right, .justified, .natural", nil),
            ])
    }

    @Test("a case of another enumeration is not accepted: each property has its own enumeration")
    func caseOfAnotherEnumeration() {
        let source = CheckedSource(
            """
            cell C {
                selectionStyle = 1️⃣.disclosureIndicator
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "'TableViewCell.SelectionStyle' has no case '.disclosureIndicator'",
            notes: [("'selectionStyle' takes one of: .none, .blue, .gray, .default", nil)])
    }

    @Test("an unknown named colour is an unknown name, with a suggestion")
    func unknownNamedColour() {
        let source = CheckedSource(
            """
            cell C {
                backgroundColor = 1️⃣.grey
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "unknown colour '.grey'", notes: [("did you mean 'gray'?", nil)])
    }

    @Test(
        "a value of the right type out of its range is an invalid value",
        arguments: [
            ValueCase(
                kind: "Label", property: "textColor", value: "rgb(1, 1️⃣256, 3)", id: .invalidValue,
                message: "a colour channel must be a whole number from 0 to 255, found 256"),
            ValueCase(
                kind: "Label", property: "textColor", value: "rgb(1️⃣-1, 0, 0)", id: .invalidValue,
                message: "a colour channel must be a whole number from 0 to 255, found -1"),
            ValueCase(
                kind: "Label", property: "textColor", value: "rgb(0, 0, 1️⃣0.5)", id: .invalidValue,
                message: "a colour channel must be a whole number from 0 to 255, found 0.5"),
            ValueCase(
                kind: "Label", property: "textColor", value: "rgba(0, 0, 0, 1️⃣2)", id: .invalidValue,
                message: "alpha must be between 0 and 1, found 2"),
            ValueCase(
                kind: "Label", property: "font", value: ".system(1️⃣0)", id: .invalidValue,
                message: "a font size must be positive, found 0"),
            ValueCase(
                kind: "Label", property: "font", value: ".custom(\"Georgia\", 1️⃣-3)", id: .invalidValue,
                message: "a font size must be positive, found -3"),
            ValueCase(
                kind: "ScrollView", property: "contentSize", value: "1️⃣(-1, 10)", id: .invalidValue,
                message: "a size cannot be negative"),
            ValueCase(
                kind: "ImageView", property: "image", value: "1️⃣\"\"", id: .invalidValue,
                message: "an image name cannot be empty"),
            ValueCase(
                kind: "Button", property: "backgroundImage", value: "1️⃣\"\"", id: .invalidValue,
                message: "an image name cannot be empty"),
        ])
    func invalidValue(_ example: ValueCase) {
        let source = CheckedSource(example.source)
        let diagnostic = source.expectOnlyError(example.id, at: "1️⃣")
        source.expect(diagnostic, message: example.message, notes: example.notes.map { ($0, nil) })
    }

    @Test("a negative preferred size in a stack view is an invalid value")
    func negativeArrangedSize() {
        let source = CheckedSource(
            """
            view V {
                StackView stack {
                    frame = (0, 0, parent.width, 100)
                    View {
                        size = 1️⃣(10, -2)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: "a size cannot be negative")
    }

    @Test("an empty reuse identifier is an invalid value, and the cell keeps its class name as identifier")
    func emptyReuseIdentifier() throws {
        let source = CheckedSource(
            """
            cell C {
                reuseIdentifier = 1️⃣""
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(
            diagnostic, message: "a reuse identifier cannot be empty",
            notes: [("write 'reuseIdentifier = .none' for a cell with no reuse identifier", nil)])
        #expect(try source.template().reuseIdentifier == "C")
    }

    @Test(
        "a template's width and height must be positive",
        arguments: [("cell", "width"), ("view", "width"), ("view", "height")])
    func nonPositiveTemplateSize(keyword: String, property: String) {
        let source = CheckedSource("\(keyword) T {\n    \(property) = 1️⃣0\n}\n")
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: "'\(property)' must be positive, found 0")
    }

    @Test("a constant of the wrong type is reported where it is used, with a note at its declaration")
    func constantOfWrongType() {
        let source = CheckedSource(
            """
            let 2️⃣c = 5
            cell C {
                backgroundColor = 1️⃣c
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'backgroundColor' takes a colour, but 'c' is a number",
            notes: [("'c' is declared here", "2️⃣")])
    }

    @Test("an out-of-range constant is an invalid value at each use and none at its declaration")
    func invalidConstantAtEachUse() {
        let source = CheckedSource(
            """
            let c = rgb(300, 0, 0)
            cell C {
                backgroundColor = 1️⃣c
                Label l {
                    frame = (0, 0, 10, 10)
                    textColor = 2️⃣c
                }
            }
            """)
        source.expectDiagnostics([(.error, .invalidValue, "1️⃣"), (.error, .invalidValue, "2️⃣")])
    }
}
