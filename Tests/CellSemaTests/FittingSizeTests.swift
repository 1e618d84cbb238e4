import CellDiagnostics
import CellSema
import Testing

/// Sizes from content: a frame's `auto`, `fittingWidth`/`fittingHeight`, `min`/`max`, and `height = auto`, with
/// the dependencies they add and the errors of each misuse.
@Suite("Fitting sizes")
struct FittingSizeTests {
    @Test("an auto height reads the view's own width, an auto width its height, and both at once neither")
    func autoReadsTheOtherComponent() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 60
                Label a {
                    frame = (16, 12, parent.width - 32, auto)
                    numberOfLines = 0
                }
                Label b {
                    frame = (16, a.maxY, auto, 20)
                }
                Switch c {
                    frame = (b.maxX, 0, auto, auto)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let a = try source.view("a", in: template)
        let b = try source.view("b", in: template)
        let c = try source.view("c", in: template)
        #expect(template.views[a].frame?.height == .fitting(view: a, .height, limit: .anchor(view: a, .width)))
        #expect(template.views[b].frame?.width == .fitting(view: b, .width, limit: .anchor(view: b, .height)))
        #expect(template.views[c].frame?.width == .fitting(view: c, .width, limit: nil))
        #expect(template.views[c].frame?.height == .fitting(view: c, .height, limit: nil))
        let order = template.layoutOrder
        let position = { (slot: LayoutSlot) in order.firstIndex(of: slot) ?? -1 }
        #expect(position(LayoutSlot(view: a, component: .width)) < position(LayoutSlot(view: a, component: .height)))
        #expect(position(LayoutSlot(view: b, component: .height)) < position(LayoutSlot(view: b, component: .width)))
        #expect(!template.heightReadsContent)
    }

    @Test("'auto' as the origin is an error")
    func autoOrigin() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (1️⃣auto, 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'auto' is a size, so it cannot be the frame's x",
            notes: [("'auto' may be the width or the height: the size the view's content asks for", nil)])
    }

    @Test("'auto' inside an expression is an error that shows the fitting size to write instead")
    func autoInAnExpression() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 0, 10, 1️⃣auto + 4)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'auto' is a whole frame component, not a value of an expression",
            notes: [
                (
                    "write 'auto' alone as a frame's width or height; elsewhere read a view's fitting size, as in "
                        + "'fittingHeight(titleLabel, parent.width - 32) + 8'", nil
                )
            ])
    }

    @Test("a view with no content size cannot be 'auto' nor measured")
    func noContentSize() {
        let source = CheckedSource(
            """
            cell C {
                View card {
                    frame = (0, 0, 100, 1️⃣auto)
                }
                Label a {
                    frame = (0, 0, fittingWidth(2️⃣card), 10)
                }
            }
            """)
        source.expectDiagnostics([(.error, .noContentSize, "1️⃣"), (.error, .noContentSize, "2️⃣")])
        source.expect(
            source.diagnostics.first, message: "'auto' needs a view with a content size, and 'card' has none",
            notes: [
                ("a 'View' answers its current size; give it a number or an expression", nil),
                (
                    "the kinds with a content size are Label, ImageView, Button, StackView, Switch, Slider, "
                        + "SegmentedControl, Stepper, ActivityIndicatorView, ProgressView, PageControl, PickerView, "
                        + "TextField", nil
                ),
            ])
        #expect(
            source.diagnostics.last?.message == "'fittingWidth' needs a view with a content size, and 'card' has none")
    }

    @Test("an unknown view in a fitting size gets a suggestion")
    func unknownView() {
        let source = CheckedSource(
            """
            cell C {
                Label titleLabel {
                    frame = (0, 0, fittingWidth(1️⃣titelLabel), 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown view 'titelLabel'",
            notes: [
                ("did you mean 'titleLabel'?", nil),
                (
                    "write 'fittingWidth(titleLabel)', at no limit, or 'fittingWidth(titleLabel, 20)', at a height of "
                        + "its own", nil
                ),
            ])
    }

    @Test(
        "fitting sizes and min/max with the wrong arguments",
        arguments: [
            (
                "fittingHeight()",
                "'fittingHeight' takes a view and, optionally, the width to fit it to; found 0 arguments"
            ),
            (
                "fittingWidth(a, 1, 2)",
                "'fittingWidth' takes a view and, optionally, the height to fit it to; found 3 arguments"
            ),
            ("fittingWidth(12)", "the first argument of 'fittingWidth' is the view to measure, found a number"),
            ("fittingWidth(a.width)", "the first argument of 'fittingWidth' is the view to measure, found 'a.width'"),
            ("max(a.maxY)", "'max' takes two or more values, found 1"),
            ("min()", "'min' takes two or more values, found 0"),
        ])
    func wrongArguments(expression: String, message: String) {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 0, 10, 1️⃣\(expression))
                }
            }
            """)
        let found = source.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(found == [message])
    }

    @Test("an unknown function gets a suggestion among the layout functions")
    func unknownFunction() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 0, 10, 1️⃣fitingWidth(a))
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'frame' takes numbers and anchors, found 'fitingWidth(...)'",
            notes: [
                ("did you mean 'fittingWidth'?", nil),
                ("a layout expression calls 'min', 'max', 'fittingWidth', 'fittingHeight'", nil),
            ])
    }

    @Test("min and max of numbers fold to a number")
    func foldedExtremum() throws {
        let source = CheckedSource(
            """
            cell C {
                height = max(40, 3 * 20, 50)
                Label a {
                    frame = (0, 0, min(10, 4), 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .constant(60))
        #expect(template.views[0].frame?.width == .constant(4))
    }

    @Test("a fitting size whose limit reads back into the measured frame is a cycle, with every step")
    func cycleThroughAFittingSize() {
        let source = CheckedSource(
            """
            cell C {
                height = 60
                Label a {
                    frame = (0, 0, 1️⃣b.width, 2️⃣auto)
                }
                Label b {
                    frame = (0, 20, fittingWidth(a, 3️⃣a.height), 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'a.width' depends on itself through 2 other values",
            notes: [
                ("the cycle is a.width -> b.width -> a.height -> a.width", nil),
                ("'b.width' reads 'a.height' here", "3️⃣"),
                ("'a.height' reads 'a.width' here", "2️⃣"),
            ])
    }

    @Test("height = auto is the largest maxY of the views that do not follow the height, plus the bottom margin")
    func autoHeight() throws {
        let source = CheckedSource(
            """
            cell C {
                height = auto
                Label title {
                    frame = (16, 12, parent.width - 32, auto)
                    numberOfLines = 0
                }
                ImageView avatar {
                    frame = (16, 12, 40, 40)
                }
                ImageView background {
                    frame = (0, 0, parent.width, parent.height)
                }
                Label footer {
                    frame = (16, parent.height - 20, 100, 20)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let title = try source.view("title", in: template)
        let avatar = try source.view("avatar", in: template)
        #expect(
            template.height
                == .binary(
                    .add, .extremum(.maximum, [.anchor(view: title, .maxY), .anchor(view: avatar, .maxY)]),
                    .constant(11)))
        #expect(template.heightReadsContent)
        #expect(template.nominalHeight == 44)
        #expect(Set(template.heightOrder.map(\.view)) == [title, avatar])
    }

    @Test("height = auto reads the content view's own bottom margin")
    func autoHeightMargin() throws {
        let source = CheckedSource(
            """
            cell C {
                height = auto
                contentView {
                    layoutMargins = (4, 8, 6, 8)
                }
                Switch toggle {
                    frame = (16, 12, auto, auto)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.height == .binary(.add, .anchor(view: 0, .maxY), .constant(6)))
    }

    @Test("height = auto with no view to measure is an error")
    func autoHeightWithNothing() {
        let source = CheckedSource(
            """
            cell C {
                height = 1️⃣auto
                ImageView background {
                    frame = (0, 0, parent.width, parent.height)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(
            diagnostic,
            message: "'height = auto' needs a top-level view with a frame that does not depend on the cell's height",
            notes: [("the height is the largest 'maxY' of those views plus the content view's bottom margin", nil)])
    }

    @Test("a height that reads a fitting size through a frame reads content; one over min and max does not")
    func heightReadsContent() throws {
        let content = CheckedSource(
            """
            cell C {
                height = max(body.maxY, 44) + 8
                Label body {
                    frame = (16, 8, parent.width - 32, auto)
                }
            }
            """)
        content.expectNoDiagnostics()
        #expect(try content.template().heightReadsContent)
        let fixed = CheckedSource(
            """
            cell C {
                height = max(body.maxY, parent.width / 4) + 8
                Label body {
                    frame = (16, 8, parent.width - 32, 20)
                }
                Label chip {
                    frame = (16, 40, fittingWidth(chip), 20)
                }
            }
            """)
        fixed.expectNoDiagnostics()
        let template = try fixed.template()
        #expect(!template.heightReadsContent)
        #expect(template.nominalHeight == 88)  // max(28, 320 / 4) + 8
    }

    @Test("frames that read content are not checked at the nominal size; the others still are")
    func frameOutsideParentSkipsContent() {
        let source = CheckedSource(
            """
            cell C {
                height = auto
                Label title {
                    frame = (300, 12, auto, auto)
                }
                Label below {
                    frame = (16, 100, 100, 20)
                }
                Label wide {
                    1️⃣frame = (16, 12, 400, 20)
                }
            }
            """)
        source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
    }

    @Test("'auto' cannot name a constant or an outlet")
    func autoIsReserved() {
        let source = CheckedSource(
            """
            let 1️⃣auto = 3
            cell C {
                Label 2️⃣auto {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectDiagnostics([(.error, .reservedName, "1️⃣"), (.error, .reservedName, "2️⃣")])
    }

    @Test("a view template's height cannot be 'auto'")
    func viewTemplateHeight() {
        let source = CheckedSource(
            """
            view V {
                height = 1️⃣auto
                Label a {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "a view template's 'height' is a number; 'auto' sizes a cell to its content",
            notes: [("a view template's height is its nominal height; the view it is added to sets its frame", nil)])
    }

    @Test("height = auto says nothing more when a frame it would read has an error")
    func autoHeightAfterAFrameError() {
        let source = CheckedSource(
            """
            cell C {
                height = auto
                Label a {
                    frame = (0, 0, 10, 1️⃣nowhere.height)
                }
            }
            """)
        source.expectOnlyError(.unknownName, at: "1️⃣")
    }

    @Test("a constant cannot hold 'auto', and its uses say nothing more")
    func autoConstant() {
        let source = CheckedSource(
            """
            let size = 1️⃣auto
            cell C {
                Label a {
                    frame = (0, 0, 10, size)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'auto' is a frame's width or height, not a value a constant can hold",
            notes: [("write 'auto' in the frame itself: 'frame = (16, 12, parent.width - 32, auto)'", nil)])
    }
}
