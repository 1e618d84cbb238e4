import CellDiagnostics
import CellSyntax
import Testing

@Suite("Lexer")
struct LexerTests {
    /// The kinds and texts of the tokens of `source`, end of file included.
    private func dump(_ source: MarkedSource) -> [String] {
        source.lex().tokens.map { "\($0.kind) \(source.file.text(in: $0.range))" }
    }

    // MARK: Token kinds and ranges

    @Test(
        "each token kind has its exact range",
        arguments: [
            ("  1️⃣Label2️⃣  ", TokenKind.identifier),
            ("1️⃣_first9Line2️⃣", .identifier),
            ("\t1️⃣12.5e-32️⃣ ", .number),
            (" 1️⃣\"a \\\" b\"2️⃣ ", .string),
            ("1️⃣#A4a4A42️⃣", .hexColor),
            ("1️⃣{2️⃣", .leftBrace),
            ("1️⃣}2️⃣", .rightBrace),
            ("1️⃣(2️⃣", .leftParen),
            ("1️⃣)2️⃣", .rightParen),
            ("1️⃣,2️⃣", .comma),
            ("1️⃣:2️⃣", .colon),
            ("1️⃣;2️⃣", .semicolon),
            ("1️⃣=2️⃣", .equals),
            ("1️⃣.2️⃣", .dot),
            ("1️⃣+2️⃣", .plus),
            ("1️⃣-2️⃣", .minus),
            ("1️⃣*2️⃣", .star),
            ("1️⃣/2️⃣", .slash),
            ("  1️⃣@2️⃣  ", .unknown),
        ])
    func tokenKind(marked: String, kind: TokenKind) throws {
        let source = MarkedSource(marked)
        let tokens = source.lex().tokens
        try #require(tokens.count == 2)
        #expect(tokens[0].kind == kind)
        #expect(tokens[0].range == source.range("1️⃣", "2️⃣"))
        #expect(tokens[1].kind == .endOfFile)
        #expect(tokens[1].range == SourceRange(at: source.file.bytes.count))
    }

    @Test("a template reads as the expected token sequence")
    func tokenSequence() {
        let source = MarkedSource("cell A {\n  frame = (margin, 8, parent.width - 2*x, 20)\n  font = .system(12)}")
        #expect(
            dump(source) == [
                "identifier cell", "identifier A", "'{' {",
                "identifier frame", "'=' =", "'(' (", "identifier margin", "',' ,", "number 8", "',' ,",
                "identifier parent", "'.' .", "identifier width", "'-' -", "number 2", "'*' *", "identifier x",
                "',' ,", "number 20", "')' )",
                "identifier font", "'=' =", "'.' .", "identifier system", "'(' (", "number 12", "')' )", "'}' }",
                "end of file ",
            ])
        #expect(source.lex().diagnostics.isEmpty)
    }

    @Test("isAtStartOfLine marks the first token of every line, also after a comment spanning lines")
    func startOfLine() {
        let source = MarkedSource("a b\n  c /* x\n */ d // y\ne\r\nf g\n")
        let tokens = source.lex().tokens
        let marked = tokens.map { "\(source.file.text(in: $0.range)):\($0.isAtStartOfLine)" }
        #expect(marked == ["a:true", "b:false", "c:true", "d:true", "e:true", "f:true", "g:false", ":true"])
    }

    @Test("the end of file is not at the start of a line when no line break precedes it")
    func endOfFileStartOfLine() {
        #expect(MarkedSource("a").lex().tokens.last?.isAtStartOfLine == false)
        #expect(MarkedSource("").lex().tokens.last?.isAtStartOfLine == true)
    }

    // MARK: Numbers

    @Test(
        "number literals are one token and have their value",
        arguments: [
            ("12", 12.0), ("1_000", 1000), ("0.5", 0.5), ("2e3", 2000), ("2E+3", 2000), ("1.5e-2", 0.015),
            ("007", 7), ("1_000.000_1", 1000.0001),
        ])
    func number(text: String, value: Double) throws {
        let source = MarkedSource("let x = 1️⃣\(text)2️⃣")
        let (tokens, _) = source.lex()
        let token = try #require(tokens.first { $0.range.start == source.offset(of: "1️⃣") })
        #expect(token.kind == .number)
        #expect(token.range == source.range("1️⃣", "2️⃣"))
        let (syntax, diagnostics) = source.parse()
        #expect(diagnostics.isEmpty)
        guard case .constant(let constant) = try #require(syntax.declarations.first) else {
            Issue.record("expected a constant")
            return
        }
        #expect(constant.value.kind == .number(value))
    }

    @Test(
        "letters glued to a number make one bad number token",
        arguments: ["12pt", "2e", "1x2", "0x1F", "1__0"])
    func gluedNumber(text: String) throws {
        let source = MarkedSource("let x = 1️⃣\(text)2️⃣\n")
        let (tokens, _) = source.lex()
        let number = try #require(tokens.first { $0.kind == .number })
        #expect(number.range == source.range("1️⃣", "2️⃣"))
        let (_, diagnostics) = source.parse()
        source.expectDiagnostics(diagnostics, [(.invalidNumber, "1️⃣")])
        #expect(diagnostics.first?.range == source.range("1️⃣", "2️⃣"))
    }

    @Test("a dot after a number without a digit is a separate token")
    func numberThenDot() {
        #expect(dump(MarkedSource("1.x")) == ["number 1", "'.' .", "identifier x", "end of file "])
    }

    @Test("a number too large for a Double is reported")
    func hugeNumber() {
        let source = MarkedSource("let x = 1️⃣1e999")
        let diagnostic = source.expectDiagnostic(.invalidNumber, at: "1️⃣", in: source.parse().diagnostics)
        #expect(diagnostic?.message == "number '1e999' is too large")
    }

    // MARK: Strings

    @Test("a string ends at the end of its line")
    func unterminatedStringAtLineEnd() {
        let source = MarkedSource("let a = 1️⃣\"abc2️⃣\nlet b = 1")
        let (tokens, diagnostics) = source.lex()
        source.expectDiagnostics(diagnostics, [(.unterminatedString, "1️⃣")])
        #expect(diagnostics.first?.range == source.range("1️⃣", "2️⃣"))
        #expect(tokens[3].kind == .string)
        #expect(tokens[3].range == source.range("1️⃣", "2️⃣"))
        #expect(tokens[4].isAtStartOfLine)
        #expect(dump(source).suffix(5) == ["identifier let", "identifier b", "'=' =", "number 1", "end of file "])
    }

    @Test("a string ends at the end of the file, even after a backslash")
    func unterminatedStringAtEndOfFile() {
        for marked in ["1️⃣\"abc2️⃣", "1️⃣\"abc\\2️⃣"] {
            let source = MarkedSource(marked)
            let (tokens, diagnostics) = source.lex()
            source.expectDiagnostics(diagnostics, [(.unterminatedString, "1️⃣")])
            #expect(tokens.map(\.kind) == [.string, .endOfFile])
            #expect(tokens[0].range == source.range("1️⃣", "2️⃣"))
        }
    }

    @Test("an escaped quote does not end a string")
    func escapedQuote() {
        let source = MarkedSource(#"1️⃣"a\"b"2️⃣ x"#)
        let (tokens, diagnostics) = source.lex()
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.kind) == [.string, .identifier, .endOfFile])
        #expect(tokens[0].range == source.range("1️⃣", "2️⃣"))
    }

    // MARK: Comments

    @Test("line and nested block comments are skipped")
    func comments() {
        let source = MarkedSource("// one\n/* a /* b */ c */ 1️⃣x /**/ y // z")
        let (tokens, diagnostics) = source.lex()
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
        #expect(tokens[0].range.start == source.offset(of: "1️⃣"))
    }

    @Test(
        "a run of invalid UTF-8 inside a comment is one error over the whole run",
        arguments: [("// a ", " b\n"), ("/* a ", " b */"), ("/* a /* ", " */ b */")])
    func invalidUTF8InComment(opening: String, closing: String) {
        let prefix = Array("x ".utf8) + Array(opening.utf8)
        let bad: [UInt8] = [0xFF, 0xFE, 0xC0]
        let file = SourceFile(path: "bad.cell", bytes: prefix + bad + Array(closing.utf8) + Array(" y".utf8))
        var sink = DiagnosticSink()
        let tokens = Lexer.tokenize(file, diagnostics: &sink)
        #expect(sink.diagnostics.map(\.id) == [.invalidUTF8])
        #expect(sink.diagnostics.first?.range == SourceRange(start: prefix.count, end: prefix.count + bad.count))
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
    }

    @Test(
        "emoji and CJK inside a comment are no error",
        arguments: ["// 😀 漢字 👩‍👩‍👧\n", "/* 😀 漢字 🇫🇷 */", "/* é /* かな */ e\u{301} */"])
    func validUTF8InComment(comment: String) {
        let source = MarkedSource("x \(comment) y")
        let (tokens, diagnostics) = source.lex()
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
    }

    @Test("an unterminated block comment is one error at its start", arguments: ["/* a", "/* a /* b */ c", "/*/"])
    func unterminatedComment(comment: String) {
        let source = MarkedSource("x 1️⃣\(comment)\n y")
        let (tokens, diagnostics) = source.lex()
        source.expectDiagnostics(diagnostics, [(.unterminatedComment, "1️⃣")])
        #expect(diagnostics.first?.range.length == 2)
        #expect(tokens.map(\.kind) == [.identifier, .endOfFile])
    }

    // MARK: Encoding

    @Test("a byte-order mark at the start is skipped")
    func byteOrderMarkAtStart() {
        var sink = DiagnosticSink()
        let file = SourceFile(path: "bom.cell", bytes: [0xEF, 0xBB, 0xBF] + Array("cell A {}".utf8))
        let tokens = Lexer.tokenize(file, diagnostics: &sink)
        #expect(sink.diagnostics.isEmpty)
        #expect(tokens.first?.range == SourceRange(start: 3, end: 7))
        #expect(tokens.first?.isAtStartOfLine == true)
        #expect(tokens.count == 5)
    }

    @Test("a byte-order mark anywhere else is an error")
    func byteOrderMarkElsewhere() {
        let source = MarkedSource("a 1️⃣\u{FEFF}2️⃣b")
        let (tokens, diagnostics) = source.lex()
        let diagnostic = source.expectDiagnostic(.unexpectedCharacter, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.range == source.range("1️⃣", "2️⃣"))
        #expect(diagnostics.count == 1)
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
    }

    @Test("a NUL byte is an error and lexing goes on")
    func nulByte() {
        let source = MarkedSource("a1️⃣\u{0}2️⃣b")
        let (tokens, diagnostics) = source.lex()
        source.expectDiagnostics(diagnostics, [(.nulByte, "1️⃣")])
        #expect(diagnostics.first?.range == source.range("1️⃣", "2️⃣"))
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
    }

    @Test(
        "a run of invalid UTF-8 is one error over the whole run",
        arguments: [
            [0xFF] as [UInt8], [0xFF, 0xFE, 0xFD], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0x80, 0x80, 0xBF], [0xE2, 0x82], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ])
    func invalidUTF8Run(bad: [UInt8]) {
        var sink = DiagnosticSink()
        let file = SourceFile(path: "bad.cell", bytes: Array("a ".utf8) + bad + Array(" b".utf8))
        let tokens = Lexer.tokenize(file, diagnostics: &sink)
        #expect(sink.diagnostics.map(\.id) == [.invalidUTF8])
        #expect(sink.diagnostics.first?.range == SourceRange(start: 2, end: 2 + bad.count))
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
    }

    @Test("a truncated sequence at the end of the file is one error")
    func truncatedAtEnd() {
        var sink = DiagnosticSink()
        let file = SourceFile(path: "bad.cell", bytes: Array("a ".utf8) + [0xF0, 0x9F, 0x98])
        let tokens = Lexer.tokenize(file, diagnostics: &sink)
        #expect(sink.diagnostics.map(\.id) == [.invalidUTF8])
        #expect(sink.diagnostics.first?.range == SourceRange(start: 2, end: 5))
        #expect(tokens.last?.range == SourceRange(at: 5))
    }

    @Test("two runs of invalid UTF-8 separated by valid text are two errors")
    func twoInvalidRuns() {
        var sink = DiagnosticSink()
        let file = SourceFile(path: "bad.cell", bytes: [0xFF, 0xFF] + Array("é".utf8) + [0xC3])
        _ = Lexer.tokenize(file, diagnostics: &sink)
        #expect(sink.diagnostics.map(\.id) == [.invalidUTF8, .unexpectedCharacter, .invalidUTF8])
        #expect(
            sink.diagnostics.map(\.range) == [
                SourceRange(start: 0, end: 2), SourceRange(start: 2, end: 4), SourceRange(start: 4, end: 5),
            ])
    }

    @Test(
        "a control character outside a string is an error naming it",
        arguments: [
            (0x01, "U+0001"), (0x08, "U+0008"), (0x0B, "U+000B"), (0x0C, "U+000C"), (0x1B, "U+001B"),
            (0x7F, "U+007F"),
        ] as [(UInt8, String)])
    func controlCharacter(byte: UInt8, name: String) {
        var sink = DiagnosticSink()
        let file = SourceFile(path: "c.cell", bytes: Array("ab ".utf8) + [byte] + Array("cd".utf8))
        let tokens = Lexer.tokenize(file, diagnostics: &sink)
        #expect(sink.diagnostics.map(\.id) == [.unexpectedCharacter])
        #expect(sink.diagnostics.first?.range == SourceRange(start: 3, end: 4))
        #expect(sink.diagnostics.first?.message == "unexpected control character \(name) in the file")
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
    }

    @Test(
        "a character that starts no token is one error over its whole scalar",
        arguments: ["@", "$", "😀", "\\", "'", "`"])
    func unexpectedCharacter(character: String) {
        let source = MarkedSource("x 1️⃣\(character)2️⃣ y")
        let (tokens, diagnostics) = source.lex()
        let diagnostic = source.expectDiagnostic(.unexpectedCharacter, at: "1️⃣", in: diagnostics)
        #expect(diagnostic?.range == source.range("1️⃣", "2️⃣"))
        #expect(diagnostic?.message == "unexpected character '\(character)'")
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier, .endOfFile])
    }

    @Test(
        "a word with non-ASCII letters is one identifier and one error with a note, not one error per character",
        arguments: ["größe", "标题", "é", "naïve_2", "Ωmega"])
    func nonASCIIIdentifier(word: String) throws {
        let source = MarkedSource("cell A {\n    Label 1️⃣\(word)2️⃣ { }\n}\n")
        let (syntax, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.unexpectedCharacter, at: "1️⃣", in: diagnostics)
        #expect(diagnostics.count == 1)
        #expect(diagnostic?.range == source.range("1️⃣", "2️⃣"))
        #expect(diagnostic?.message == "identifier '\(word)' contains non-ASCII characters")
        #expect(
            diagnostic?.notes.map(\.message) == [
                "identifiers are ASCII letters, digits and '_', as Swift and the archive name them; "
                    + "text in other scripts belongs in a string"
            ])
        let subview = try #require(syntax.templates.first?.members.first?.subview)
        #expect(subview.name?.text == word)
    }

    @Test("an attribute such as '@IBOutlet' is one error, and the subview after it still parses")
    func attribute() throws {
        let source = MarkedSource("cell A {\n    1️⃣@IBOutlet2️⃣ Label title { }\n}\n")
        let (syntax, diagnostics) = source.parse()
        let diagnostic = source.expectDiagnostic(.unexpectedCharacter, at: "1️⃣", in: diagnostics)
        #expect(diagnostics.count == 1)
        #expect(diagnostic?.range == source.range("1️⃣", "2️⃣"))
        #expect(diagnostic?.message == "'@IBOutlet' is not needed in a .cell file")
        let subview = try #require(syntax.templates.first?.members.first?.subview)
        #expect(subview.kind.text == "Label")
        #expect(subview.name?.text == "title")
    }

    // MARK: End of file

    @Test(
        "the last token is always one end of file at the end of the bytes",
        arguments: ["", " ", "\n\n", "// c", "/*", "\"", "\"\\", "a", "#", "1e", "\u{FEFF}", "{{{"])
    func endsWithEndOfFile(text: String) {
        let source = MarkedSource(text)
        let tokens = source.lex().tokens
        #expect(tokens.last?.kind == .endOfFile)
        #expect(tokens.last?.range == SourceRange(at: source.file.bytes.count))
        #expect(tokens.filter { $0.kind == .endOfFile }.count == 1)
    }
}
