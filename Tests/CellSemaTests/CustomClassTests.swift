import CellDiagnostics
import CellSema
import Testing

/// A subview's `customClass`: the app's subclass of its kind, which its outlet is typed with.
@Suite("Custom classes")
struct CustomClassTests {
    private static func rule(_ kind: String) -> String {
        "a custom class is the app's subclass of '\(kind)', such as \"Badge\(kind)\""
    }

    @Test("a subview names its custom class; the IR keeps it and the kind")
    func validCustomClass() throws {
        let source = CheckedSource(
            """
            let badge = "BadgeLabel"
            cell C {
                Label count {
                    customClass = badge
                    frame = (0, 0, 10, 10)
                }
                View {
                    customClass = "Card_2"
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let views = try source.template().views
        #expect(views.map(\.customClass) == ["BadgeLabel", "Card_2"])
        #expect(views.map(\.className) == ["BadgeLabel", "Card_2"])
        #expect(views.map(\.kind.className) == ["Label", "View"])
    }

    @Test(
        "a custom class that is not the app's Swift type is an error at the string",
        arguments: [
            ("", "a custom class name cannot be empty"),
            ("Badge Label", "the custom class 'Badge Label' is not a Swift type name"),
            ("App.BadgeLabel", "the custom class 'App.BadgeLabel' is not a Swift type name"),
            ("class", "the custom class 'class' is not a Swift type name"),
            ("Label", "the custom class 'Label' is not the app's: 'Label' is CellKit's"),
            ("ImageView", "the custom class 'ImageView' is not the app's: 'ImageView' is CellKit's"),
            ("TableViewCell", "the custom class 'TableViewCell' is not the app's: 'TableViewCell' is CellKit's"),
            ("String", "the custom class 'String' is not the app's: 'String' is Swift's"),
        ])
    func invalidCustomClass(name: String, message: String) throws {
        let source = CheckedSource(
            "cell C {\n    Label a {\n        customClass = 1️⃣\"\(name)\"\n        frame = (0, 0, 1, 1)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.invalidCustomClass, at: "1️⃣")
        source.expect(diagnostic, message: message, notes: [(CustomClassTests.rule("Label"), nil)])
        #expect(try source.template().views.first?.customClass == nil)
    }

    @Test("a custom class must be a string")
    func notAString() {
        let source = CheckedSource(
            "view V {\n    View a {\n        customClass = 1️⃣12\n        frame = (0, 0, 1, 1)\n    }\n}\n")
        source.expectOnlyError(.typeMismatch, at: "1️⃣")
        #expect(source.checked.templates.first?.views.first?.customClass == nil)
    }

    @Test("a template cannot set a custom class: its class is its name")
    func onTheTemplate() {
        let source = CheckedSource("cell C {\n    1️⃣customClass = \"Other\"\n}\n")
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "a template cannot set 'customClass'; its class is its name",
            notes: [("'customClass' makes a subview an instance of the app's subclass", nil)])
    }

    @Test("a style cannot set a custom class or an outlet collection", arguments: ["customClass", "collection"])
    func inAStyle(_ property: String) {
        let source = CheckedSource("style S {\n    1️⃣\(property) = \"Badge\"\n}\n")
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(diagnostic, message: "a style cannot set '\(property)'; set it on each view")
    }

    @Test("a misspelt customClass gets a did-you-mean")
    func misspelt() {
        let source = CheckedSource(
            "cell C {\n    View a {\n        1️⃣customClas = \"Card\"\n        frame = (0, 0, 1, 1)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.unknownProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown property 'customClas' on 'View'",
            notes: [("did you mean 'customClass'?", nil)])
    }

    @Test("one custom class has one kind throughout a file, with a note at its first use")
    func twoKinds() {
        let source = CheckedSource(
            """
            cell A {
                Label a {
                    customClass = 1️⃣"Badge"
                    frame = (0, 0, 1, 1)
                }
            }
            view B {
                Label b {
                    customClass = "Badge"
                    frame = (0, 0, 1, 1)
                }
                ImageView c {
                    customClass = 2️⃣"Badge"
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidCustomClass, at: "2️⃣")
        source.expect(
            diagnostic, message: "the custom class 'Badge' is a subclass of 'Label', not of 'ImageView'",
            notes: [("'Badge' is a 'Label' here", "1️⃣")])
    }

    @Test("a custom class may not be a template of the same file")
    func templateOfTheFile() {
        let source = CheckedSource(
            """
            view 1️⃣Badge {
            }
            cell A {
                View a {
                    customClass = 2️⃣"Badge"
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidCustomClass, at: "2️⃣")
        source.expect(
            diagnostic, message: "the custom class 'Badge' is the class of a template of this file",
            notes: [("the template 'Badge' is declared here", "1️⃣")])
    }
}
