import CellDiagnostics
import CellTestSupport
import Testing

@Suite("DiagnosticRenderer")
struct DiagnosticRendererTests {
    private let plain = DiagnosticRenderer()

    private func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(.error, DiagnosticID("test-error"), message, at: range, notes: notes)
    }

    @Test("the example of the style guide, byte for byte")
    func styleGuideExample() {
        let lines = (1...13).map { "// line \($0)" } + ["        1️⃣textColour2️⃣ = #A4A4A4", "}"]
        let source = MarkedText(lines.joined(separator: "\n") + "\n")
        let file = SourceFile(path: "Examples/Transit.cell", text: source.text)
        let diagnostic = Diagnostic(
            .error,
            DiagnosticID("unknown-property"),
            "unknown property 'textColour' on 'Label'",
            at: source.range("1️⃣", "2️⃣"),
            notes: [Diagnostic.Note("did you mean 'textColor'?")]
        )
        #expect(
            plain.render(diagnostic, in: file) == """
                Examples/Transit.cell:14:9: error: unknown property 'textColour' on 'Label'
                   |
                14 |         textColour = #A4A4A4
                   |         ^~~~~~~~~~
                   = note: did you mean 'textColor'?

                """
        )
    }

    @Test("two diagnostics are separated by a blank line and keep their order")
    func twoDiagnostics() {
        let source = MarkedText("cell 1️⃣Hello {\n    2️⃣Lable3️⃣ title {}\n}\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostics = [
            Diagnostic(
                .warning, DiagnosticID("test-warning"), "cell names should describe the row", at: source.range("1️⃣", "1️⃣")
            ),
            error("unknown view kind 'Lable'", at: source.range("2️⃣", "3️⃣")),
        ]
        #expect(
            plain.render(diagnostics, in: file) == """
                a.cell:1:6: warning: cell names should describe the row
                  |
                1 | cell Hello {
                  |      ^

                a.cell:2:5: error: unknown view kind 'Lable'
                  |
                2 |     Lable title {}
                  |     ^~~~~

                """
        )
        #expect(plain.render([], in: file).isEmpty)
    }

    @Test("a note with a range is a block of its own; the gutter fits the largest line number printed")
    func noteElsewhere() {
        let lines =
            ["1️⃣cell2️⃣ Hello {"] + (2...9).map { "    // \($0)" }
            + ["    5️⃣height6️⃣ = 44", "    3️⃣height4️⃣ = 45", "}"]
        let source = MarkedText(lines.joined(separator: "\n") + "\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostic = error(
            "property 'height' is set twice",
            at: source.range("3️⃣", "4️⃣"),
            notes: [
                Diagnostic.Note("first set here", at: source.range("5️⃣", "6️⃣")),
                Diagnostic.Note("remove one of them"),
                Diagnostic.Note("in this 'cell'", at: source.range("1️⃣", "2️⃣")),
            ]
        )
        #expect(
            plain.render(diagnostic, in: file) == """
                a.cell:11:5: error: property 'height' is set twice
                   |
                11 |     height = 45
                   |     ^~~~~~
                   = note: remove one of them
                a.cell:10:5: note: first set here
                   |
                10 |     height = 44
                   |     ^~~~~~
                a.cell:1:1: note: in this 'cell'
                   |
                 1 | cell Hello {
                   | ^~~~

                """
        )
    }

    @Test("tabs before the range stay tabs in the caret line")
    func tabs() {
        let source = MarkedText("cell A {\n\t\tLabel 1️⃣titel2️⃣ {}\n}\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        #expect(
            plain.render(error("expected an outlet name", at: source.range("1️⃣", "2️⃣")), in: file) == """
                a.cell:2:9: error: expected an outlet name
                  |
                2 | \t\tLabel titel {}
                  | \t\t      ^~~~~

                """
        )
    }

    @Test("the column counts scalars; wide characters before or in the range get two marker cells")
    func wideCharacters() {
        let source = MarkedText("cell A {\n    text = \"🚇 \" + 1️⃣subtitel2️⃣ + \"3️⃣ニュース4️⃣\"\n}\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostics = [
            error("unknown name 'subtitel'", at: source.range("1️⃣", "2️⃣")),
            error("text is not localized", at: source.range("3️⃣", "4️⃣")),
        ]
        #expect(
            plain.render(diagnostics, in: file) == """
                a.cell:2:19: error: unknown name 'subtitel'
                  |
                2 |     text = "🚇 " + subtitel + "ニュース"
                  |                    ^~~~~~~~

                a.cell:2:31: error: text is not localized
                  |
                2 |     text = "🚇 " + subtitel + "ニュース"
                  |                                ^~~~~~~~

                """
        )
    }

    @Test(
        "a diagnostic at the end of the file shows the last line with the caret just past its end",
        arguments: [
            "cell A {\n    height = 44\n",
            "cell A {\n    height = 44",
            "cell A {\r\n    height = 44\r\n",
        ])
    func endOfFile(text: String) {
        let file = SourceFile(path: "a.cell", text: text)
        let diagnostic = error(
            "expected '}' to close 'cell' at line 1",
            at: SourceRange(at: file.bytes.count),
            notes: [Diagnostic.Note("'cell' starts here", at: SourceRange(start: 0, end: 4))]
        )
        #expect(
            plain.render(diagnostic, in: file) == """
                a.cell:2:16: error: expected '}' to close 'cell' at line 1
                  |
                2 |     height = 44
                  |                ^
                a.cell:1:1: note: 'cell' starts here
                  |
                1 | cell A {
                  | ^~~~

                """
        )
    }

    @Test("an empty file shows an empty line 1 with the caret at its start")
    func emptyFile() {
        let file = SourceFile(path: "empty.cell", text: "")
        #expect(
            plain.render(error("expected a template", at: SourceRange(at: 0)), in: file) == """
                empty.cell:1:1: error: expected a template
                  |
                1 |
                  | ^

                """
        )
    }

    @Test("CRLF line endings: the carriage return is neither printed nor underlined")
    func crlf() {
        let source = MarkedText("cell A {\r\n    1️⃣Lable t {}\r\n    text = 2️⃣\"unterminated\r\n}\r\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let unterminated = SourceRange(start: source["2️⃣"], end: source.text.utf8.count - 3)
        let diagnostics = [
            error("unknown view kind 'Lable'", at: SourceRange(start: source["1️⃣"], end: source["1️⃣"] + 5)),
            error("unterminated string", at: unterminated),
        ]
        #expect(
            plain.render(diagnostics, in: file) == """
                a.cell:2:5: error: unknown view kind 'Lable'
                  |
                2 |     Lable t {}
                  |     ^~~~~

                a.cell:3:12: error: unterminated string
                  |
                3 |     text = "unterminated
                  |            ^~~~~~~~~~~~~

                """
        )
    }

    @Test("highlights on the same line are underlined; those on other lines are left out")
    func highlights() {
        let source = MarkedText("    frame = (8, 1️⃣parent.widht2️⃣ - 16, 3️⃣28 + x4️⃣)\n    5️⃣text6️⃣ = \"\"\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostic = Diagnostic(
            .error,
            DiagnosticID("unknown-member"),
            "'parent' has no member 'widht'",
            at: source.range("1️⃣", "2️⃣"),
            highlights: [source.range("3️⃣", "4️⃣"), source.range("5️⃣", "6️⃣")]
        )
        #expect(
            plain.render(diagnostic, in: file) == """
                a.cell:1:17: error: 'parent' has no member 'widht'
                  |
                1 |     frame = (8, parent.widht - 16, 28 + x)
                  |                 ^~~~~~~~~~~~       ~~~~~~

                """
        )
    }

    @Test("a range running past the end of its line is underlined to the end of that line")
    func rangeAcrossLines() {
        let source = MarkedText("cell A {\n    1️⃣Label t {\n    }2️⃣\n}\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        #expect(
            plain.render(error("outlet 't' is never used", at: source.range("1️⃣", "2️⃣")), in: file) == """
                a.cell:2:5: error: outlet 't' is never used
                  |
                2 |     Label t {
                  |     ^~~~~~~~~

                """
        )
    }

    @Test("fix-its print as replace, insert or remove after the notes without a range")
    func fixIts() {
        let source = MarkedText("    1️⃣textColour2️⃣ = #A4A4A43️⃣\n    4️⃣;5️⃣\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostic = Diagnostic(
            .error,
            DiagnosticID("unknown-property"),
            "unknown property 'textColour' on 'Label'",
            at: source.range("1️⃣", "2️⃣"),
            notes: [Diagnostic.Note("did you mean 'textColor'?")],
            fixIts: [
                Diagnostic.FixIt(replacing: source.range("1️⃣", "2️⃣"), with: "textColor"),
                Diagnostic.FixIt(replacing: source.range("3️⃣", "3️⃣"), with: "FF"),
                Diagnostic.FixIt(replacing: source.range("4️⃣", "5️⃣"), with: ""),
            ]
        )
        #expect(
            plain.render(diagnostic, in: file) == """
                a.cell:1:5: error: unknown property 'textColour' on 'Label'
                  |
                1 |     textColour = #A4A4A4
                  |     ^~~~~~~~~~
                  = note: did you mean 'textColor'?
                  = fix-it: replace 'textColour' with 'textColor'
                  = fix-it: insert 'FF'
                  = fix-it: remove ';'

                """
        )
    }

    @Test("invalid UTF-8 prints as U+FFFD and the caret still lines up")
    func invalidUTF8() {
        let bytes = Array("cell A {\n    text = \"".utf8) + [0xFF, 0xFE] + Array("\" x\n}\n".utf8)
        let file = SourceFile(path: "a.cell", bytes: bytes)
        let offset = bytes.count - 4
        #expect(
            plain.render(error("unknown name 'x'", at: SourceRange(start: offset, end: offset + 1)), in: file) == """
                a.cell:2:17: error: unknown name 'x'
                  |
                2 |     text = "\u{FFFD}\u{FFFD}" x
                  |                 ^

                """
        )
    }

    @Test("control characters in the source, the message or the path never reach the terminal")
    func controlCharacters() {
        let source = MarkedText("text = \"\u{1B}[31m\" 1️⃣x2️⃣\n")
        let file = SourceFile(path: "a\u{7}.cell", text: source.text)
        let rendered = plain.render(error("bad\nmessage \u{1B}", at: source.range("1️⃣", "2️⃣")), in: file)
        #expect(
            rendered == """
                a\\u{7}.cell:1:16: error: bad\\nmessage \\u{1B}
                  |
                1 | text = "\u{FFFD}[31m" x
                  |                ^

                """
        )
        #expect(!rendered.utf8.contains(0x1B))
    }

    @Test("colours on: ANSI styles on location, severity, message, gutter and markers")
    func colorsOn() {
        let source = MarkedText("cell A {\n    1️⃣Lable2️⃣ t {}\n}\n")
        let file = SourceFile(path: "a.cell", text: source.text)
        let diagnostic = Diagnostic(
            .warning,
            DiagnosticID("test-warning"),
            "unknown view kind 'Lable'",
            at: source.range("1️⃣", "2️⃣"),
            notes: [Diagnostic.Note("did you mean 'Label'?"), Diagnostic.Note("here", at: source.range("1️⃣", "1️⃣"))]
        )
        let escape = "\u{1B}["
        let reset = "\u{1B}[0m"
        let gutter = { (text: String) in escape + "1;34m" + text + reset }
        let expected = [
            escape + "1ma.cell:2:5:" + reset + " " + escape + "1;35mwarning:" + reset + " " + escape
                + "1munknown view kind 'Lable'" + reset,
            gutter("  |"),
            gutter("2 |") + "     Lable t {}",
            gutter("  |") + "     " + escape + "1;32m^~~~~" + reset,
            "  " + gutter("=") + " " + escape + "1;36mnote:" + reset + " did you mean 'Label'?",
            escape + "1ma.cell:2:5:" + reset + " " + escape + "1;36mnote:" + reset + " " + escape + "1mhere" + reset,
            gutter("  |"),
            gutter("2 |") + "     Lable t {}",
            gutter("  |") + "     " + escape + "1;32m^" + reset,
        ]
        #expect(DiagnosticRenderer(colors: true).render(diagnostic, in: file) == expected.map { $0 + "\n" }.joined())
        #expect(DiagnosticRenderer(colors: false).render(diagnostic, in: file).utf8.contains(0x1B) == false)
        #expect(
            DiagnosticRenderer(colors: true).render(error("e", at: SourceRange(at: 0)), in: file).contains(
                "\u{1B}[1;31merror:"))
    }

    @Test(
        "no range, however wrong, makes rendering trap",
        arguments: [
            (-5, -1), (-3, 4), (0, 1_000), (14, 14), (15, 15), (500, 900), (Int.min / 2, Int.max / 2), (6, 7),
        ])
    func clamping(start: Int, end: Int) {
        let file = SourceFile(path: "a.cell", bytes: Array("cell A {\r\n  é\u{301}\n}".utf8) + [0xE2, 0x82])
        var range = SourceRange(at: 0)
        range.start = start
        range.end = end
        var reversed = SourceRange(at: 0)
        reversed.start = end
        reversed.end = start
        let diagnostic = Diagnostic(
            .error,
            DiagnosticID("test-error"),
            "message",
            at: range,
            highlights: [reversed, range],
            notes: [Diagnostic.Note("note", at: reversed)],
            fixIts: [Diagnostic.FixIt(replacing: reversed, with: "x")]
        )
        let rendered = DiagnosticRenderer(colors: true).render(diagnostic, in: file)
        #expect(rendered.hasPrefix("\u{1B}[1ma.cell:"))
        #expect(rendered.contains("^"))
    }
}
