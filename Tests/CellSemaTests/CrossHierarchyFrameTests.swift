import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// Frames that read views elsewhere in the template (Grammar.md, section 7, "Frames"): an anchor converted into the
/// reader's parent's coordinates through the nearest common ancestor, ordered with every other value, and views a
/// stack view places.
@Suite("Cross-hierarchy frames")
struct CrossHierarchyFrameTests {
    @Test("an anchor of a view in another branch adds the origins above it and takes off those above the reader")
    func conversionThroughTheCommonAncestor() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 100
                View left {
                    frame = (10, 20, 300, 60)
                    Label reader {
                        frame = (inner.maxX, inner.minY, inner.width, 10)
                    }
                }
                View right {
                    frame = (200, 25, 100, 70)
                    View box {
                        frame = (7, 9, 50, 50)
                        Label inner {
                            frame = (1, 2, 30, 40)
                        }
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let (reader, inner) = (try source.view("reader", in: template), try source.view("inner", in: template))
        let (left, right, box) = (
            try source.view("left", in: template), try source.view("right", in: template),
            try source.view("box", in: template)
        )
        let frame = try #require(template.views[reader].frame)
        #expect(
            frame.x
                == .binary(
                    .subtract,
                    .binary(
                        .add, .binary(.add, .anchor(view: inner, .maxX), .anchor(view: box, .minX)),
                        .anchor(view: right, .minX)),
                    .anchor(view: left, .minX)))
        #expect(frame.width == .anchor(view: inner, .width))
        // The reader is laid out after every frame it converts through, declared later as they are.
        let order = template.layoutOrder
        let readerX = try #require(order.firstIndex(of: LayoutSlot(view: reader, component: .x)))
        for slot in [LayoutSlot(view: inner, component: .x), LayoutSlot(view: box, component: .x)] {
            let read = try #require(order.firstIndex(of: slot))
            #expect(read < readerX)
        }
    }

    @Test("converting out of a scroll view takes off its offset, and into one adds it, as convert(_:to:) does")
    func conversionThroughAScrollView() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 80
                ScrollView scroller {
                    frame = (0, 0, parent.width, 80)
                    contentSize = (640, 80)
                    View page {
                        frame = (0, 0, 320, 80)
                        Label caption {
                            frame = (outside.minX, 0, 40, 20)
                        }
                    }
                }
                Button outside {
                    frame = (page.maxX - 80, 0, 80, 80)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let (scroller, page, outside, caption) = (
            try source.view("scroller", in: template), try source.view("page", in: template),
            try source.view("outside", in: template), try source.view("caption", in: template)
        )
        let pageMaxX = LayoutExpression.binary(
            .add, .binary(.subtract, .anchor(view: page, .maxX), .contentOffset(view: scroller, .x)),
            .anchor(view: scroller, .minX))
        #expect(template.views[outside].frame?.x == .binary(.subtract, pageMaxX, .constant(80)))
        #expect(
            template.views[caption].frame?.x
                == .binary(
                    .add,
                    .binary(
                        .subtract, .binary(.subtract, .anchor(view: outside, .minX), .anchor(view: page, .minX)),
                        .anchor(view: scroller, .minX)),
                    .contentOffset(view: scroller, .x)))
        #expect(template.scrollViewsReadByFrames == [scroller])
    }

    @Test("a cell's height may read a nested view, converted into the content view's coordinates")
    func heightReadsANestedView() throws {
        let source = CheckedSource(
            """
            cell C {
                height = inner.maxY + 4
                View card {
                    frame = (0, 10, parent.width, 30)
                    Label inner {
                        frame = (0, 6, parent.width, 20)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        #expect(try source.template().nominalHeight == 10 + 6 + 20 + 4)
    }

    @Test("a view may read its parent, or a child, by name: the parent's origin is then (0, 0)")
    func parentAndChildByName() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 60
                View box {
                    frame = (30, 8, 100, fittingHeight(label, 100) + label.minY)
                    Label label {
                        frame = (box.minX + 4, 2, box.width - 8, auto)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let (box, label) = (try source.view("box", in: template), try source.view("label", in: template))
        let frame = try #require(template.views[label].frame)
        let boxInItself = LayoutExpression.binary(.subtract, .anchor(view: box, .minX), .anchor(view: box, .minX))
        #expect(frame.x == .binary(.add, boxInItself, .constant(4)))
        // The box reads its child's y, in the box's own parent's coordinates: 2 plus the box's 8.
        let height = try #require(template.views[box].frame?.height)
        var anchors: [String] = []
        height.forEachAnchor { view, anchor in anchors.append("\(template.views[view].outlet ?? "?").\(anchor)") }
        #expect(anchors == ["label.minY", "box.minY"])
    }

    @Test("a cycle through views of different branches names each step")
    func cycleAcrossBranches() {
        let source = CheckedSource(
            """
            cell C {
                height = 40
                View left {
                    frame = (1️⃣rightLabel.maxX, 0, 10, 10)
                }
                View right {
                    frame = (0, 0, 100, 10)
                    Label rightLabel {
                        frame = (2️⃣left.minX, 0, 10, 10)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'left.x' depends on itself through 1 other value",
            notes: [
                ("the cycle is left.x -> rightLabel.x -> left.x", nil),
                ("'rightLabel.x' reads 'left.x' here", "2️⃣"),
            ])
    }

    @Test("a frame of the content view cannot read a view of the cell's background view")
    func otherTree() {
        let source = CheckedSource(
            """
            cell C {
                height = 40
                Label title {
                    frame = (1️⃣pattern.maxX, 0, 10, 10)
                }
                backgroundView {
                    2️⃣ImageView pattern {
                        frame = (0, 0, 20, parent.height)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic,
            message:
                "'pattern' is in 'backgroundView', and a frame can only read the views of its own tree, here the "
                + "content view",
            notes: [("'pattern' is declared here", "2️⃣")])
    }

    @Test("a frame may read a view a stack places; it comes after the stack's frame and is not checked statically")
    func readsAStackedView() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 44
                Label badge {
                    frame = (title.maxX + 500, title.minY, 20, title.height)
                }
                StackView row {
                    frame = (16, 0, parent.width - 32, parent.height)
                    Label title {
                        text = "Title"
                    }
                }
            }
            """)
        // Far outside the cell at run time too, but only the stack knows where the title is: no warning.
        source.expectNoDiagnostics()
        let template = try source.template()
        let (badge, row, title) = (
            try source.view("badge", in: template), try source.view("row", in: template),
            try source.view("title", in: template)
        )
        let order = template.layoutOrder
        let badgeX = try #require(order.firstIndex(of: LayoutSlot(view: badge, component: .x)))
        let rowWidth = try #require(order.firstIndex(of: LayoutSlot(view: row, component: .width)))
        #expect(rowWidth < badgeX)
        #expect(template.stacksPlacing([try #require(template.views[badge].frame?.x)]) == [row])
        #expect(template.arrangingStack(of: title) == row)
        #expect(template.arrangingStack(of: badge) == nil)
    }

    @Test("a cell's height cannot read a frame a stack view sets")
    func heightCannotReadAStackedView() {
        let source = CheckedSource(
            """
            cell C {
                height = 1️⃣title.maxY + 8
                StackView row {
                    frame = (16, 0, parent.width - 32, 40)
                    Label title {
                        text = "Title"
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "a cell's height cannot read 'title.y', which 'row' sets when it lays out",
            notes: [
                (
                    "the height is computed without laying out the views, so no stack has placed them; it may read "
                        + "the stack's own frame", nil
                )
            ])
    }

    @Test("a stack whose frame reads a view it arranges is a cycle")
    func stackReadsItsArrangedView() {
        let source = CheckedSource(
            """
            cell C {
                height = 44
                StackView row {
                    frame = (0, 0, 1️⃣title.width, 40)
                    2️⃣Label title {
                        text = "Title"
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'row.width' depends on itself through 1 other value",
            notes: [
                ("the cycle is row.width -> title.width -> row.width", nil),
                ("'title.width' reads 'row.width' here", "2️⃣"),
            ])
    }
}
