import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The checker's side of the cell as UIKit has it: `parent.margins` anchors, evaluated at the nominal size as the
/// runtime does, ordered after what they read, and the `contentView { ... }` block.
@Suite("Margins and the content view")
struct CellPartsAndMarginsTests {
    @Test("a frame on the content view's margins fits it at the nominal size, with UIKit's 16 and 11 by default")
    func contentViewMargins() throws {
        let source = CheckedSource(
            """
            cell C {
                height = title.maxY + 11
                Label title {
                    frame = (parent.margins.minX, parent.margins.minY, parent.margins.width, 22)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.nominalHeight == 44)  // 11 + 22 + 11
        #expect(template.views[0].frame?.x == .margin(view: nil, .minX))
        // height(forWidth:) has no views: its copy of the frame writes the margins out.
        #expect(template.heightFrame(ofView: 0)?.width == .binary(.subtract, .parentWidth, .constant(32)))
    }

    @Test("a view template's margins are 8 on each side unless it sets them")
    func viewMargins() {
        CheckedSource(
            """
            view V {
                width = 100
                height = 50
                layoutMargins = (0, 10, 0, 10)
                View bar {
                    1️⃣frame = (parent.margins.maxX, 0, 11, 10)
                }
            }
            """
        ).expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
    }

    @Test(
        "margin anchors are checked with a message for each mistake",
        arguments: [
            (
                "title.margins.minX", DiagnosticID.unknownName,
                "only 'parent' has margins in a layout expression, not 'title'"
            ),
            ("parent.margins.left", .unknownName, "unknown anchor 'left' of 'parent.margins'"),
            ("parent.margin.minX", .unknownName, "'parent' has no member 'margin'"),
        ])
    func mistakes(expression: String, id: DiagnosticID, message: String) {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                }
                Label other {
                    frame = (\(expression), 0, 10, 10)
                }
            }
            """)
        #expect(source.diagnostics.map(\.id) == [id])
        #expect(source.diagnostics.first?.message == message)
    }

    @Test("a cell's height cannot read its own bottom margin")
    func heightCycle() {
        let source = CheckedSource("cell C {\n    height = parent.margins.maxY\n}\n")
        #expect(source.diagnostics.map(\.id) == [.layoutCycle])
    }

    @Test("a preserving view's margins depend on its frame, so its children are laid out after it")
    func preservingOrder() throws {
        let source = CheckedSource(
            """
            cell C {
                contentView {
                    layoutMargins = (10, 20, 10, 20)
                }
                View inner {
                    frame = (0, 0, parent.margins.minX, 10)
                }
                View card {
                    frame = (inner.maxX, 0, 100, 40)
                    preservesSuperviewLayoutMargins = true
                    layoutMargins = (2, 2, 2, 2)
                    View dot {
                        frame = (parent.margins.minX, parent.margins.minY, 1, 1)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let order = template.layoutOrder.map { "\(template.views[$0.view].outlet ?? "?").\($0.component)" }
        let dotX = try #require(order.firstIndex(of: "dot.x"))
        #expect(try #require(order.firstIndex(of: "card.x")) < dotX)
        #expect(try #require(order.firstIndex(of: "card.width")) < dotX)
    }

    @Test("the height cannot read margins that depend on where a view sits")
    func heightReadsPreservedMargins() {
        let source = CheckedSource(
            """
            cell C {
                height = title.maxY
                contentView {
                    preservesSuperviewLayoutMargins = true
                }
                1️⃣Label title {
                    frame = (0, parent.margins.minY, 10, 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        #expect(
            diagnostic?.message
                == "a cell's height cannot read the margins of the content view, which preserves its superview's margins"
        )
    }

    @Test("a content view block takes a view's properties, and says what does not belong in it")
    func contentViewBlock() throws {
        let good = CheckedSource(
            """
            cell C {
                contentView {
                    backgroundColor = .red
                    preservesSuperviewLayoutMargins = true
                }
            }
            """)
        good.expectNoDiagnostics()
        #expect(
            try good.template().contentViewProperties.map(\.spec.name) == [
                "backgroundColor", "preservesSuperviewLayoutMargins",
            ])
    }

    @Test(
        "misplaced content view blocks and properties",
        arguments: [
            (
                "view V {\n    contentView {\n    }\n}\n", DiagnosticID.misplacedProperty,
                "a 'view' template has no 'contentView'; only a 'cell' or a 'collectionCell' has one"
            ),
            (
                "cell C {\n    contentView {\n        frame = (0, 0, 1, 1)\n    }\n}\n", .misplacedProperty,
                "the cell sizes its 'contentView'; it cannot set 'frame'"
            ),
            (
                "cell C {\n    contentView {\n        Label x {\n        }\n    }\n}\n", .misplacedProperty,
                "'contentView' holds properties only; the template's own subviews go in the content view"
            ),
            (
                "cell C {\n    contentView {\n        backgroundColour = .red\n    }\n}\n", .unknownProperty,
                "unknown property 'backgroundColour' on 'contentView'"
            ),
            (
                "cell C {\n    contentView {\n    }\n    contentView {\n    }\n}\n", .duplicateProperty,
                "duplicate 'contentView' block"
            ),
            (
                "cell C {\n    layoutMargins = 8\n}\n", .typeMismatch,
                "'layoutMargins' takes insets '(top, left, bottom, right)', found a number"
            ),
            (
                "cell C {\n    indentationLevel = 1.5\n}\n", .typeMismatch,
                "'indentationLevel' takes an integer, found 1.5"
            ),
        ])
    func misplaced(text: String, id: DiagnosticID, message: String) {
        let source = CheckedSource(text)
        #expect(source.diagnostics.map(\.id) == [id])
        #expect(source.diagnostics.first?.message == message)
    }

    @Test(
        "the cell's own views: misplaced blocks and properties",
        arguments: [
            (
                "view V {\n    backgroundView {\n    }\n}\n", DiagnosticID.misplacedProperty,
                "a 'view' template has no 'backgroundView'; only a 'cell' or a 'collectionCell' has one"
            ),
            (
                "cell C {\n    backgroundView {\n        frame = (0, 0, 1, 1)\n    }\n}\n", .misplacedProperty,
                "the cell sizes its 'backgroundView'; it cannot set 'frame'"
            ),
            (
                "cell C {\n    selectedBackgroundView {\n        size = (1, 1)\n    }\n}\n", .misplacedProperty,
                "the cell sizes its 'selectedBackgroundView'; it cannot set 'size'"
            ),
            (
                "cell C {\n    accessoryView {\n    }\n}\n", .missingFrame,
                "'accessoryView' has no size, so it is 0 x 0 and shows nothing"
            ),
            (
                "cell C {\n    backgroundView bg {\n    }\n}\n", .misplacedProperty,
                "'backgroundView' is the cell's own view and takes no outlet name"
            ),
            (
                "cell C {\n    accessoryView {\n        size = (1, 1)\n    }\n    accessoryView {\n        size = (1, 1)\n    }\n}\n",
                .duplicateProperty, "duplicate 'accessoryView' block"
            ),
        ])
    func cellViews(text: String, id: DiagnosticID, message: String) {
        let source = CheckedSource(text)
        #expect(source.diagnostics.map(\.id) == [id])
        #expect(source.diagnostics.first?.message == message)
    }

    @Test("an accessory view's subviews lay out in it, and its width and UIKit's padding come off the content view")
    func accessoryView() throws {
        let source = CheckedSource(
            """
            cell C {
                height = title.maxY
                accessoryView {
                    size = (51, 31)
                    Switch toggle {
                        frame = (0, 0, parent.width, parent.height)
                    }
                }
                Label title {
                    frame = (0, 0, parent.width, parent.width / 8)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.accessoryWidth == 77)
        #expect(template.nominalHeight == 243.0 / 8)
        let part = try #require(template.views.firstIndex { $0.part == .accessoryView })
        #expect(template.views[part].parent == nil)
        #expect(template.views.first { $0.outlet == "toggle" }?.parent == part)
    }

    @Test("an unknown content view property gets a 'did you mean'")
    func suggestion() {
        let source = CheckedSource("cell C {\n    contentView {\n        layoutMargin = (1, 1, 1, 1)\n    }\n}\n")
        #expect(source.diagnostics.first?.notes.map(\.message) == ["did you mean 'layoutMargins'?"])
    }
}
