import CellDiagnostics
import CellSyntax
import Testing

@Suite("Parser recovery")
struct ParserRecoveryTests {
    @Test("five errors in five templates are all reported, and the valid templates around them survive")
    func fiveErrors() {
        let source = MarkedSource(
            """
            let margin = 12

            cell Good1 {
                height = 44
            }

            cell BadLine {
                height = 1 1️⃣width = 3
                depth = 4
            }

            view BadSubview {
                Label title: 2️⃣{
                }
                Label subtitle {}
            }

            cell Good2 {
                Label a { text = "a" }
            }

            style BadNumber {
                inset = 3️⃣12pt
            }

            cell BadEscape {
                Label b { text = "4️⃣\\q" }
            }

            view Good3 {}

            cell BadColor {
                tint = 5️⃣#12345
            }

            view Good4 { height = 1 }
            """)
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(
            diagnostics,
            [
                (.expectedToken, "1️⃣"), (.expectedToken, "2️⃣"), (.invalidNumber, "3️⃣"), (.invalidEscape, "4️⃣"),
                (.invalidColor, "5️⃣"),
            ])
        #expect(
            syntax.templates.map(\.name.text) == [
                "Good1", "BadLine", "BadSubview", "Good2", "BadEscape", "Good3", "BadColor", "Good4",
            ])
        #expect(syntax.styles.map(\.name.text) == ["BadNumber"])
        #expect(syntax.constants.map(\.name.text) == ["margin"])
        let badLine = syntax.templates.first { $0.name.text == "BadLine" }
        #expect(badLine?.members.compactMap(\.property).map(\.name.text) == ["height", "depth"])
        let badSubview = syntax.templates.first { $0.name.text == "BadSubview" }
        #expect(badSubview?.members.compactMap(\.subview).map { $0.name?.text } == ["subtitle"])
        let good4 = syntax.templates.last
        #expect(good4?.members.compactMap(\.property).map(\.value.shape) == ["1"])
    }

    @Test("a subview without a body is one error where its '{' should be, and the template goes on")
    func subviewWithoutBody() {
        let source = MarkedSource("cell A {\n    Label title 1️⃣\n    View box {\n    }\n}\n")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.map(\.message) == ["expected '{' to begin the body of Label 'title', found 'View'"])
        #expect(diagnostics.map(\.range.start) == [source.offset(of: "1️⃣") + 5])
        #expect(syntax.templates.first?.members.compactMap(\.subview).map(\.kind.text) == ["View"])
    }

    @Test("a missing '}' at the end of the file points back to the opening brace")
    func missingClosingBrace() throws {
        let source = MarkedSource("cell A 1️⃣{2️⃣\n    height = 1\n    Label {\n        text = \"x\"\n    }\n3️⃣")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(source.expectDiagnostic(.expectedToken, at: "3️⃣", in: diagnostics))
        #expect(diagnostic.message == "expected '}' to close cell 'A' at line 1")
        #expect(diagnostic.notes == [Diagnostic.Note("the body of cell 'A' opens here", at: source.range("1️⃣", "2️⃣"))])
        #expect(syntax.templates.first?.members.count == 2)
    }

    @Test("a missing '}' of a nested subview is one error, at the innermost open body; the bodies around it close")
    func missingNestedClosingBrace() {
        let source = MarkedSource("view V {\n    Label title 2️⃣{\n        text = \"x\"\n3️⃣")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.map(\.message) == ["expected '}' to close Label 'title' at line 2"])
        #expect(diagnostics.map(\.range.start) == [source.offset(of: "3️⃣")])
        #expect(diagnostics.map { $0.notes.first?.range?.start } == [source.offset(of: "2️⃣")])
        #expect(syntax.templates.first?.members.first?.subview?.members.count == 1)
    }

    @Test("two properties on one line: the second is reported and both lines around survive")
    func twoPropertiesOnOneLine() throws {
        let source = MarkedSource("cell A {\n    height = 1 1️⃣width = 2\n    depth = 3\n}")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.count == 1)
        let diagnostic = source.expectDiagnostic(.expectedToken, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.message == "expected a line break or ';' after the value of 'height', found 'width'")
        let properties = try #require(syntax.templates.first).members.compactMap(\.property)
        #expect(properties.map(\.name.text) == ["height", "depth"])
    }

    @Test("a property with no value is reported and the next property still parses")
    func propertyWithoutValue() throws {
        let source = MarkedSource("cell A {\n    height =1️⃣\n    2️⃣width = 2\n}")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == .expectedToken)
        #expect(diagnostic.message.hasPrefix("expected a value after '='"))
        // Right after '=' or at the first token of the next line: both name the place, and the lead may move the
        // error from the second (today's) to the first, which is where swift-syntax puts a missing value.
        #expect([source.offset(of: "1️⃣"), source.offset(of: "2️⃣")].contains(diagnostic.range.start))
        let properties = try #require(syntax.templates.first).members.compactMap(\.property)
        #expect(properties.map(\.name.text) == ["height", "width"])
        #expect(properties.map(\.value.shape) == ["<missing>", "2"])
    }

    @Test(
        "a property with no value is reported right after the '=', not on the next line",
        arguments: [
            "cell A {\n    height =1️⃣\n    width = 2\n}",
            "cell A {\n    height =1️⃣   \n    width = 2\n}",
            "cell A {\n    height =1️⃣ // nothing yet\n    width = 2\n}",
            "cell A {\n    height =1️⃣\r\n    width = 2\n}",
        ])
    func propertyWithoutValueAfterEquals(marked: String) throws {
        let source = MarkedSource(marked)
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(diagnostics.first?.message == "expected a value after '='")
        #expect(diagnostics.first?.range == SourceRange(at: source.offset(of: "1️⃣")))
        let properties = try #require(syntax.templates.first).members.compactMap(\.property)
        #expect(properties.map(\.name.text) == ["height", "width"])
    }

    @Test(
        "a property with no value before a closing brace, a semicolon or the end of the file",
        arguments: ["cell A { height = 1️⃣}", "cell A { height = 1️⃣; width = 1 }", "let x =1️⃣"])
    func valueMissingBeforeTerminator(marked: String) {
        let source = MarkedSource(marked)
        let (_, diagnostics) = source.parse()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.id == .expectedToken)
        #expect(diagnostics.first?.message.hasPrefix("expected a value after '='") == true)
    }

    @Test(
        "garbage at the top level suggests the keyword it resembles",
        arguments: [
            ("Cell", "cell"), ("CELL", "cell"), ("cel", "cell"), ("View", "view"), ("Style", "style"),
            ("styel", "style"),
            ("Let", "let"), ("template", nil), ("frame", nil), ("collectioncell", "collectionCell"),
            ("reusableview", "reusableView"),
        ] as [(String, String?)])
    func topLevelGarbage(word: String, suggestion: String?) throws {
        let source = MarkedSource("1️⃣\(word) A {\n    height = 1\n}\ncell B {}\n")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(source.expectDiagnostic(.expectedToken, at: "1️⃣", in: diagnostics))
        #expect(
            diagnostic.message
                == "expected 'cell', 'view', 'collectionCell', 'reusableView', 'style' or 'let' at the top level, found "
                + "'\(word)'")
        #expect(diagnostic.notes.map(\.message) == suggestion.map { ["did you mean '\($0)'?"] } ?? [])
        #expect(syntax.templates.map(\.name.text) == ["B"])
    }

    @Test(
        "one mistake gives one diagnostic, and the declaration after it parses",
        arguments: [
            ("1️⃣{ a = 1 }", DiagnosticID.expectedToken),
            ("cell 1️⃣{ }", .expectedToken),
            ("let 1️⃣= 3", .expectedToken),
            ("let x 1️⃣3", .expectedToken),
            ("style 1️⃣{}", .expectedToken),
            ("style S { 1️⃣Label l {} }", .expectedToken),
            ("cell A { Label l: 1️⃣{} }", .expectedToken),
            ("cell A { Label l: S, 1️⃣{} }", .expectedToken),
            ("cell A { Label l 1️⃣m {} }", .expectedToken),
            ("cell A {\n    1️⃣= 3\n}", .expectedToken),
            ("cell A {\n    1️⃣12 = 3\n}", .expectedToken),
            ("cell A { x = 1️⃣@ }", .unexpectedCharacter),
            ("cell A {\n    x = 1\n    1️⃣@\n}", .unexpectedCharacter),
            ("1️⃣}", .expectedToken),
            ("1️⃣42", .expectedToken),
        ] as [(String, DiagnosticID)])
    func oneMistake(marked: String, id: DiagnosticID) {
        let source = MarkedSource(marked + "\ncell After { height = 1 }\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(id, "1️⃣")])
        #expect(syntax.templates.last?.name.text == "After")
        #expect(syntax.templates.last?.members.count == 1)
    }

    @Test(
        "one mistake in a value gives one message, and the constant on the next line parses",
        arguments: ["let x = 1 + 1️⃣)", "let x = (1, 2 1️⃣3)", "let x = .1️⃣(1)", "let x = a.1️⃣2"])
    func oneMistakeInValue(marked: String) {
        let source = MarkedSource(marked + "\nlet y = 2\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(syntax.constants.map(\.name.text) == ["x", "y"])
        #expect(syntax.constants.last?.value.shape == "2")
    }

    @Test("a call left open at the end of the file gives one message, at the end of the file")
    func callOpenAtEndOfFile() {
        let source = MarkedSource("let x = f(1️⃣")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(syntax.constants.map(\.name.text) == ["x"])
    }

    @Test("a template without its '{' is one error, at the token found instead")
    func missingOpeningBrace() {
        let source = MarkedSource("cell A 1️⃣height = 1 }\ncell B { height = 1 }\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.expectedToken, "1️⃣")])
        #expect(diagnostics.first?.message == "expected '{' to begin the body of cell 'A', found 'height'")
        #expect(syntax.templates.last?.name.text == "B")
    }

    @Test("a style that contains a subview is reported at the subview's kind")
    func styleWithSubview() throws {
        let source = MarkedSource("style S {\n    font = .system(1)\n    1️⃣Label l {}\n}")
        let (syntax, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.expectedToken, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.message == "a style sets properties only; it cannot contain the subview 'Label'")
        #expect(try #require(syntax.styles.first).properties.map(\.name.text) == ["font"])
    }
}

/// Habits from Swift and UIKit that the language does not share get a message that says what to write instead.
@Suite("Habits from Swift")
struct SwiftHabitTests {
    @Test(
        "each habit is one error with a hint",
        arguments: [
            (
                "cell A {\n    height1️⃣: 60\n}\n", "expected '=' after 'height', found ':'",
                "properties are set with '=', as in 'height = ...'"
            ),
            ("let x = 1️⃣.5\n", "a number cannot start with '.'", "write '0.5'"),
            ("let s = 1️⃣'hello'\n", "strings are written in double quotes", "write \"hello\""),
            (
                "let s = \"1️⃣\\u{110000}\"\n", "'\\u{110000}' is not a Unicode scalar",
                "a scalar is at most 10FFFF and not a surrogate (D800 to DFFF)"
            ),
        ])
    func habit(text: String, message: String, hint: String) {
        let source = MarkedSource(text)
        let (_, diagnostics) = source.parse()
        #expect(diagnostics.count == 1)
        let diagnostic = source.expectDiagnostic(diagnostics.first?.id ?? .expectedToken, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.message == message)
        #expect(diagnostic?.notes.map(\.message) == [hint])
    }

    @Test("a stray character costs one error, not the member after it")
    func strayCharacterKeepsTheMember() throws {
        let source = MarkedSource("1️⃣$ cell A {\n    2️⃣@ Label title { }\n}\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.unexpectedCharacter, "1️⃣"), (.unexpectedCharacter, "2️⃣")])
        #expect(syntax.templates.first?.members.first?.subview?.name?.text == "title")
    }

    @Test("a property written with a colon still sets its value, so the checker sees it")
    func colonPropertyKeepsItsValue() throws {
        let (syntax, _) = MarkedSource("cell A {\n    height: 60\n}\n").parse()
        let property = try #require(syntax.templates.first?.members.first?.property)
        #expect(property.name.text == "height")
        #expect(property.value.kind == .number(60))
    }
}
