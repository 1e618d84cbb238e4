import CellDiagnostics
import CellSema
import Testing

/// Frames inside the cell's own views (`backgroundView { ... }`, `selectedBackgroundView { ... }`,
/// `accessoryView { ... }`) and inside a visual effect view's content are checked at the nominal size against the
/// size each is given, as every other frame is.
@Suite("Frames inside the cell's own views")
struct CellPartFrameTests {
    @Test(
        "a background view is the whole cell, accessory included: a view past it is a warning",
        arguments: ["backgroundView", "selectedBackgroundView"])
    func backgroundViews(_ part: String) {
        let source = CheckedSource(
            """
            cell C {
                height = 60
                accessoryType = .disclosureIndicator
                \(part) {
                    ImageView pattern {
                        frame = (0, 0, parent.width, parent.height)
                    }
                    ImageView stripe {
                        1️⃣frame = (parent.width - 20, 0, 40, parent.height)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'stripe' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (300, 0, 40, 60) in a parent of 320 x 60", nil)])
    }

    @Test("an accessory view is its size: a view below it is a warning, and one that fills it is not")
    func accessoryView() {
        let source = CheckedSource(
            """
            cell C {
                accessoryView {
                    size = (51, 31)
                    Switch toggle {
                        frame = (0, 0, parent.width, parent.height)
                    }
                    View {
                        1️⃣frame = (0, parent.height - 2, parent.width, 4)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "the unnamed View at line 7 falls outside its parent at the nominal width of 320",
            notes: [("its frame is (0, 29, 51, 4) in a parent of 51 x 31", nil)])
    }

    @Test("a view nested in a view of a background view is checked against its own parent's frame")
    func nestedInsideAPart() {
        let source = CheckedSource(
            """
            cell C {
                backgroundView {
                    View card {
                        frame = (8, 4, parent.width - 16, parent.height - 8)
                        Label badge {
                            1️⃣frame = (parent.width - 10, 4, 20, 12)
                        }
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'badge' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (294, 4, 20, 12) in a parent of 304 x 36", nil)])
    }

    @Test("a collection-view cell's background view is its nominal size")
    func collectionCellBackground() {
        let source = CheckedSource(
            """
            collectionCell C {
                width = 100
                height = 80
                selectedBackgroundView {
                    View ring {
                        1️⃣frame = (0, 0, 100, 100)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'ring' falls outside its parent at the nominal width of 100",
            notes: [("its frame is (0, 0, 100, 100) in a parent of 100 x 80", nil)])
    }

    @Test("a height that reads content leaves a background view's bottom unchecked, as the cell's own")
    func heightFromContent() {
        let source = CheckedSource(
            """
            cell C {
                height = auto
                Label title {
                    frame = (16, 12, parent.width - 32, auto)
                }
                backgroundView {
                    View rule {
                        frame = (0, 500, parent.width, 1)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test("a visual effect view's content is the effect view's size")
    func visualEffectContent() {
        let source = CheckedSource(
            """
            cell C {
                VisualEffectView backdrop {
                    frame = (0, 0, 200, parent.height)
                    Label title {
                        1️⃣frame = (16, 8, parent.width, 20)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'title' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (16, 8, 200, 20) in a parent of 200 x 44", nil)])
    }
}
