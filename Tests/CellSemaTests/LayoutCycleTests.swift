import CellDiagnostics
import CellSema
import Testing

/// Frames and a cell's height that depend on themselves: one error per cycle, whose note names every step.
@Suite("Layout cycles")
struct LayoutCycleTests {
    @Test("two views whose frames read each other: the note names the whole cycle and where each step reads")
    func twoViews() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 1️⃣b.minY, 10, 10)
                }
                Label b {
                    frame = (0, 2️⃣a.minY, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'a.y' depends on itself through 1 other value",
            notes: [("the cycle is a.y -> b.y -> a.y", nil), ("'b.y' reads 'a.y' here", "2️⃣")])
    }

    @Test("three views in a ring: the note names all three and closes the ring")
    func threeViews() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 1️⃣b.minY, 10, 10)
                }
                Label b {
                    frame = (0, 2️⃣c.minY + 2, 10, 10)
                }
                Label c {
                    frame = (0, 3️⃣a.maxY, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'a.y' depends on itself through 2 other values",
            notes: [
                ("the cycle is a.y -> b.y -> c.y -> a.y", nil),
                ("'b.y' reads 'c.y' here", "2️⃣"),
                ("'c.y' reads 'a.y' here", "3️⃣"),
            ])
    }

    @Test("a frame component that reads itself is a cycle of one")
    func ownComponent() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 1️⃣title.height)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'title.height' depends on itself",
            notes: [("the cycle is title.height -> title.height", nil)])
    }

    @Test("a width that reads its own height, which reads its own width, is a cycle")
    func ownWidthAndHeight() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 1️⃣title.height, 2️⃣title.width)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'title.width' depends on itself through 1 other value",
            notes: [
                ("the cycle is title.width -> title.height -> title.width", nil),
                ("'title.height' reads 'title.width' here", "2️⃣"),
            ])
    }

    @Test("a view may read its own other components when nothing depends on itself: a square")
    func ownOtherComponent() throws {
        let source = CheckedSource(
            """
            cell C {
                ImageView avatar {
                    frame = (avatar.width, 0, 44, avatar.width)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.expression(for: LayoutSlot(view: 0, component: .height)) == .anchor(view: 0, .width))
    }

    @Test("a cell's height that reads a frame that reads 'parent.height' is a cycle through the height")
    func heightThroughFrame() {
        let source = CheckedSource(
            """
            cell C {
                height = 2️⃣title.maxY
                Label title {
                    frame = (0, 0, 10, 1️⃣parent.height)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "layout cycle: 'title.height' depends on itself through 1 other value",
            notes: [
                ("the cycle is title.height -> height -> title.height", nil),
                ("'height' reads 'title.height' here", "2️⃣"),
            ])
    }

    @Test("a cell's height that reads a frame through another frame names every step")
    func heightThroughTwoFrames() {
        let source = CheckedSource(
            """
            cell C {
                height = body.maxY + 8
                Label title {
                    frame = (0, 0, 10, 1️⃣parent.height / 2)
                }
                Label body {
                    frame = (0, title.maxY, 10, 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        #expect(diagnostic?.notes.first?.message == "the cycle is title.height -> height -> body.y -> title.height")
        #expect(diagnostic?.notes.count == 3)
    }

    @Test("a cell's height that reads 'parent.height' directly is a cycle")
    func heightReadsParentHeight() {
        let source = CheckedSource(
            """
            cell C {
                height = 1️⃣parent.height - 10
            }
            """)
        let diagnostic = source.expectOnlyError(.layoutCycle, at: "1️⃣")
        source.expect(
            diagnostic, message: "a cell's height cannot depend on 'parent.height', which is the height itself")
    }

    @Test("a frame that reads 'parent.height' without the height reading it back is no cycle")
    func parentHeightWithoutCycle() {
        let source = CheckedSource(
            """
            cell C {
                height = title.maxY + 4
                Label title {
                    frame = (0, 0, 10, 20)
                }
                View background {
                    frame = (0, 0, parent.width, parent.height)
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test("two separate cycles are two errors, each reported once; a view reading its own other component is no cycle")
    func twoCycles() {
        let source = CheckedSource(
            """
            cell C {
                Label a {
                    frame = (0, 1️⃣b.minY, 10, 10)
                }
                Label b {
                    frame = (0, a.minY, 10, 10)
                }
                Label c {
                    frame = (c.width, 0, 10, 10)
                }
                Label d {
                    frame = (0, 0, 2️⃣d.height, d.width)
                }
            }
            """)
        source.expectDiagnostics([(.error, .layoutCycle, "1️⃣"), (.error, .layoutCycle, "2️⃣")])
    }
}
