import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// The defects a trial of fifteen real cells found in the checker, each kept fixed by one test.
@Suite("Defects found by the trial of real cells")
struct TrialDefectTests {
    @Test("a frame with an error blames no correct view that reads it with frame-outside-parent")
    func frameErrorMakesNoFalseWarning() {
        let source = CheckedSource(
            """
            cell C {
                height = 60
                Label title {
                    frame = (8, 8, parent.width - 16, 1️⃣titel.height)
                }
                Label subtitle {
                    frame = (8, title.maxY - 4, parent.width - 16, 20)
                }
            }
            """)
        source.expectOnlyError(.unknownName, at: "1️⃣")
    }

    @Test("a plain view without a size in a stack view is warned about; one with content or a size is not")
    func unsizedViewInStack() {
        let source = CheckedSource(
            """
            view V {
                StackView stack {
                    frame = (0, 0, parent.width, 100)
                    1️⃣View spacer {
                    }
                    2️⃣ScrollView strip {
                    }
                    View box {
                        size = (10, 10)
                    }
                    Label title {
                        text = "Hi"
                    }
                }
                StackView equal {
                    frame = (0, 0, parent.width, 100)
                    distribution = .fillEqually
                    View cell {
                    }
                }
            }
            """)
        source.expectDiagnostics([(.warning, .missingFrame, "1️⃣"), (.warning, .missingFrame, "2️⃣")])
        source.expect(
            source.diagnostics.first,
            message: "'spacer' in a 'StackView' has no 'size' and no content to size it, so it is laid out at zero "
                + "size along the stack",
            notes: [("give it a preferred 'size = (width, height)'", nil)])
    }

    @Test("a cell's property on a view template is misplaced, and says whose it is")
    func cellPropertyOnViewTemplate() {
        let source = CheckedSource(
            """
            view Header {
                1️⃣selectionStyle = .none
            }
            """)
        let diagnostic = source.expectOnlyError(.misplacedProperty, at: "1️⃣")
        source.expect(
            diagnostic, message: "'selectionStyle' is a property of cell templates",
            notes: [("'Header' is a view template; declare it with 'cell' to set 'selectionStyle'", nil)])
    }

    @Test("a label's font and text colour on a button suggest the button's own names, written or by a style")
    func buttonCounterparts() {
        let source = CheckedSource(
            """
            style Caption {
                font = .system(12)
            }
            cell C {
                Button more: 1️⃣Caption {
                    frame = (0, 0, 10, 10)
                    2️⃣textColor = .red
                }
            }
            """)
        source.expectDiagnostics([(.error, .misplacedProperty, "1️⃣"), (.error, .misplacedProperty, "2️⃣")])
        #expect(
            source.diagnostics.map { $0.notes.last?.message } == [
                "a 'Button' sets 'titleFont'; use a style of its own for it", "did you mean 'titleColor'?",
            ])
    }

    @Test("an outlet called 'style' works in a view template; in a cell it would hide TableViewCell's 'style'")
    func outletCalledStyle() {
        let view = CheckedSource(
            """
            style Caption {
                alpha = 0.5
            }
            view V {
                Label style: Caption {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        view.expectNoDiagnostics()
        let cell = CheckedSource(
            """
            cell C {
                Label 1️⃣style {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        let diagnostic = cell.expectOnlyError(.reservedName, at: "1️⃣")
        cell.expect(
            diagnostic, message: "outlet 'style' would hide the member 'style' of 'TableViewCell'",
            notes: [("rename the outlet, for example 'myStyle'", nil)])
    }
}
