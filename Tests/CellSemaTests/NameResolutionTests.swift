import CellDiagnostics
import CellSema
import Testing

/// Names in expressions: outlets, anchors, `parent` and constants.
@Suite("Name resolution")
struct NameResolutionTests {
    @Test("an expression naming an unknown outlet is an unknown name, with a suggestion among the outlets")
    func unknownOutlet() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (0, 1️⃣ttile.maxY, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "unknown view 'ttile'", notes: [("did you mean 'title'?", nil)])
    }

    @Test("a constant used as a view is called a constant, not an unknown view")
    func constantUsedAsView() {
        let source = CheckedSource(
            """
            let margin = 8
            cell C {
                Label title {
                    frame = (0, 1️⃣margin.maxY, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "'margin' is a constant, not a view")
    }

    @Test("an expression naming an unknown constant is an unknown name, with a suggestion among the constants")
    func unknownConstant() {
        let source = CheckedSource(
            """
            let margin = 8
            cell C {
                Label title {
                    frame = (1️⃣margn, 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "unknown constant 'margn'", notes: [("did you mean 'margin'?", nil)])
    }

    @Test("an unknown constant in a non-numeric value is an unknown name too")
    func unknownConstantAsColour() {
        let source = CheckedSource(
            """
            let brand = #FF2D55
            cell C {
                backgroundColor = 1️⃣brnad
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "unknown constant 'brnad'", notes: [("did you mean 'brand'?", nil)])
    }

    @Test("an unknown anchor of an outlet is an unknown name that lists the anchors")
    func unknownAnchor() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (0, title.1️⃣bottom, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown anchor 'bottom' of 'title'",
            notes: [("the anchors are minX, midX, maxX, minY, midY, maxY, width, height", nil)])
    }

    @Test("a misspelt anchor gets a suggestion")
    func misspeltAnchor() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (0, title.1️⃣heigth, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "unknown anchor 'heigth' of 'title'",
            notes: [
                ("did you mean 'height'?", nil),
                ("the anchors are minX, midX, maxX, minY, midY, maxY, width, height", nil),
            ])
    }

    @Test("'parent' has only a width and a height", arguments: ["minX", "maxY", "midX", "x"])
    func parentAnchor(_ anchor: String) {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (parent.1️⃣\(anchor), 0, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "'parent' has only 'width' and 'height', not '\(anchor)'",
            notes: [("a frame is in its parent's coordinates, so the parent's origin is (0, 0)", nil)])
    }

    @Test("a frame may read a view nested in a sibling, and its own parent by name (CrossHierarchyFrameTests)")
    func nonSiblingOutlet() {
        let source = CheckedSource(
            """
            cell C {
                View box {
                    frame = (0, 0, 100, 40)
                    Label inner {
                        frame = (0, 0, box.width, 10)
                    }
                }
                Label outer {
                    frame = (inner.maxX, 0, 10, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
    }

    @Test("a bare outlet name in a frame is a type mismatch that suggests an anchor")
    func bareOutletInFrame() {
        let source = CheckedSource(
            """
            cell C {
                2️⃣Label title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (0, 1️⃣title, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'title' is a view; use one of its anchors, such as 'title.maxY'",
            notes: [("'title' is declared here", "2️⃣")])
    }

    @Test("a path longer than 'view.anchor' is not an anchor")
    func longPath() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (0, 1️⃣title.frame.maxY, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(diagnostic, message: "'title.frame.maxY' is not an anchor; write 'view.anchor'")
    }

    @Test("an anchor outside a frame or a cell's height is misplaced")
    func anchorOutsideLayout() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    alpha = 1️⃣parent.width / 320
                }
            }
            """)
        source.expectOnlyError(.misplacedProperty, at: "1️⃣")
    }

    @Test("a constant may not use a constant declared after it")
    func constantUsedBeforeDeclaration() {
        let source = CheckedSource(
            """
            let inset = 1️⃣margin * 2
            let margin = 12
            """)
        source.expectOnlyError(.unknownName, at: "1️⃣")
    }

    @Test("a constant may use the constants above it, and a template may use any constant of the file")
    func constantOrder() throws {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (inset, 0, 10, 10)
                    textColor = brand
                }
            }
            let margin = 12
            let inset = margin * 2
            let brand = #FF2D55
            """)
        source.expectNoDiagnostics()
        let view = try source.template().views[0]
        #expect(view.frame?.x == .constant(24))
        #expect(view.properties.map(\.value) == [.color(.rgb(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 1))])
    }

    @Test("a non-numeric constant used in arithmetic is a type mismatch that points at the constant")
    func nonNumericConstantInArithmetic() {
        let source = CheckedSource(
            """
            let 2️⃣brand = #FF2D55
            cell C {
                Label title {
                    frame = (0, 0, 1️⃣brand, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'frame' takes a number, but 'brand' is not one",
            notes: [("'brand' is declared here", "2️⃣")])
    }

    @Test(
        "a constant defined by itself or through a later constant is used before its declaration, not a crash",
        arguments: [
            ("let 2️⃣a = 1️⃣a\ncell C {\n    backgroundColor = a\n}\n", "a"),
            ("let a = 1️⃣b\nlet 2️⃣b = a\ncell C {\n    backgroundColor = b\n}\n", "b"),
        ])
    func circularConstant(marked: String, name: String) {
        let source = CheckedSource(marked)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "constant '\(name)' is used before its declaration",
            notes: [("'\(name)' is declared here", "2️⃣")])
    }

    @Test("a constant used above its declaration is reported at the use, with a note at the declaration")
    func constantUsedBeforeDeclarationNote() {
        let source = CheckedSource(
            """
            let a = 1️⃣b
            let 2️⃣b = #fff
            cell C {
                backgroundColor = a
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "constant 'b' is used before its declaration", notes: [("'b' is declared here", "2️⃣")])
        let location = source.file.location(of: source.offset(of: "1️⃣"))
        #expect(location.line == 1)
        #expect(location.column == 9)
    }

    @Test("a constant used in arithmetic above its declaration names the constant and where it is declared")
    func constantUsedBeforeDeclarationInArithmetic() {
        let source = CheckedSource(
            """
            let inset = 1️⃣margin * 2
            let 2️⃣margin = 12
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "constant 'margin' is used before its declaration",
            notes: [("'margin' is declared here", "2️⃣")])
    }

    @Test("every bad anchor of one frame is reported, not just the first")
    func everyBadAnchorOfAFrame() {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                }
                Label subtitle {
                    frame = (title.1️⃣minx, title.2️⃣bottom + 4, title.3️⃣widht, 20)
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .unknownName, "1️⃣"), (.error, .unknownName, "2️⃣"), (.error, .unknownName, "3️⃣"),
        ])
        #expect(
            source.diagnostics.map(\.message) == [
                "unknown anchor 'minx' of 'title'", "unknown anchor 'bottom' of 'title'",
                "unknown anchor 'widht' of 'title'",
            ])
    }

    @Test("a constant that fails for using a later one is reported once, not again in every frame that uses it")
    func constantUsedBeforeDeclarationReportedOnce() {
        let source = CheckedSource(
            """
            let a = 1️⃣b + 1
            let 2️⃣b = 2
            cell C {
                Label one {
                    frame = (a, 0, 10, 10)
                }
                Label two {
                    frame = (0, a, 10, 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        source.expect(
            diagnostic, message: "constant 'b' is used before its declaration", notes: [("'b' is declared here", "2️⃣")])
    }
}
