import CellDiagnostics
import CellSema
import Testing

/// Frames evaluated at the template's nominal size: a view outside its parent, or of negative size, is a warning.
@Suite("Frames at the nominal size")
struct FrameCheckTests {
    @Test("a view wider than its cell at the nominal width is a warning at its frame, which shows the numbers")
    func outsideAtNominalWidth() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    1️⃣frame = (8, 4, parent.width, 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'title' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (8, 4, 320, 20) in a parent of 320 x 44", nil)])
    }

    @Test("a frame component that is neither a number nor an anchor is an error that says what it found")
    func componentOfAnotherType() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (8, 4, 1️⃣"wide", 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        #expect(diagnostic?.message.hasPrefix("'frame' takes numbers and anchors, found ") == true)
    }

    @Test("a view below the bottom of its cell is a warning; the cell's height is its parent's height")
    func outsideBelow() {
        let source = CheckedSource(
            """
            cell C {
                height = 60
                Label title {
                    1️⃣frame = (0, 50, 100, 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'title' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (0, 50, 100, 20) in a parent of 320 x 60", nil)])
    }

    @Test(
        "a frame that fits at 320 fits a default template but not one designed at a width of 200",
        arguments: [nil, 200, 400] as [Int?])
    func nominalWidth(_ width: Int?) {
        let widthLine = width.map { "width = \($0)" } ?? ""
        let source = CheckedSource(
            """
            view V {
                \(widthLine)
                Label title {
                    1️⃣frame = (10, 10, 300, 20)
                }
            }
            """)
        if let width, width < 310 {
            let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
            source.expect(
                diagnostic, message: "'title' falls outside its parent at the nominal width of \(width)",
                notes: [("its frame is (10, 10, 300, 20) in a parent of \(width) x 460", nil)])
        } else {
            source.expectNoDiagnostics()
        }
    }

    @Test("a frame that follows the parent's width fits at any nominal width")
    func followsWidth() {
        let source = CheckedSource(
            """
            cell C {
                width = 200
                Label title {
                    frame = (12, 8, parent.width - 24, 20)
                }
                Label detail {
                    frame = (title.minX, title.maxY, title.width / 2, 16)
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test(
        "a negative size is a warning even when the view stays inside its parent",
        arguments: [
            ("(20, 4, -10, 20)", "20, 4, -10, 20", "width"), ("(0, 30, 10, -20)", "0, 30, 10, -20", "height"),
        ])
    func negativeSize(frame: String, shown: String, dimension: String) {
        let source = CheckedSource(
            """
            cell C {
                View {
                    1️⃣frame = \(frame)
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "the unnamed View at line 2 has a negative \(dimension) at the nominal width of 320",
            notes: [("its frame is (\(shown)) in a parent of 320 x 44", nil)])
    }

    @Test("a nested view is checked against its parent's frame, not the template's")
    func nestedView() {
        let source = CheckedSource(
            """
            cell C {
                View box {
                    frame = (0, 0, 100, 40)
                    Label inner {
                        1️⃣frame = (50, 0, parent.width - 40, 10)
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
        source.expect(
            diagnostic, message: "'inner' falls outside its parent at the nominal width of 320",
            notes: [("its frame is (50, 0, 60, 10) in a parent of 100 x 40", nil)])
    }

    @Test("views inside a scroll view may be larger than it: a scroll view's content scrolls")
    func insideScrollView() {
        let source = CheckedSource(
            """
            view V {
                ScrollView scroller {
                    frame = (0, 0, parent.width, 200)
                    contentSize = (1000, 1000)
                    ImageView page {
                        frame = (0, 0, 1000, 1000)
                        View {
                            frame = (900, 900, 50, 50)
                        }
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test("views inside a stack view are placed at run time, so their frames are not checked")
    func insideStackView() {
        let source = CheckedSource(
            """
            view V {
                StackView stack {
                    frame = (0, 0, parent.width, 100)
                    View {
                        size = (40, 40)
                        Label deep {
                            frame = (0, 0, 1000, 1000)
                        }
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test("the scroll view itself is still checked")
    func scrollViewItselfChecked() {
        let source = CheckedSource(
            """
            view V {
                ScrollView scroller {
                    1️⃣frame = (0, 0, parent.width + 1, 200)
                }
            }
            """)
        source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
    }

    @Test("a view with no frame is a warning at its declaration, except inside a stack view")
    func missingFrame() {
        let source = CheckedSource(
            """
            cell C {
                1️⃣Label title {
                    text = "hi"
                }
                StackView stack {
                    frame = (0, 0, 100, 40)
                    Label arranged {
                        text = "arranged"
                    }
                }
            }
            """)
        let diagnostic = source.expectOnlyWarning(.missingFrame, at: "1️⃣")
        source.expect(
            diagnostic, message: "'title' has no frame, so it is laid out at (0, 0, 0, 0)",
            notes: [("set 'frame = (x, y, width, height)'", nil)])
    }
}
