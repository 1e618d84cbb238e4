import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// Outlet collections: `collection = "name"` gathers views into an array property, in source order.
@Suite("Outlet collections")
struct CollectionTests {
    @Test("views join collections in source order; the element kind is shared or View")
    func collections() throws {
        let source = CheckedSource(
            """
            cell C {
                ImageView a {
                    collection = "stars"
                    frame = (0, 0, 1, 1)
                }
                Label {
                    collection = "mixed"
                    frame = (0, 0, 1, 1)
                }
                View {
                    frame = (0, 0, 1, 1)
                    ImageView {
                        collection = "stars"
                        frame = (0, 0, 1, 1)
                    }
                }
                ImageView b {
                    collection = "mixed"
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        source.expectNoDiagnostics()
        let collections = try source.template().collections
        #expect(collections.map(\.name) == ["stars", "mixed"])
        #expect(collections.map(\.views) == [[0, 3], [1, 4]])
        #expect(collections.map(\.kind) == [.imageView, .view])
    }

    @Test("a collection may not take an outlet's name")
    func clashWithOutlet() {
        let source = CheckedSource(
            """
            cell C {
                1️⃣Label stars {
                    frame = (0, 0, 1, 1)
                }
                ImageView {
                    collection = 2️⃣"stars"
                    frame = (0, 0, 1, 1)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateOutlet, at: "2️⃣")
        source.expect(
            diagnostic, message: "outlet collection 'stars' has the name of an outlet",
            notes: [("'stars' is declared here", "1️⃣")])
    }

    @Test("a collection's name follows the rules of outlet names", arguments: ["frame", "contentView", "parent"])
    func reserved(_ name: String) {
        let source = CheckedSource(
            "cell C {\n    ImageView {\n        collection = 1️⃣\"\(name)\"\n        frame = (0, 0, 1, 1)\n    }\n}\n")
        source.expectOnlyError(.reservedName, at: "1️⃣")
    }

    @Test("a collection's name is a Swift property name")
    func invalidName() {
        let source = CheckedSource(
            "cell C {\n    ImageView {\n        collection = 1️⃣\"my stars\"\n        frame = (0, 0, 1, 1)\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(
            diagnostic, message: "the outlet collection 'my stars' is not a Swift property name",
            notes: [("it names the class's array of views, such as \"starViews\"", nil)])
    }
}
