import CellDiagnostics
import CellSema
import Testing

/// `connection = .customView`: an outlet of the nearest enclosing view with a custom class.
@Suite("Custom view outlets")
struct CustomViewOutletTests {
    @Test("the outlet belongs to the nearest enclosing custom view, at any depth, and to neither the cell nor owner")
    func nearestCustomView() throws {
        let source = CheckedSource(
            """
            cell C {
                View outer {
                    customClass = "OuterView"
                    frame = (0, 0, 10, 10)
                    View {
                        frame = (0, 0, 10, 10)
                        Label deep {
                            connection = .customView
                            frame = (0, 0, 1, 1)
                        }
                    }
                    View inner {
                        customClass = "InnerView"
                        frame = (0, 0, 10, 10)
                        Label near {
                            connection = .customView
                            frame = (0, 0, 1, 1)
                        }
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let views = try source.template().views
        #expect(views.map(\.outletOwner) == [nil, nil, 0, nil, 3])
        #expect(views[2].connectsToClass == false)
        #expect(views[2].connectsToOwner == false)
        let outlets = CheckedFile(templates: [try source.template()]).customViewOutlets
        #expect(outlets.map(\.className) == ["OuterView", "InnerView"])
        #expect(outlets.map { $0.outlets.map(\.name) } == [["deep"], ["near"]])
    }

    @Test("a view inside no custom view has none to connect to")
    func noCustomView() {
        let source = CheckedSource(
            "cell C {\n    View box {\n        frame = (0, 0, 1, 1)\n        Label title {\n"
                + "            connection = 1️⃣.customView\n            frame = (0, 0, 1, 1)\n        }\n    }\n}\n")
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic,
            message: "'title' is inside no view with a custom class, so '.customView' has no view to connect to",
            notes: [("put it inside a view that sets 'customClass', or connect it to '.cell'", nil)])
    }

    @Test("one custom class cannot take one outlet with two types in a file")
    func conflictingTypes() {
        // Two cells whose card, of one class, gets an outlet 'icon' from views of two kinds.
        func cell(_ name: String, _ kind: String, _ marker: String) -> String {
            "cell \(name) {\n    View card {\n        customClass = \"Card\"\n        frame = (0, 0, 1, 1)\n"
                + "        \(marker)\(kind) icon {\n            connection = .customView\n"
                + "            frame = (0, 0, 1, 1)\n        }\n    }\n}\n"
        }
        let source = CheckedSource(cell("A", "Label", "2️⃣") + cell("B", "ImageView", "1️⃣"))
        let diagnostic = source.expectOnlyError(.duplicateOutlet, at: "1️⃣")
        source.expect(
            diagnostic, message: "the outlet 'icon' of 'Card' is a 'Label' here and a 'ImageView' there",
            notes: [("'icon' is first given to 'Card' here", "2️⃣")])
    }
}
