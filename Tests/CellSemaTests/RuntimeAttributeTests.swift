import CellDiagnostics
import CellSema
import Testing

/// The `attributes { ... }` block: user-defined runtime attributes, each typed by its literal.
@Suite("Runtime attributes")
struct RuntimeAttributeTests {
    private static let types =
        "a runtime attribute is a boolean, a number, a string, a colour, point(x, y), size(width, height), "
        + "rect(x, y, width, height), image(\"name\") or localized(\"key\")"

    @Test("every literal gives its type, on a subview and on the template, in source order")
    func everyType() throws {
        let source = CheckedSource(
            """
            let gap = 4
            let style = "pill"
            cell C {
                attributes { glow = false }
                View badge {
                    frame = (0, 0, 10, 10)
                    attributes {
                        cornerStyle = style
                        badgeCount = gap * 2
                        glow = true
                        accent = #FF000080
                        tint = .red
                        anchor = point(0.5, -1)
                        padding = size(gap, 8)
                        hitArea = rect(0, 0, 44, 44)
                        icon = image("star")
                        caption = localized("badge.caption")
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.runtimeAttributes.map(\.key) == ["glow"])
        #expect(template.runtimeAttributes.map(\.value) == [.bool(false)])
        // The block is no view.
        #expect(template.views.count == 1)
        let attributes = try #require(template.views.first).runtimeAttributes
        #expect(
            attributes.map(\.value) == [
                .string("pill"), .number(8), .bool(true),
                .color(.rgb(red: 255, green: 0, blue: 0, alpha: 128.0 / 255)), .color(.named("red")),
                .point(x: 0.5, y: -1), .size(width: 4, height: 8), .rect(x: 0, y: 0, width: 44, height: 44),
                .image("star"), .localizedString("badge.caption"),
            ])
    }

    @Test(
        "a value with no attribute type is an error at the value",
        arguments: [
            (
                "1️⃣(4, 8)", DiagnosticID.typeMismatch, "the runtime attribute 'k' cannot be a bare tuple",
                ["a runtime attribute's type comes from its literal: write 'point(x, y)' or 'size(width, height)'"]
            ),
            ("1️⃣badge.width", .typeMismatch, "the runtime attribute 'k' takes a literal, found 'badge.width'", [types]),
            (
                "1️⃣pont(1, 2)", .unknownName, "unknown function 'pont' in the runtime attribute 'k'",
                ["did you mean 'point'?", types]
            ),
            ("1️⃣size(1)", .typeMismatch, "'size' takes 2 numbers, found 1", []),
            ("1️⃣size(-1, 2)", .invalidValue, "a size cannot be negative", []),
            ("1️⃣image(3)", .typeMismatch, "'image' takes one string, found 1 arguments", ["write 'image(\"name\")'"]),
            ("localized(1️⃣\"\")", .invalidValue, "a localized string's key cannot be empty", []),
            ("1️⃣.blu", .unknownName, "unknown colour '.blu'", ["did you mean 'blue'?"]),
        ] as [(String, DiagnosticID, String, [String])])
    func invalidValue(value: String, id: DiagnosticID, message: String, notes: [String]) {
        let source = CheckedSource(
            "view V {\n    View badge {\n        frame = (0, 0, 1, 1)\n        attributes { k = \(value) }\n    }\n}\n")
        let diagnostic = source.expectOnlyError(id, at: "1️⃣")
        source.expect(diagnostic, message: message, notes: notes.map { ($0, nil) })
    }

    @Test("a key set twice is an error at the second, with a note at the first")
    func duplicateKey() {
        let source = CheckedSource(
            "view V {\n    attributes {\n        2️⃣glow = true\n        1️⃣glow = false\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.duplicateProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "the runtime attribute 'glow' is set twice", notes: [("'glow' is first set here", "2️⃣")]
        )
    }

    @Test("a key that is a property of the view is set as the property")
    func propertyKey() {
        let source = CheckedSource(
            "view V {\n    Label title {\n        frame = (0, 0, 1, 1)\n        attributes { 1️⃣text = \"Hi\" }\n    }\n}\n"
        )
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "'text' is a property of 'title', not a runtime attribute",
            notes: [("set it outside the 'attributes' block: 'text = ...'", nil)])
    }

    @Test("a layer's property CellKit's view has is a custom class's attribute, and the view's property otherwise")
    func layerPropertyKey() throws {
        let custom = CheckedSource(
            "view V {\n    View gauge {\n        customClass = \"Gauge\"\n        frame = (0, 0, 1, 1)\n"
                + "        attributes {\n            borderWidth = 2\n            cornerRadius = 4\n        }\n    }\n}\n"
        )
        #expect(custom.diagnostics.isEmpty)
        let gauge = try #require(custom.checked.templates.first?.views.first)
        #expect(gauge.runtimeAttributes.map(\.key) == ["borderWidth", "cornerRadius"])
        let plain = CheckedSource(
            "view V {\n    View gauge {\n        frame = (0, 0, 1, 1)\n        attributes { 1️⃣borderWidth = 2 }\n    }\n}\n"
        )
        plain.expect(
            plain.expectOnlyError(.misplacedProperty, at: "1️⃣"),
            message: "'borderWidth' is a property of 'gauge', not a runtime attribute",
            notes: [
                ("set it outside the 'attributes' block: 'borderWidth = ...'", nil),
                ("a view with a 'customClass' passes 'borderWidth' to its class as an attribute", nil),
            ])
        let viewProperty = CheckedSource(
            "view V {\n    View gauge {\n        customClass = \"Gauge\"\n        frame = (0, 0, 1, 1)\n"
                + "        attributes { 1️⃣alpha = 0.5 }\n    }\n}\n")
        _ = viewProperty.expectOnlyError(.misplacedProperty, at: "1️⃣")
    }

    @Test("a block holds no views, and a view has one block")
    func blockShape() {
        let views = CheckedSource(
            "view V {\n    attributes {\n        1️⃣Label { frame = (0, 0, 1, 1) }\n    }\n}\n")
        views.expect(
            views.expectOnlyError(.misplacedProperty, at: "1️⃣"),
            message: "an 'attributes' block holds 'key = value' lines, not views",
            notes: [("declare 'Label' outside the 'attributes' block", nil)])
        let twice = CheckedSource("view V {\n    2️⃣attributes { a = 1 }\n    1️⃣attributes { b = 2 }\n}\n")
        twice.expect(
            twice.expectOnlyError(.duplicateProperty, at: "1️⃣"), message: "view 'V' has a second 'attributes' block",
            notes: [("the first 'attributes' block is here", "2️⃣")])
    }
}
