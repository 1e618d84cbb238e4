import CellDiagnostics
import CellSyntax
import Testing

@Suite("Parser expressions")
struct ParserExpressionTests {
    /// The shape of `text` parsed as a constant's value, and the diagnostics.
    private func shape(of text: String) -> (String?, [Diagnostic]) {
        let (value, diagnostics) = MarkedSource("let x = \(text)\n").firstValue()
        return (value?.shape, diagnostics)
    }

    @Test(
        "binary operators bind by precedence and associate to the left",
        arguments: [
            ("1 - 2 - 3", "((1 - 2) - 3)"),
            ("1 + 2 - 3 + 4", "(((1 + 2) - 3) + 4)"),
            ("8 / 4 / 2", "((8 / 4) / 2)"),
            ("8 / 4 * 2", "((8 / 4) * 2)"),
            ("1 + 2 * 3", "(1 + (2 * 3))"),
            ("1 * 2 + 3", "((1 * 2) + 3)"),
            ("1 - 2 * 3 / 4 + 5", "((1 - ((2 * 3) / 4)) + 5)"),
            ("(1 + 2) * 3", "((1 + 2) * 3)"),
            ("1 - (2 - 3)", "(1 - (2 - 3))"),
            ("parent.width - 2 * margin", "(parent.width - (2 * margin))"),
            ("a.maxY+2", "(a.maxY + 2)"),
        ])
    func precedence(text: String, expected: String) {
        let (shape, diagnostics) = shape(of: text)
        #expect(diagnostics.isEmpty)
        #expect(shape == expected)
    }

    @Test(
        "unary minus binds tighter than any binary operator",
        arguments: [
            ("-1", "(-1)"),
            ("- -1", "(-(-1))"),
            ("--1", "(-(-1))"),
            ("-1 + 2", "((-1) + 2)"),
            ("2 * -3", "(2 * (-3))"),
            ("2 - -3", "(2 - (-3))"),
            ("-(1 + 2)", "(-(1 + 2))"),
            ("-a.b * c", "((-a.b) * c)"),
            ("-.x", "(-.x)"),
        ])
    func unaryMinus(text: String, expected: String) {
        let (shape, diagnostics) = shape(of: text)
        #expect(diagnostics.isEmpty)
        #expect(shape == expected)
    }

    @Test(
        "one parenthesised expression is grouping; two or more are a tuple",
        arguments: [
            ("(1)", "1"),
            ("((1))", "1"),
            ("(1, 2)", "tuple(1, 2)"),
            ("((1, 2))", "tuple(1, 2)"),
            ("(0, 0, parent.width, 44)", "tuple(0, 0, parent.width, 44)"),
            ("((1, 2), (3 + 4) * 5)", "tuple(tuple(1, 2), ((3 + 4) * 5))"),
            ("(\"a\", #fff, true, .b)", "tuple(\"a\", #FFFFFFFF, true, .b)"),
        ])
    func tuplesAndGrouping(text: String, expected: String) {
        let (shape, diagnostics) = shape(of: text)
        #expect(diagnostics.isEmpty)
        #expect(shape == expected)
    }

    @Test(
        "leading-dot members, with or without arguments",
        arguments: [
            (".center", ".center"),
            (".system(12)", ".system(12)"),
            (".none()", ".none()"),
            (".font(.bold, 12 + 1)", ".font(.bold, (12 + 1))"),
            (". center", ".center"),
        ])
    func members(text: String, expected: String) {
        let (shape, diagnostics) = shape(of: text)
        #expect(diagnostics.isEmpty)
        #expect(shape == expected)
    }

    @Test("a member without parentheses has no argument list; empty parentheses give an empty one")
    func memberArguments() {
        let (plain, _) = MarkedSource("let x = .center").firstValue()
        let (empty, _) = MarkedSource("let x = .center()").firstValue()
        #expect(plain?.kind == .member(Identifier("center", at: SourceRange(start: 9, end: 15)), arguments: nil))
        #expect(empty?.kind == .member(Identifier("center", at: SourceRange(start: 9, end: 15)), arguments: []))
    }

    @Test(
        "calls and paths",
        arguments: [
            ("rgb(164, 164, 164)", "rgb(164, 164, 164)"),
            ("f()", "f()"),
            ("f (1)", "f(1)"),
            ("outer(inner(1), -2)", "outer(inner(1), (-2))"),
            ("margin", "margin"),
            ("parent.width", "parent.width"),
            ("a.b.c.d", "a.b.c.d"),
            ("title . maxY", "title.maxY"),
        ])
    func callsAndPaths(text: String, expected: String) {
        let (shape, diagnostics) = shape(of: text)
        #expect(diagnostics.isEmpty)
        #expect(shape == expected)
    }

    @Test("a call's kind names the function and a path's kind names each part with its range")
    func callAndPathKinds() {
        let source = MarkedSource("let x = 1️⃣rgb2️⃣(1, 2, 3)\nlet y = 3️⃣parent4️⃣.5️⃣width6️⃣")
        let values = source.parse().syntax.constants.map(\.value)
        guard values.count == 2, case .call(let name, let arguments) = values[0].kind,
            case .path(let path) = values[1].kind
        else {
            Issue.record("expected a call and a path, got \(values.map(\.shape))")
            return
        }
        #expect(name == Identifier("rgb", at: source.range("1️⃣", "2️⃣")))
        #expect(arguments.map(\.shape) == ["1", "2", "3"])
        #expect(
            path == [
                Identifier("parent", at: source.range("3️⃣", "4️⃣")), Identifier("width", at: source.range("5️⃣", "6️⃣")),
            ])
    }

    @Test(
        "every expression covers exactly its source",
        arguments: [
            "1️⃣parent.width2️⃣",
            "1️⃣.system(12)2️⃣",
            "1️⃣.center2️⃣",
            "1️⃣-x2️⃣",
            "1️⃣(1, 2)2️⃣",
            "1️⃣(1)2️⃣",
            "1️⃣a + b * c2️⃣",
            "1️⃣rgb(1, 2, 3)2️⃣",
            "1️⃣-(1 + 2) / 32️⃣",
            "1️⃣\"s\"2️⃣",
            "1️⃣#fff2️⃣",
            "1️⃣true2️⃣",
        ])
    func ranges(marked: String) {
        let source = MarkedSource("let x = \(marked)  // trailing comment\n")
        let (value, diagnostics) = source.firstValue()
        #expect(diagnostics.isEmpty)
        #expect(value?.range == source.range("1️⃣", "2️⃣"))
    }

    @Test("operands keep their own ranges inside a binary expression")
    func operandRanges() {
        let source = MarkedSource("let x = 1️⃣a2️⃣ + 3️⃣b * c4️⃣")
        guard case .binary(.add, let lhs, let rhs) = source.firstValue().value?.kind else {
            Issue.record("expected an addition")
            return
        }
        #expect(lhs.range == source.range("1️⃣", "2️⃣"))
        #expect(rhs.range == source.range("3️⃣", "4️⃣"))
    }

    @Test("depth counts the levels of the tree")
    func depth() {
        let cases: [(String, Int)] = [("1", 1), ("-1", 2), ("1 + 2", 2), ("1 + 2 * 3", 3), ("(1, -(2))", 3)]
        for (text, depth) in cases {
            #expect(MarkedSource("let x = \(text)").firstValue().value?.depth == depth, "\(text)")
        }
    }

    @Test(
        "malformed expressions are reported where they go wrong",
        arguments: [
            ("let x = 1️⃣()", "expected a value inside '()'"),
            ("let x = rgb(1, 1️⃣)", "expected a value, found ')'"),
            ("let x = .font(1️⃣, 2)", "expected a value, found ','"),
            ("let x = (1, 1️⃣)", "expected a value, found ')'"),
            ("let x = 1 +1️⃣", "expected a value, found end of file"),
            ("let x = a.1️⃣", "expected a name after 'a.', found end of file"),
            ("let x = .1️⃣", "expected a name after '.', found end of file"),
        ])
    func malformed(marked: String, message: String) {
        let source = MarkedSource(marked)
        let (_, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.expectedToken, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.message == message)
        #expect(diagnostics.count == 1)
    }
}
