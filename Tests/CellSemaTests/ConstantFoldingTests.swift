import CellDiagnostics
import CellSema
import Testing

/// Arithmetic folded at compile time: through constants, in frames, and division by a constant zero.
@Suite("Constant folding")
struct ConstantFoldingTests {
    @Test("numbers fold through constants: 'let b = a * 3' is the number 6 wherever it is used")
    func foldingThroughConstants() throws {
        let source = CheckedSource(
            """
            let a = 2
            let b = a * 3
            let c = b
            let d = -(c - 10) / 8
            cell C {
                Label title {
                    frame = (b, c + 1, a * b * 10, d)
                    alpha = b / 12
                    tag = b
                }
            }
            """)
        source.expectNoDiagnostics()
        let view = try source.template().views[0]
        #expect(view.frame?.components == [.constant(6), .constant(7), .constant(120), .constant(0.5)])
        #expect(view.properties.map(\.value) == [.number(0.5), .integer(6)])
    }

    @Test("a constant holding a frame is checked where it is used, so it may read each view's parent")
    func frameConstant() throws {
        let source = CheckedSource(
            """
            let fill = (0, 0, parent.width, parent.height)
            cell C {
                height = 60
                ImageView backdrop {
                    frame = fill
                }
                View box {
                    frame = (10, 10, 100, 40)
                    Label inner {
                        frame = fill
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        #expect(template.views[0].frame?.components == [.constant(0), .constant(0), .parentWidth, .parentHeight])
        #expect(
            template.views[2].frame?.components == [
                .constant(0), .constant(0), .anchor(view: 1, .width), .anchor(view: 1, .height),
            ])
    }

    @Test("a constant that holds no frame is an error where 'frame' uses it, with a note at the constant")
    func frameConstantOfTheWrongType() {
        let source = CheckedSource(
            """
            let 2️⃣margin = 12
            cell C {
                Label title {
                    frame = 1️⃣margin
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.typeMismatch, at: "1️⃣")
        source.expect(
            diagnostic, message: "'frame' takes a frame '(x, y, width, height)', but 'margin' is a number",
            notes: [("'margin' is declared here", "2️⃣")])
    }

    @Test("precedence and associativity fold as in Swift")
    func precedence() throws {
        let source = CheckedSource(
            """
            let x = 2 + 3 * 4 - 10 / 5 / 2
            cell C {
                alpha = x / 13
                tag = x - 1 - 1
            }
            """)
        source.expectNoDiagnostics()
        #expect(try source.template().properties.map(\.value) == [.number(1), .integer(11)])
    }

    @Test("dividing by a constant zero in a constant is an error at the divisor")
    func divisionByZeroInConstant() {
        let source = CheckedSource("let half = 1 / 1️⃣0\n")
        let diagnostic = source.expectOnlyError(.divisionByZero, at: "1️⃣")
        source.expect(diagnostic, message: "division by zero")
    }

    @Test("a divisor that folds to zero through a constant is division by zero")
    func divisionByZeroThroughConstant() {
        let source = CheckedSource(
            """
            let zero = 2 - 2
            let ratio = 10 / 1️⃣zero
            """)
        source.expectOnlyError(.divisionByZero, at: "1️⃣")
    }

    @Test(
        "dividing by a constant zero in a frame is an error at the divisor",
        arguments: [
            "parent.width / 1️⃣0", "10 / 1️⃣(4 - 4)", "parent.width / 1️⃣nothing", "(parent.width - 8) / 1️⃣-0",
        ])
    func divisionByZeroInFrame(_ component: String) {
        let source = CheckedSource(
            """
            let nothing = 0
            cell C {
                Label title {
                    frame = (0, 0, \(component), 10)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.divisionByZero, at: "1️⃣")
        source.expect(diagnostic, message: "division by zero")
    }

    @Test("dividing by zero in a cell's height is division by zero")
    func divisionByZeroInHeight() {
        let source = CheckedSource(
            """
            cell C {
                height = title.maxY / 1️⃣0
                Label title {
                    frame = (0, 0, 10, 10)
                }
            }
            """)
        source.expectOnlyError(.divisionByZero, at: "1️⃣")
    }

    @Test("dividing by a layout value is left to run time")
    func divisionByLayoutValue() throws {
        let source = CheckedSource(
            """
            cell C {
                Label title {
                    frame = (0, 0, 320 / parent.width, 10)
                }
            }
            """)
        source.expectNoDiagnostics()
        let frame = try #require(try source.template().views[0].frame)
        #expect(frame.width == .binary(.divide, .constant(320), .parentWidth))
    }

    @Test("constant parts of a layout expression fold, and the rest keeps its shape")
    func partialFolding() throws {
        let source = CheckedSource(
            """
            let margin = 12
            cell C {
                Label title {
                    frame = (margin, 2 * 4, parent.width - margin * 2, -(2 - 7))
                }
            }
            """)
        source.expectNoDiagnostics()
        let frame = try #require(try source.template().views[0].frame)
        #expect(
            frame.components == [
                .constant(12), .constant(8), .binary(.subtract, .parentWidth, .constant(24)), .constant(5),
            ])
    }

    @Test("a number too large to represent is an invalid value")
    func overflow() {
        let source = CheckedSource("let huge = 1️⃣1e300 * 1e300\n")
        let diagnostic = source.expectOnlyError(.invalidValue, at: "1️⃣")
        source.expect(diagnostic, message: "the value is too large")
    }

    @Test("a constant part of a frame or a height too large to represent is an invalid value")
    func overflowInLayout() {
        let source = CheckedSource(
            """
            cell C {
                height = 1️⃣1e308 * 10
                Label title {
                    frame = (0, 0, parent.width - 2️⃣1e300 * 1e300, 20)
                }
            }
            """)
        source.expectDiagnostics([(.error, .invalidValue, "1️⃣"), (.error, .invalidValue, "2️⃣")])
        for diagnostic in source.diagnostics {
            source.expect(diagnostic, message: "the value is too large")
        }
    }

    @Test("a colour, a font and a string can be constants, used by name")
    func nonNumericConstants() throws {
        let source = CheckedSource(
            """
            let brand = #FF2D55
            let titleFont = .boldSystem(17)
            let greeting = "Hello"
            let translucent = rgba(0, 0, 0, 0.5)
            let alias = brand
            cell C {
                Label title {
                    frame = (0, 0, 10, 10)
                    textColor = alias
                    font = titleFont
                    text = greeting
                    backgroundColor = translucent
                }
            }
            """)
        source.expectNoDiagnostics()
        let view = try source.template().views[0]
        #expect(
            view.properties.map(\.value) == [
                .color(.rgb(red: 0xFF, green: 0x2D, blue: 0x55, alpha: 1)), .font(.boldSystem(17)), .string("Hello"),
                .color(.rgb(red: 0, green: 0, blue: 0, alpha: 0.5)),
            ])
    }

    @Test("a constant over anchors is read where a frame or a height uses it, with that view's parent")
    func constantOverAnchors() throws {
        let source = CheckedSource(
            """
            let margin = 8
            let w = parent.width
            let inner = parent.width - margin * 2
            let fill = (0, 0, parent.width, parent.height)
            cell C {
                height = inner / 4
                ImageView backdrop {
                    frame = fill
                }
                Label title {
                    frame = (margin, 0, inner, 20)
                }
                View box {
                    frame = (0, title.maxY, w / 2, 40)
                    Label inside {
                        frame = (margin, 0, inner, 20)
                    }
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try source.template()
        let inner = LayoutExpression.binary(.subtract, .parentWidth, .constant(16))
        #expect(template.views[0].frame?.components == [.constant(0), .constant(0), .parentWidth, .parentHeight])
        #expect(template.views[1].frame?.width == inner)
        #expect(template.views[2].frame?.width == .binary(.divide, .parentWidth, .constant(2)))
        // The nested label's 'parent' is the box, as if the expression were written in its frame.
        #expect(template.views[3].frame?.width == .binary(.subtract, .anchor(view: 2, .width), .constant(16)))
        #expect(template.height == .binary(.divide, inner, .constant(4)))
    }

    @Test("a constant over anchors may use only the constants declared above it, as any constant")
    func constantOverAnchorsUsesEarlierConstants() {
        let source = CheckedSource(
            """
            let w = parent.width - 1️⃣gutter
            let gutter = 8
            cell C {
                Label title {
                    frame = (0, 0, w, 20)
                }
            }
            """)
        let diagnostic = source.expectOnlyError(.unknownName, at: "1️⃣")
        #expect(diagnostic?.message == "constant 'gutter' is used before its declaration")
    }

    @Test("a constant over anchors is misplaced anywhere but a frame or a height, and cannot use another such constant")
    func constantOverAnchorsMisplaced() {
        let source = CheckedSource(
            """
            let w = parent.width - 16
            let half = 1️⃣w / 2
            cell C {
                Label title {
                    frame = (0, 0, half, 20)
                    cornerRadius = 2️⃣w
                }
            }
            """)
        source.expectDiagnostics([(.error, .misplacedProperty, "1️⃣"), (.error, .misplacedProperty, "2️⃣")])
        #expect(
            source.diagnostics.map(\.message) == [
                "'w' reads the layout, so another constant that reads the layout cannot use it",
                "'w' reads the layout, which only 'frame' and a cell's 'height' may do",
            ])
    }
}
