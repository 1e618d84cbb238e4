import CellDiagnostics
import CellSema
import Testing

/// `topLevelObjects { ... }`: views that are objects of the nib beside the template, in none of its views.
@Suite("Top-level objects")
struct TopLevelObjectTests {
    @Test("the block's views are the template's outlets and action senders, after its subviews, in no view")
    func collected() throws {
        let source = CheckedSource(
            """
            cell SubmitCell {
                Label titleLabel {
                    frame = (8, 8, parent.width - 16, 22)
                }
                topLevelObjects {
                    Label categoryLabel {
                        frame = (0, 0, 179, 21)
                    }
                    Button {
                        frame = (0, 0, 54, 22)
                        action = deleteTapped
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.views.map(\.outlet) == ["titleLabel", "categoryLabel", nil])
        #expect(template.views.map(\.isTopLevelObject) == [false, true, true])
        #expect(template.views.map(\.parent) == [nil, nil, nil])
        #expect(template.actions == ["deleteTapped"])
        // Nothing lays them out: only the subview's frame is in the layout program.
        #expect(Set(template.layoutOrder.map(\.view)) == [0])
        #expect(template.views[1].frame?.components.map(\.constantValue) == [0, 0, 179, 21])
    }

    @Test("a top-level object's frame is numbers only", arguments: ["parent.width", "titleLabel.maxX"])
    func frameReadsNothing(reading: String) {
        let source = CheckedSource(
            """
            cell C {
                Label titleLabel {
                    frame = (0, 0, 10, 10)
                }
                topLevelObjects {
                    Label tagLabel {
                        frame = 1️⃣(0, 0, \(reading), 21)
                    }
                }
            }
            """)
        let diagnostics = source.diagnostics.filter { $0.id == .misplacedProperty || $0.id == .unknownName }
        #expect(diagnostics.count == 1, "\(source.diagnostics.map(\.message))")
        if reading.hasPrefix("parent") {
            let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
            source.expect(
                diagnostic,
                message: "the frame of a top-level object is four numbers; it is in no view, so it cannot read "
                    + "'parent', another view or its content",
                notes: [("write its size as the xib does, such as 'frame = (0, 0, 179, 21)'", nil)])
        }
    }

    @Test("no frame of the template may read a top-level object")
    func notReadable() {
        let source = CheckedSource(
            """
            cell C {
                Label titleLabel {
                    frame = (1️⃣tagLabel.maxX, 0, 10, 10)
                }
                topLevelObjects {
                    2️⃣Label tagLabel {
                        frame = (0, 0, 10, 10)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "'tagLabel' is a top-level object, in no view; a frame cannot refer to it",
            notes: [("'tagLabel' is declared here", "2️⃣")])
    }

    @Test("the block holds views without subviews, once, with no name or styles")
    func misplaced() {
        let source = CheckedSource(
            """
            cell C {
                topLevelObjects {
                    1️⃣height = 3
                    View box {
                        frame = (0, 0, 10, 10)
                        2️⃣Label inner {
                            frame = (0, 0, 10, 10)
                        }
                    }
                }
                3️⃣topLevelObjects {
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .misplacedProperty, "1️⃣"), (.error, .misplacedProperty, "2️⃣"),
            (.error, .duplicateProperty, "3️⃣"),
        ])
        #expect(
            source.diagnostics.map(\.message).contains(
                "a top-level object takes no subviews; declare 'inner' in the template's body or as a top-level "
                    + "object of its own"))
    }
}
