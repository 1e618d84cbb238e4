import CellDiagnostics
import CellSupport

/// Splits a file's UTF-8 bytes into tokens in one pass.
///
/// The lexer never stops: bytes it cannot use become diagnostics (and an `unknown` token where the parser should
/// see something), and lexing goes on. A UTF-8 byte-order mark at the very start is skipped; NUL bytes, other
/// control characters and malformed UTF-8 outside string literals are errors.
public struct Lexer {
    private let bytes: [UInt8]
    private var position = 0
    private var sawLineBreak = true

    /// Lexes `file` and returns its tokens; the last is always `endOfFile`.
    public static func tokenize(_ file: SourceFile, diagnostics: inout DiagnosticSink) -> [Token] {
        var lexer = Lexer(bytes: file.bytes)
        return lexer.run(&diagnostics)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        }
    }

    private mutating func run(_ diagnostics: inout DiagnosticSink) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4)
        while true {
            skipTrivia(&diagnostics)
            let start = position
            guard position < bytes.count else {
                tokens.append(Token(kind: .endOfFile, range: SourceRange(at: start), isAtStartOfLine: sawLineBreak))
                return tokens
            }
            let kind = lexToken(&diagnostics)
            // Every branch of lexToken consumes at least one byte, so the loop always progresses.
            tokens.append(
                Token(kind: kind, range: SourceRange(start: start, end: position), isAtStartOfLine: sawLineBreak))
            sawLineBreak = false
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// Skips white space and comments, noting line breaks.
    private mutating func skipTrivia(_ diagnostics: inout DiagnosticSink) {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                sawLineBreak = true
                position += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") {
                    if next >= 0x80 {
                        skipScalarInComment(&diagnostics)
                    } else {
                        position += 1
                    }
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(&diagnostics)
            default:
                return
            }
        }
    }

    /// Skips a block comment; block comments nest, as in Swift. The depth is a counter, not recursion.
    private mutating func skipBlockComment(_ diagnostics: inout DiagnosticSink) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else if bytes[position] >= 0x80 {
                skipScalarInComment(&diagnostics)
            } else {
                if bytes[position] == UInt8(ascii: "\n") { sawLineBreak = true }
                position += 1
            }
        }
        diagnostics.error(
            .unterminatedComment, "unterminated block comment", at: SourceRange(start: start, end: start + 2),
            notes: [Diagnostic.Note("add '*/' to close it")])
    }

    /// Skips one non-ASCII scalar in a comment, or a whole run of malformed UTF-8 with one error: comments may
    /// hold any text, but the file must still be UTF-8.
    private mutating func skipScalarInComment(_ diagnostics: inout DiagnosticSink) {
        if let length = UTF8Validation.scalarLength(in: bytes, at: position) {
            position += length
            return
        }
        let start = position
        position += 1
        while position < bytes.count, bytes[position] >= 0x80,
            UTF8Validation.scalarLength(in: bytes, at: position) == nil
        {
            position += 1
        }
        diagnostics.error(
            .invalidUTF8, "invalid UTF-8 in a comment", at: SourceRange(start: start, end: position),
            notes: [Diagnostic.Note(".cell files must be encoded in UTF-8")])
    }

    /// Lexes one token starting at a non-trivia byte; always consumes at least one byte.
    private mutating func lexToken(_ diagnostics: inout DiagnosticSink) -> TokenKind {
        let start = position
        let byte = bytes[position]
        if let punctuation = Lexer.punctuation(byte) {
            position += 1
            return punctuation
        }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexWord(&diagnostics)
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
            return .number
        case UInt8(ascii: "\""):
            lexString(&diagnostics)
            return .string
        case UInt8(ascii: "'"):
            return lexSingleQuoted(&diagnostics)
        case UInt8(ascii: "@") where peek(1).map(IdentifierGrammar.isContinue) ?? false:
            // `@IBOutlet`: one error for the whole attribute, so the subview after it still parses.
            position += 1
            while let next = peek(), IdentifierGrammar.isContinue(next) {
                position += 1
            }
            let attribute = String(decoding: bytes[start..<position], as: UTF8.self)
            diagnostics.error(
                .unexpectedCharacter, "'\(attribute)' is not needed in a .cell file",
                at: SourceRange(start: start, end: position),
                notes: [Diagnostic.Note("a named subview is an outlet, and a button's 'action' names its method")])
            return .unknown
        case UInt8(ascii: "#"):
            position += 1
            while let next = peek(), IdentifierGrammar.isContinue(next) {
                position += 1
            }
            return .hexColor
        default:
            if nonASCIILetterLength(at: position) != nil {
                lexWord(&diagnostics)
                return .identifier
            }
            lexUnknown(&diagnostics)
            return .unknown
        }
    }

    /// Consumes a word of ASCII identifier characters and non-ASCII letters. A word with non-ASCII letters (`größe`,
    /// `标题`) is one error with a note, and still an identifier, so that the parser goes on as if it were valid:
    /// one mistake costs one error, not one per character.
    private mutating func lexWord(_ diagnostics: inout DiagnosticSink) {
        let start = position
        var sawNonASCII = false
        while let next = peek() {
            if IdentifierGrammar.isContinue(next) {
                position += 1
            } else if let length = nonASCIILetterLength(at: position) {
                sawNonASCII = true
                position += length
            } else {
                break
            }
        }
        guard sawNonASCII else { return }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        diagnostics.error(
            .unexpectedCharacter, "identifier '\(word)' contains non-ASCII characters",
            at: SourceRange(start: start, end: position),
            notes: [
                Diagnostic.Note(
                    "identifiers are ASCII letters, digits and '_', as Swift and the archive name them; "
                        + "text in other scripts belongs in a string")
            ])
    }

    /// The length of the UTF-8 scalar at `index` when it is a non-ASCII letter or digit, as Unicode classifies it.
    private func nonASCIILetterLength(at index: Int) -> Int? {
        guard index < bytes.count, bytes[index] >= 0x80,
            let length = UTF8Validation.scalarLength(in: bytes, at: index)
        else { return nil }
        guard let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
        else { return nil }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil ? length : nil
    }

    private static func punctuation(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: "-"): .minus
        case UInt8(ascii: "*"): .star
        case UInt8(ascii: "/"): .slash
        default: nil
        }
    }

    /// `number = digit { digit | "_" } [ "." digit { digit | "_" } ] [ ("e" | "E") [ "+" | "-" ] digit { digit } ]`
    ///
    /// Letters glued to a number (`12pt`) are taken into the token so the parser reports one bad number.
    private mutating func lexNumber() {
        func digits() {
            while let next = peek(), next.isASCIIDigit || next == UInt8(ascii: "_") {
                position += 1
            }
        }
        digits()
        if peek() == UInt8(ascii: "."), let next = peek(1), next.isASCIIDigit {
            position += 1
            digits()
        }
        if let marker = peek(), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if let next = peek(1 + sign), next.isASCIIDigit {
                position += 1 + sign
                digits()
            }
        }
        while let next = peek(), IdentifierGrammar.isContinue(next) {
            position += 1
        }
    }

    /// Finds the end of a string literal; its contents are checked when the parser decodes it.
    private mutating func lexString(_ diagnostics: inout DiagnosticSink) {
        let start = position
        position += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                if let escaped = peek(), escaped != UInt8(ascii: "\n") {
                    position += 1
                }
            case UInt8(ascii: "\n"):
                diagnostics.error(
                    .unterminatedString, "unterminated string literal", at: SourceRange(start: start, end: position),
                    notes: [Diagnostic.Note("a string ends on the line it starts; write '\\n' for a line break")])
                return
            default:
                position += 1
            }
        }
        diagnostics.error(
            .unterminatedString, "unterminated string literal", at: SourceRange(start: start, end: position))
    }

    /// `'text'`: a string in the wrong quotes, reported once as such and read as a string, so nothing cascades.
    /// A lone `'` with no closing one on its line is an unexpected character.
    private mutating func lexSingleQuoted(_ diagnostics: inout DiagnosticSink) -> TokenKind {
        let start = position
        var end = position + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "'") else {
            lexUnknown(&diagnostics)
            return .unknown
        }
        position = end + 1
        diagnostics.error(
            .unexpectedCharacter, "strings are written in double quotes",
            at: SourceRange(start: start, end: position),
            notes: [Diagnostic.Note("write \"\(String(decoding: bytes[(start + 1)..<end], as: UTF8.self))\"")])
        return .unknown
    }

    /// Consumes one unusable character (or one byte of malformed UTF-8) and reports it.
    private mutating func lexUnknown(_ diagnostics: inout DiagnosticSink) {
        let start = position
        let byte = bytes[start]
        if byte == 0 {
            position += 1
            diagnostics.error(.nulByte, "NUL byte in the file", at: SourceRange(start: start, end: position))
            return
        }
        guard let length = UTF8Validation.scalarLength(in: bytes, at: start) else {
            // Swallow the whole run of bad bytes, so one corrupt region gives one error.
            position += 1
            while position < bytes.count, UTF8Validation.scalarLength(in: bytes, at: position) == nil {
                position += 1
            }
            diagnostics.error(
                .invalidUTF8, "invalid UTF-8 in the file", at: SourceRange(start: start, end: position),
                notes: [Diagnostic.Note(".cell files must be encoded in UTF-8")])
            return
        }
        position += length
        let range = SourceRange(start: start, end: position)
        if byte < 0x20 || byte == 0x7F {
            diagnostics.error(
                .unexpectedCharacter, "unexpected control character U+00\(Hex.digits(byte)) in the file", at: range)
        } else if start > 0, bytes[start..<position].elementsEqual([0xEF, 0xBB, 0xBF]) {
            diagnostics.error(
                .unexpectedCharacter, "byte-order mark in the middle of the file", at: range,
                notes: [Diagnostic.Note("a byte-order mark is allowed only as the first bytes of the file")])
        } else {
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            diagnostics.error(.unexpectedCharacter, "unexpected character '\(text)'", at: range)
        }
    }
}

extension UInt8 {
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
