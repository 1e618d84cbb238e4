import CellDiagnostics
import CellSema
import Testing

/// The layer's shadow, multiple touch, highlighting, display-P3 colours, UIKit's text colours and SF Symbols: what
/// the checker accepts, and the errors it gives for Interface Builder's layer key paths and for wrong values.
@Suite("Shadows, highlights, display-P3 colours and symbols")
struct LayerAndImageValueTests {
    @Test("the shadow, multiple touch, highlight, text colours, display P3 and symbols check to their values")
    func values() throws {
        let source = CheckedSource(
            """
            cell C {
                contentView { isMultipleTouchEnabled = true }
                View card {
                    frame = (0, 0, 10, 10)
                    shadowColor = .darkText
                    shadowOpacity = 0.3
                    shadowRadius = 1
                    shadowOffset = (-1, -2)
                    backgroundColor = displayP3(0.222, 0.457, 0.8)
                    borderColor = displayP3(1, 0.5, 0, 0.25)
                    isMultipleTouchEnabled = true
                    Label title {
                        frame = (0, 0, 10, 10)
                        textColor = .lightText
                        highlightedTextColor = .white
                        isHighlighted = true
                    }
                    ImageView icon {
                        frame = (0, 0, 10, 10)
                        image = .system("square.and.arrow.up")
                        highlightedImage = "icon_pressed"
                        isHighlighted = true
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let card = template.views[try source.view("card", in: template)]
        let values = Dictionary(uniqueKeysWithValues: card.properties.map { ($0.spec.name, $0.value) })
        #expect(values["shadowColor"] == .color(.named("darkText")))
        #expect(values["shadowOffset"] == .size(width: -1, height: -2))
        #expect(values["backgroundColor"] == .color(.displayP3(red: 0.222, green: 0.457, blue: 0.8, alpha: 1)))
        #expect(values["borderColor"] == .color(.displayP3(red: 1, green: 0.5, blue: 0, alpha: 0.25)))
        let icon = template.views[try source.view("icon", in: template)]
        #expect(icon.properties.first { $0.spec.name == "image" }?.value == .systemImage("square.and.arrow.up"))
        #expect(icon.properties.first { $0.spec.name == "highlightedImage" }?.value == .image("icon_pressed"))
    }

    @Test(
        "a wrong shadow, display-P3 colour or symbol is an error at the value",
        arguments: [
            ("shadowOpacity = 1️⃣1.5", DiagnosticID.invalidValue, "'shadowOpacity' must be between 0 and 1, found 1.5"),
            ("shadowRadius = 1️⃣-1", .invalidValue, "'shadowRadius' cannot be negative, found -1"),
            (
                "shadowOffset = 1️⃣(1, 2, 3)", .typeMismatch,
                "'shadowOffset' takes an offset '(width, height)', found a tuple of 3 values"
            ),
            (
                "backgroundColor = displayP3(0, 1️⃣1.2, 0)", .invalidValue,
                "a display-P3 component must be between 0 and 1, found 1.2"
            ),
            ("backgroundColor = 1️⃣displayP3(0, 1)", .typeMismatch, "'displayP3' takes 3 or 4 arguments, found 2"),
        ] as [(String, DiagnosticID, String)])
    func invalidViewValue(line: String, id: DiagnosticID, message: String) {
        let source = CheckedSource(
            "view V {\n    View card {\n        frame = (0, 0, 1, 1)\n        \(line)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(id, at: "1️⃣")
        #expect(diagnostic?.message == message)
    }

    @Test(
        "a wrong symbol is an error at the image",
        arguments: [
            ("1️⃣.sytem(\"star\")", DiagnosticID.typeMismatch, "unknown image '.sytem' for 'image'"),
            (
                "1️⃣.system(3)", .typeMismatch,
                "'.system' takes one argument, the symbol's name in quotes, as in '.system(\"square.and.arrow.up\")'"
            ),
            (".system(1️⃣\"\")", .invalidValue, "a symbol name cannot be empty"),
        ] as [(String, DiagnosticID, String)])
    func invalidSymbol(value: String, id: DiagnosticID, message: String) {
        let source = CheckedSource(
            "view V {\n    ImageView icon {\n        frame = (0, 0, 1, 1)\n        image = \(value)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(id, at: "1️⃣")
        #expect(diagnostic?.message == message)
    }

    @Test("a misspelt symbol form suggests '.system'")
    func symbolSuggestion() {
        let source = CheckedSource(
            "view V {\n    ImageView icon {\n        frame = (0, 0, 1, 1)\n        image = 1️⃣.sytem(\"star\")\n    }\n}\n"
        )
        source.expect(
            source.expectOnlyError(.typeMismatch, at: "1️⃣"), message: "unknown image '.sytem' for 'image'",
            notes: [
                ("did you mean 'system'?", nil),
                ("an image is a name in quotes, or '.system(\"name\")' for an SF Symbol", nil),
            ])
    }

    @Test("Interface Builder's layer key path in a runtime attribute names the view's property to set instead")
    func layerKeyPathAttribute() {
        let source = CheckedSource(
            "view V {\n    View card {\n        frame = (0, 0, 1, 1)\n        attributes { 1️⃣layer.shadowOpacity = 0.3 }\n    }\n}\n"
        )
        source.expect(
            source.expectOnlyError(.misplacedProperty, at: "1️⃣"),
            message: "'layer.shadowOpacity' is the property 'shadowOpacity' of 'card', not a runtime attribute",
            notes: [
                ("CellKit's views have no layer: the view has the layer's properties itself", nil),
                ("set it outside the 'attributes' block: 'shadowOpacity = ...'", nil),
            ])
    }

    @Test("an app's layer extension for a colour is the view's colour property")
    func layerColorExtension() {
        let source = CheckedSource(
            "view V {\n    attributes {\n        1️⃣layer.shadowColorIB = #999999\n    }\n}\n")
        #expect(
            source.expectOnlyError(.misplacedProperty, at: "1️⃣")?.message
                == "'layer.shadowColorIB' is the property 'shadowColor' of view 'V', not a runtime attribute")
    }

    @Test("another key path in a runtime attribute is an error that says CellKit follows none")
    func otherKeyPathAttribute() {
        let source = CheckedSource(
            "view V {\n    View card {\n        frame = (0, 0, 1, 1)\n        attributes { 1️⃣badge.count = 3 }\n    }\n}\n"
        )
        source.expect(
            source.expectOnlyError(.unknownProperty, at: "1️⃣"),
            message: "the runtime attribute 'badge.count' is a key path, not a key",
            notes: [
                (
                    "CellKit has no key-value coding to follow a key path: name the attribute with a plain key, "
                        + "which the class's 'setRuntimeAttribute(_:forKey:)' takes", nil
                )
            ])
    }

    @Test("a layer key path written as a property is unknown, with a note naming the view's own property")
    func layerKeyPathProperty() {
        let source = CheckedSource(
            "view V {\n    View card {\n        frame = (0, 0, 1, 1)\n        1️⃣layer.cornerRadius = 4\n    }\n}\n")
        source.expect(
            source.expectOnlyError(.unknownProperty, at: "1️⃣"),
            message: "unknown property 'layer.cornerRadius' on 'View'",
            notes: [("CellKit's views have no layer: write the view's own 'cornerRadius'", nil)])
    }
}
