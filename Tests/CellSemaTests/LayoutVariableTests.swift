import CellDiagnostics
import CellSema
import Testing

/// Layout variables (`var avatarWidth = 36`): numbers the app sets at run time, which frames and a template's
/// dimensions read by name, and nothing else does.
@Suite("Layout variables")
struct LayoutVariableTests {
    @Test("a variable is folded to its default and read by index in a frame, never folded into it")
    func variableInAFrame() throws {
        let source = CheckedSource(
            """
            let gap = 4
            cell C {
                height = 60
                var avatarWidth = 36
                var inset = gap * 2

                ImageView avatar {
                    frame = (inset, 8, avatarWidth, avatarWidth)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try #require(source.checked.templates.first)
        #expect(template.variables.map(\.name) == ["avatarWidth", "inset"])
        #expect(template.variables.map(\.defaultValue) == [36, 8])
        let frame = try #require(template.views.first?.frame)
        #expect(frame.x == .variable(1))
        #expect(frame.width == .variable(0))
        #expect(!template.heightReadsContent)
    }

    @Test("a height that reads a variable through a frame is the instance's to measure, and nominal at the defaults")
    func heightReadingAVariable() throws {
        let source = CheckedSource(
            """
            cell C {
                height = details.maxY + 4
                var detailsHeight = 0

                Label details {
                    frame = (16, 8, parent.width - 32, detailsHeight)
                }
            }
            """)
        source.expectNoDiagnostics()
        let template = try #require(source.checked.templates.first)
        #expect(template.heightReadsContent)
        // The nominal height is the height at the defaults: the label at 8 with no height, plus 4.
        #expect(template.nominalHeight == 12)
    }

    @Test("a frame that reads a variable is checked against its parent at the variable's default")
    func framesAreCheckedAtTheDefaults() {
        let source = CheckedSource(
            """
            cell C {
                height = 44
                var avatarWidth = 400

                ImageView avatar {
                    1️⃣frame = (8, 4, avatarWidth, 36)
                    accessibilityLabel = "Avatar"
                }
            }
            """)
        source.expectOnlyWarning(.frameOutsideParent, at: "1️⃣")
    }

    @Test("a variable declared twice: an error at the second, a note at the first")
    func duplicateVariable() {
        let source = CheckedSource(
            """
            cell C {
                var 2️⃣width1 = 1
                var 1️⃣width1 = 2
            }
            """)
        let diagnostic = source.expectOnlyError(.duplicateDeclaration, at: "1️⃣")
        source.expect(
            diagnostic, message: "duplicate layout variable 'width1'",
            notes: [("'width1' is first declared here", "2️⃣")])
    }

    @Test("a variable may not take the name of an outlet, a constant or an outlet collection")
    func collisions() {
        let source = CheckedSource(
            """
            let 3️⃣margin = 8
            cell C {
                var 1️⃣title = 1
                var 4️⃣margin = 2
                var stars = 3

                2️⃣Label title {
                    frame = (0, 0, 10, 10)
                }
                ImageView star {
                    frame = (0, 0, 10, 10)
                    collection = 5️⃣"stars"
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .duplicateDeclaration, "1️⃣"), (.error, .duplicateDeclaration, "4️⃣"),
            (.error, .duplicateDeclaration, "5️⃣"),
        ])
        let diagnostics = source.diagnostics
        source.expect(
            diagnostics.first, message: "the layout variable 'title' has the name of an outlet",
            notes: [("the outlet 'title' is declared here", "2️⃣")])
        source.expect(
            diagnostics.dropFirst().first, message: "the layout variable 'margin' has the name of a constant",
            notes: [("the constant 'margin' is declared here", "3️⃣")])
        #expect(diagnostics.last?.message == "the outlet collection 'stars' has the name of a layout variable")
    }

    @Test(
        "a variable's name must be one the generated class can take",
        arguments: [
            ("parent", "'parent' is reserved and cannot name a layout variable"),
            ("true", "'true' is reserved and cannot name a layout variable"),
            ("self", "'self' cannot name a layout variable in Swift"),
            ("height", "'height' is a property of a cell and cannot name a layout variable"),
            ("bounds", "layout variable 'bounds' would hide the member 'bounds' of 'TableViewCell'"),
            (
                "layoutVariables",
                "layout variable 'layoutVariables' would hide the member 'layoutVariables' of 'TableViewCell'"
            ),
        ])
    func reservedNames(name: String, message: String) {
        let source = CheckedSource(
            """
            cell C {
                var 1️⃣\(name) = 1
            }
            """)
        let diagnostic = source.expectOnlyError(.reservedName, at: "1️⃣")
        #expect(diagnostic?.message == message)
    }

    @Test("a variable is declared in the template's own body, not in a subview, a block or a style")
    func misplacedDeclarations() {
        let source = CheckedSource(
            """
            cell C {
                contentView {
                    var 2️⃣inner = 1
                }
                View box {
                    frame = (0, 0, 10, 10)
                    var 1️⃣nested = 1
                }
            }
            """)
        source.expectDiagnostics([(.error, .misplacedProperty, "2️⃣"), (.error, .misplacedProperty, "1️⃣")])
        #expect(
            source.diagnostics.map(\.message).sorted() == [
                "'contentView' holds properties only; declare the layout variable 'inner' in the cell's body",
                "the layout variable 'nested' must be declared in the template's body, not in 'box'",
            ])
    }

    @Test("a variable is read by layout expressions only: a number elsewhere is misplaced, anything else mistyped")
    func readOutsideLayout() {
        let source = CheckedSource(
            """
            cell C {
                var 3️⃣avatarWidth = 36

                ImageView avatar {
                    frame = (0, 0, 10, 10)
                    cornerRadius = 1️⃣avatarWidth
                }
                Label title {
                    frame = 4️⃣avatarWidth
                    text = 2️⃣avatarWidth
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .misplacedProperty, "1️⃣"), (.error, .typeMismatch, "4️⃣"), (.error, .typeMismatch, "2️⃣"),
        ])
        source.expect(
            source.diagnostics.first,
            message:
                "'avatarWidth' is a layout variable, which only 'frame', a cell's 'height' and an arranged view's "
                + "'size' may read",
            notes: [("'avatarWidth' is declared here", "3️⃣")])
        source.expect(
            source.diagnostics.last, message: "'text' takes a string, but 'avatarWidth' is a layout variable, a number",
            notes: [("'avatarWidth' is declared here", "3️⃣")])
    }

    @Test("a variable's default is a constant expression: it cannot read the layout or another variable")
    func defaults() {
        let source = CheckedSource(
            """
            cell C {
                var first = 1
                var second = 1️⃣first + 1
                var third = 2️⃣parent.width
                var fourth = 3️⃣"wide"
            }
            """)
        source.expectDiagnostics([
            (.error, .misplacedProperty, "1️⃣"), (.error, .misplacedProperty, "2️⃣"), (.error, .typeMismatch, "3️⃣"),
        ])
    }

    @Test("an unknown name in a frame gets 'did you mean' among the template's variables")
    func didYouMean() {
        let source = CheckedSource(
            """
            cell C {
                var avatarWidth = 36

                ImageView avatar {
                    frame = (0, 0, 1️⃣avatarWidht, 10)
                }
                Label title {
                    frame = (2️⃣avatarWidth.maxX, 0, 10, 10)
                }
            }
            """)
        source.expectDiagnostics([(.error, .unknownName, "1️⃣"), (.error, .unknownName, "2️⃣")])
        source.expect(
            source.diagnostics.first, message: "unknown constant 'avatarWidht'",
            notes: [("did you mean 'avatarWidth'?", nil)])
        #expect(source.diagnostics.last?.message == "'avatarWidth' is a layout variable, not a view")
    }

    @Test("variables are a template's own: another template of the file cannot read them")
    func scopedToTheTemplate() {
        let source = CheckedSource(
            """
            cell A {
                var avatarWidth = 36
            }
            cell B {
                View box {
                    frame = (0, 0, 1️⃣avatarWidth, 10)
                }
            }
            """)
        source.expectOnlyError(.unknownName, at: "1️⃣")
    }

    @Test("an arranged view's size reads variables: its values at the defaults, and its expressions kept")
    func arrangedSize() throws {
        let source = CheckedSource(
            """
            cell C {
                var side = 16
                StackView row {
                    frame = (0, 0, parent.width, 44)
                    ImageView icon {
                        size = (side * 2, 10)
                    }
                }
            }
            """)
        #expect(source.diagnostics.isEmpty)
        let icon = try #require(source.checked.templates.first?.views.last)
        #expect(icon.size?.width == 32 && icon.size?.height == 10)
        #expect(icon.size?.widthExpression == .binary(.multiply, .variable(0), .constant(2)))
        #expect(icon.size?.heightExpression == nil)
        #expect(icon.size?.reads(variable: 0) == true)
    }

    @Test("an arranged view's size reads numbers and variables alone, not negative at the defaults")
    func arrangedSizeErrors() {
        let source = CheckedSource(
            """
            cell C {
                var side = 16
                StackView row {
                    frame = (0, 0, parent.width, 44)
                    ImageView icon {
                        size = (side, 1️⃣parent.height - side)
                    }
                    ImageView other {
                        size = (2️⃣side - 20, side)
                    }
                }
                accessoryView {
                    size = (3️⃣side, 10)
                }
            }
            """)
        source.expectDiagnostics([
            (.error, .misplacedProperty, "1️⃣"), (.error, .invalidValue, "2️⃣"), (.error, .misplacedProperty, "3️⃣"),
        ])
        source.expect(
            source.diagnostics.first, message: "a preferred 'size' reads numbers and layout variables, not the layout",
            notes: [("the stack view places the view from its size; only frames read others", nil)])
        #expect(
            source.diagnostics.first { $0.id == .invalidValue }?.message
                == "a size cannot be negative at the layout variables' defaults")
    }
}
