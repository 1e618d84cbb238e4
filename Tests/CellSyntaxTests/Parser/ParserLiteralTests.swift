import CellDiagnostics
import CellSyntax
import Testing

@Suite("Parser literals")
struct ParserLiteralTests {
    // MARK: Strings

    @Test(
        "every escape decodes",
        arguments: [
            (#""a\\b""#, "a\\b"),
            (#""say \"hi\"""#, "say \"hi\""),
            (#""it\'s""#, "it's"),
            (#""1\n2""#, "1\n2"),
            (#""1\r2""#, "1\r2"),
            (#""1\t2""#, "1\t2"),
            (#""1\02""#, "1\u{0}2"),
            (#""\u{1F600}""#, "😀"),
            (#""\u{41}\u{000000e9}""#, "Aé"),
            (#""\\(""#, "\\("),
            (#""""#, ""),
            ("\"tab\tinside\"", "tab\tinside"),
        ])
    func escape(literal: String, decoded: String) {
        let (value, diagnostics) = MarkedSource("let s = \(literal)").firstValue()
        #expect(diagnostics.isEmpty)
        #expect(value?.kind == .string(decoded))
    }

    @Test("emoji and CJK are kept verbatim", arguments: ["😀", "👩‍👩‍👧", "漢字かな", "é and e\u{301}", "🇫🇷"])
    func verbatim(text: String) {
        let (value, diagnostics) = MarkedSource("let s = \"\(text)\"").firstValue()
        #expect(diagnostics.isEmpty)
        guard case .string(let decoded) = value?.kind else {
            Issue.record("expected a string, got \(String(describing: value))")
            return
        }
        // Compare scalars: String equality would accept a canonically equivalent but different spelling.
        #expect(Array(decoded.unicodeScalars) == Array(text.unicodeScalars))
    }

    @Test(
        "an invalid escape is reported over exactly its text",
        arguments: [
            #""a1️⃣\q2️⃣b""#,
            #""1️⃣\u{D800}2️⃣""#,
            #""1️⃣\u{}2️⃣""#,
            #""1️⃣\u{110000}2️⃣ x""#,
            #""1️⃣\u{12G3️⃣}""#,
            #""x 1️⃣\u2️⃣0041""#,
            #""1️⃣\é2️⃣""#,
            #""1️⃣\😀2️⃣""#,
            #""1️⃣\ 2️⃣""#,
        ])
    func invalidEscape(marked: String) {
        let source = MarkedSource("let s = \(marked)\n")
        let (_, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.invalidEscape, at: "1️⃣", in: diagnostics)
        #expect(diagnostics.count == 1)
        let end: Character = marked.contains("2️⃣") ? "2️⃣" : "3️⃣"
        #expect(diagnostic?.range == source.range("1️⃣", end))
    }

    @Test("every invalid escape of a string is reported, and the valid ones still decode")
    func severalInvalidEscapes() {
        let source = MarkedSource(#"let s = "1️⃣\q \n 2️⃣\u{} \t 3️⃣\x""#)
        let (value, diagnostics) = source.firstValue()
        source.expectDiagnostics(diagnostics, [(.invalidEscape, "1️⃣"), (.invalidEscape, "2️⃣"), (.invalidEscape, "3️⃣")])
        guard case .string(let decoded) = value?.kind else {
            Issue.record("expected a string")
            return
        }
        #expect(decoded.contains("\n") && decoded.contains("\t"))
    }

    @Test("a control character inside a string is reported; a tab is not")
    func controlCharacterInString() {
        let source = MarkedSource("let s = \"a\t1️⃣\u{1}2️⃣b\"")
        let (_, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.invalidEscape, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.range == source.range("1️⃣", "2️⃣"))
        #expect(diagnostics.count == 1)
    }

    @Test("a NUL byte inside a string is a nul-byte error over the byte, not an invalid escape")
    func nulByteInString() {
        let source = MarkedSource("let s = \"a1️⃣\u{0}2️⃣b\"\n")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.nulByte, "1️⃣")])
        #expect(diagnostics.first?.range == source.range("1️⃣", "2️⃣"))
        #expect(syntax.constants.count == 1)
    }

    @Test("a run of invalid UTF-8 inside a string is one error over the whole run")
    func invalidUTF8InString() {
        let prefix = Array("let s = \"a".utf8)
        let bad: [UInt8] = [0xFF, 0xFE, 0xC0]
        let file = SourceFile(path: "bad.cell", bytes: prefix + bad + Array("b\"\nlet t = 2\n".utf8))
        var sink = DiagnosticSink()
        let syntax = Parser.parse(file, diagnostics: &sink)
        #expect(sink.diagnostics.map(\.id) == [.invalidUTF8])
        #expect(sink.diagnostics.first?.range == SourceRange(start: prefix.count, end: prefix.count + bad.count))
        #expect(syntax.constants.map(\.name.text) == ["s", "t"])
    }

    @Test("an unterminated string is reported once and still decodes what it has")
    func unterminatedStringValue() {
        let source = MarkedSource("let s = 1️⃣\"abc\\n\nlet t = 2")
        let (syntax, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.unterminatedString, "1️⃣")])
        #expect(syntax.constants.map(\.value.kind) == [.string("abc\n"), .number(2)])
    }

    // MARK: Colours

    @Test(
        "a colour literal is decoded into its channels",
        arguments: [
            ("A4A4A4", [0xA4, 0xA4, 0xA4, 0xFF]), ("fff", [0xFF, 0xFF, 0xFF, 0xFF]), ("F80", [0xFF, 0x88, 0x00, 0xFF]),
            ("12345678", [0x12, 0x34, 0x56, 0x78]), ("0aBc9F", [0x0A, 0xBC, 0x9F, 0xFF]),
        ] as [(String, [UInt8])])
    func color(digits: String, channels: [UInt8]) {
        let (value, diagnostics) = MarkedSource("let c = #\(digits)").firstValue()
        #expect(diagnostics.isEmpty)
        #expect(value?.kind == .hexColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]))
    }

    @Test(
        "a malformed colour literal is reported over the whole literal",
        arguments: ["#", "#12", "#12345", "#1234567", "#123456789", "#GGGGGG", "#12_456"])
    func invalidColor(literal: String) {
        let source = MarkedSource("let c = 1️⃣\(literal)2️⃣\n")
        let (_, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.invalidColor, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.range == source.range("1️⃣", "2️⃣"))
        #expect(diagnostics.count == 1)
    }

    // MARK: Booleans

    @Test("true and false are booleans; other names are paths")
    func booleans() {
        let source = MarkedSource("let a = true\nlet b = false\nlet c = True\nlet d = truth")
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        #expect(syntax.constants.map(\.value.shape) == ["true", "false", "True", "truth"])
        #expect(syntax.constants.map(\.value.kind).prefix(2) == [.bool(true), .bool(false)])
    }
}
