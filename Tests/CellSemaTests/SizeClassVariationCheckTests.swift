import CellCatalog
import CellDiagnostics
import CellSema
import Testing

/// `variation(width: .regular, height: .regular) { frame = ... }`: a subview's frame in some size classes, folded
/// into its frame as a choice per component, and every misuse an error that says what is allowed.
@Suite("Size-class variations")
struct SizeClassVariationCheckTests {
    @Test("each component a variation changes is a choice, the most specific variation tried first")
    func variationsFoldIntoTheFrame() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 44

                View card {
                    frame = (16, 0, parent.width - 32, 44)
                    variation(width: .regular) {
                        frame = (32, 0, parent.width - 64, 44)
                    }
                    variation(height: .regular, width: .regular) {
                        frame = ((parent.width - 640) / 2, 0, 640, 44)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try #require(source.checked.templates.first)
        let frame = try #require(template.views.first?.frame)
        let both = SizeClassCondition(width: .regular, height: .regular)
        let wide = SizeClassCondition(width: .regular)
        #expect(
            frame.x
                == .sizeClass(
                    both, variant: .binary(.divide, .binary(.subtract, .parentWidth, .constant(640)), .constant(2)),
                    otherwise: .sizeClass(wide, variant: .constant(32), otherwise: .constant(16))))
        // A component no variation changes is no choice.
        #expect(frame.y == .constant(0))
        #expect(frame.height == .constant(44))
        #expect(frame.width.readsSizeClass)
        // Frames check, and the nominal height is computed, at the default traits, where no variation applies.
        #expect(!template.heightReadsContent)
    }

    @Test("a height that reads a varied frame is the instance's to measure")
    func aHeightReadingAVariationSelfSizes() throws {
        let source = CheckedSource(
            """
            cell C {
                height = body.maxY + 8

                Label body {
                    frame = (16, 8, parent.width - 32, 20)
                    variation(width: .regular) {
                        frame = (16, 8, parent.width - 32, 40)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try #require(source.checked.templates.first)
        #expect(template.heightReadsContent)
        #expect(template.nominalHeight == 36)
    }

    @Test("wrong axes and classes, repeated ones and a repeated condition are errors with suggestions")
    func badConditions() {
        let source = CheckedSource(
            """
            cell C {
                View card {
                    frame = (0, 0, 10, 10)
                    variation(1️⃣widht: .regular) {
                        frame = (0, 0, 20, 20)
                    }
                    variation(width: .2️⃣regualr) {
                        frame = (0, 0, 20, 20)
                    }
                    variation(width: .compact, 3️⃣width: .regular) {
                        frame = (0, 0, 20, 20)
                    }
                    4️⃣variation(height: .compact) {
                        frame = (0, 0, 20, 20)
                    }
                    5️⃣variation(height: .compact) {
                        frame = (0, 0, 30, 30)
                    }
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .unknownName, "1️⃣"), (.error, .unknownName, "2️⃣"), (.error, .duplicateProperty, "3️⃣"),
            (.error, .duplicateProperty, "5️⃣"),
        ])
        let diagnostics = source.diagnostics
        source.expect(
            diagnostics.first, message: "unknown size class axis 'widht'",
            notes: [
                ("did you mean 'width'?", nil),
                ("a variation names the 'width' and 'height' size classes it is for", nil),
            ])
        source.expect(
            diagnostics.dropFirst().first, message: "unknown size class '.regualr'",
            notes: [
                ("did you mean 'regular'?", nil),
                ("a size class is '.compact' or '.regular'; leave an axis out for any", nil),
            ])
        source.expect(
            diagnostics.last, message: "variation(height: .compact) is written twice for this view",
            notes: [("it is first written here", "4️⃣")])
    }

    @Test("a variation holds one frame of a view that has its own, and nothing else")
    func misplacedMembers() {
        let source = CheckedSource(
            """
            cell C {
                1️⃣variation(width: .regular) {
                    height = 60
                }
                View card {
                    frame = (0, 0, 10, 10)
                    variation(width: .regular) {
                        2️⃣backgroundColor = #FF0000
                        3️⃣Label inner {
                            frame = (0, 0, 1, 1)
                        }
                        4️⃣variation(height: .regular) {
                            frame = (0, 0, 1, 1)
                        }
                    }
                }
                6️⃣View bare {
                    variation(width: .regular) {
                        5️⃣frame = (0, 0, 1, 1)
                    }
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .misplacedProperty, "1️⃣"), (.error, .misplacedProperty, "2️⃣"),
            (.error, .misplacedProperty, "3️⃣"), (.error, .misplacedProperty, "4️⃣"),
            (.warning, .missingFrame, "6️⃣"), (.error, .misplacedProperty, "5️⃣"),
        ])
        #expect(
            source.diagnostics.map(\.message).contains(
                "a variation sets only 'frame'; 'backgroundColor' is the same in every size class"))
        #expect(source.diagnostics.map(\.message).contains("'bare' has no frame of its own for the other size classes"))
    }

    @Test("the variation's frame is checked like any frame: its errors are reported, its reads ordered")
    func theVariantFrameIsChecked() throws {
        let source = CheckedSource(
            """
            cell C {
                height = 44

                Label title {
                    frame = (8, 0, 100, 20)
                    variation(width: .regular) {
                        frame = (badge.maxX + 8, 0, 1️⃣nowhere.width, 20)
                    }
                }
                Label badge {
                    frame = (8, 24, 40, 20)
                }
            }
            """)
        source.expectOnlyError(.unknownName, at: "1️⃣")
        let fixed = CheckedSource(
            """
            cell C {
                height = 44

                Label title {
                    frame = (8, 0, 100, 20)
                    variation(width: .regular) {
                        frame = (badge.maxX + 8, 0, 100, 20)
                    }
                }
                Label badge {
                    frame = (8, 24, 40, 20)
                }
            }
            """)
        fixed.expectNoDiagnostics()
        let template = try #require(fixed.checked.templates.first)
        // The badge is laid out before the title, whose x reads it in regular width.
        let title = try fixed.view("title", in: template)
        let badge = try fixed.view("badge", in: template)
        let titleX = try #require(template.layoutOrder.firstIndex(of: LayoutSlot(view: title, component: .x)))
        let badgeWidth = try #require(template.layoutOrder.firstIndex(of: LayoutSlot(view: badge, component: .width)))
        #expect(badgeWidth < titleX)
    }
}
