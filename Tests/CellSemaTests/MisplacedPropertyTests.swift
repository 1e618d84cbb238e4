import CellDiagnostics
import CellSema
import Testing

/// Properties that exist but not where they are written: `frame` in a stack view, `size` outside one.
@Suite("Misplaced properties")
struct MisplacedPropertyTests {
    @Test("a view a stack view arranges cannot set 'frame'; the note suggests 'size'")
    func frameInStackView() throws {
        let source = CheckedSource(
            """
            view V {
                StackView stack {
                    frame = (0, 0, parent.width, 100)
                    View box {
                        1️⃣frame = (0, 0, 10, 10)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "a view in a 'StackView' is positioned by the stack view; it cannot set 'frame'",
            notes: [("give it a preferred 'size = (width, height)' instead", nil)])
        let template = try source.template()
        #expect(template.views.map(\.isArranged) == [false, true])
        #expect(template.views[1].frame == nil)
    }

    @Test("'size' outside a stack view is misplaced")
    func sizeOutsideStackView() {
        let source = CheckedSource(
            """
            cell C {
                View box {
                    frame = (0, 0, 10, 10)
                    1️⃣size = (10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(diagnostic, message: "'size' is for views in a 'StackView'; set 'frame' instead")
    }

    @Test("only the stack view's direct subviews are arranged: their own subviews take frames again")
    func grandchildOfStackView() throws {
        let source = CheckedSource(
            """
            view V {
                StackView stack {
                    frame = (0, 0, parent.width, 100)
                    View row {
                        size = (100, 40)
                        Label title {
                            frame = (0, 0, parent.width, parent.height)
                        }
                        View {
                            1️⃣size = (1, 1)
                            frame = (0, 0, 1, 1)
                        }
                    }
                }
            }
            """)
        source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        let template = try source.template()
        #expect(template.views.map(\.isArranged) == [false, true, false, false])
        #expect(template.views[1].size == SizeValue(width: 100, height: 40))
    }

    @Test("a stack view has a frame of its own, which its siblings may read")
    func readingStackView() {
        let source = CheckedSource(
            """
            view V {
                StackView stack {
                    frame = (0, 0, parent.width, 100)
                    Label first {
                        text = "a"
                    }
                    Label second {
                        text = "b"
                    }
                }
                Label below {
                    frame = (0, stack.maxY, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
    }
}
