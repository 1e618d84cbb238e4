import CellDiagnostics
import CellSyntax
import Testing

/// A `let` inside a body is a constant in the wrong place: one precise error with a fix-it that moves it before its
/// declaration, and the constant kept for the file, so the body around it and its uses report nothing more.
@Suite("Misplaced constants")
struct MisplacedConstantTests {
    @Test("a 'let' inside a cell is one error naming the cell, with a fix-it that moves it before the cell")
    func letInsideACell() throws {
        let source = MarkedSource(
            """
            2️⃣cell ProfileCell {
                height = 60
                1️⃣let margin = 123️⃣
                Label nameLabel {
                    frame = (margin, 8, parent.width - margin * 2, 22)
                }
            }
            """)
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.misplacedConstant, "1️⃣")])
        let diagnostic = try #require(diagnostics.first)
        #expect(
            diagnostic.message
                == "constants are declared at the top level of the file; move 'let margin' before cell 'ProfileCell'")
        #expect(diagnostic.range == source.range("1️⃣", "3️⃣"))
        #expect(diagnostic.notes.map(\.message) == ["cell 'ProfileCell' starts here"])
        #expect(diagnostic.notes.first?.range?.start == source.offset(of: "2️⃣"))
        #expect(
            diagnostic.fixIts == [
                Diagnostic.FixIt(replacing: SourceRange(at: source.offset(of: "2️⃣")), with: "let margin = 12\n"),
                Diagnostic.FixIt(replacing: source.range("1️⃣", "3️⃣"), with: ""),
            ])
        // The cell keeps every member after the constant, and the file the constant, before the cell.
        #expect(syntax.templates.map(\.name.text) == ["ProfileCell"])
        #expect(syntax.templates.first?.members.count == 2)
        #expect(syntax.constants.map(\.name.text) == ["margin"])
    }

    @Test("a 'let' nested in a subview, or after a ';', names the top-level declaration")
    func nestedAndInline() {
        let source = MarkedSource(
            """
            let gap = 4

            style Caption {
                1️⃣let size = 12
            }

            cell C {
                View box {
                    height = 1; 2️⃣let inset = gap
                }
            }
            """)
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.misplacedConstant, "1️⃣"), (.misplacedConstant, "2️⃣")])
        #expect(diagnostics.map(\.message).last?.hasSuffix("move 'let inset' before cell 'C'") == true)
        #expect(diagnostics.map(\.message).first?.hasSuffix("move 'let size' before style 'Caption'") == true)
        #expect(syntax.constants.map(\.name.text) == ["gap", "size", "inset"])
        #expect(syntax.templates.map(\.name.text) == ["C"])
    }

    @Test("a body that lacks its '}' before a 'let' is still reported as unclosed")
    func unclosedBodyBeforeALet() {
        let source = MarkedSource(
            """
            cell A {
                Label a { text = "a" }
            1️⃣let margin = 12
            cell B {
            }
            """)
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(syntax.templates.map(\.name.text) == ["A", "B"])
        #expect(syntax.constants.map(\.name.text) == ["margin"])
    }
}
