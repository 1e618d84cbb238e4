import CellDiagnostics

/// Builds a ``SourceFileSyntax`` from tokens, reporting every syntax error of the file in one run.
///
/// The parser never throws and never stops at the first error. After an error it skips to a resynchronisation
/// point (a closing brace, or an identifier that starts a line) and goes on; while it skips it reports nothing more,
/// so one mistake gives one message. Nesting is bounded by ``maximumDepth`` with a diagnostic, so no input can
/// exhaust the stack.
public struct Parser {
    /// How deeply bodies may nest, and, separately, parentheses and unary minuses within an expression.
    public static let maximumDepth = 128

    let file: SourceFile
    let tokens: [Token]
    var index = 0
    /// How many bodies enclose the current token.
    var depth = 0
    /// How many parentheses and unary minuses enclose the current token, within its expression.
    var expressionDepth = 0
    /// Set when a body was found unclosed (at the end of the file, or where the next declaration begins); every
    /// enclosing body then ends quietly, so one missing brace gives one message.
    var closingUnfinishedBodies = false
    /// Set when an expression was abandoned (too deep); every enclosing level returns quietly.
    var abandoningExpression = false
    /// The top-level declaration being parsed, as messages name it (`cell 'Foo'`), and where it starts.
    var enclosingDeclaration: (opening: String, start: SourceRange)?
    /// Constants written inside a body, reported there and kept for the file as if written before their
    /// declaration, so their uses report nothing more.
    var misplacedConstants: [Constant] = []
    /// The token indices of the `{` that no `}` closes, so that a `let` inside a body tells a constant written in
    /// the wrong place (its body is closed later) from a body that lacks its `}` (it is not).
    let unclosedBraces: Set<Int>
    var diagnostics: DiagnosticSink

    /// Lexes and parses `file`, appending every diagnostic to `diagnostics`.
    public static func parse(_ file: SourceFile, diagnostics: inout DiagnosticSink) -> SourceFileSyntax {
        let tokens = Lexer.tokenize(file, diagnostics: &diagnostics)
        var parser = Parser(file: file, tokens: tokens, diagnostics: diagnostics)
        let syntax = parser.parseFile()
        diagnostics = parser.diagnostics
        return syntax
    }

    init(file: SourceFile, tokens: [Token], diagnostics: DiagnosticSink) {
        precondition(tokens.last?.kind == .endOfFile, "the lexer always ends with an end-of-file token")
        self.file = file
        self.tokens = tokens
        self.diagnostics = diagnostics
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .leftBrace {
                open.append(index)
            } else if token.kind == .rightBrace {
                _ = open.popLast()
            }
        }
        unclosedBraces = Set(open)
    }

    // MARK: Token access

    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(index + offset, tokens.count - 1)] }

    func text(of token: Token) -> String { file.text(in: token.range) }

    func identifier(_ token: Token) -> Identifier { Identifier(text(of: token), at: token.range) }

    func isKeyword(_ token: Token, _ keyword: String) -> Bool {
        token.kind == .identifier && token.range.length == keyword.utf8.count
            && file.bytes[token.range.start..<token.range.end].elementsEqual(keyword.utf8)
    }

    /// Moves past the current token (never past the end of file) and returns it.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if token.kind != .endOfFile { index += 1 }
        return token
    }

    /// Consumes the current token if it is of `kind`.
    mutating func consume(_ kind: TokenKind) -> Token? {
        guard current.kind == kind else { return nil }
        return advance()
    }

    /// The 1-based line of a byte offset, for messages such as "to close 'cell' at line 3".
    func line(of range: SourceRange) -> Int { file.location(of: range.start).line }

    /// How the current token reads in a message: `'foo'`, `end of file`.
    var currentDescription: String {
        switch current.kind {
        case .endOfFile: "end of file"
        case .string: "a string"
        default: "'\(text(of: current))'"
        }
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.error(id, message, at: range, notes: notes)
    }

    /// Reports that something was expected at the current token.
    mutating func expected(_ what: String, notes: [Diagnostic.Note] = []) {
        // The lexer has already reported an unusable character; one message for it is enough.
        guard current.kind != .unknown else { return }
        error(.expectedToken, "expected \(what), found \(currentDescription)", at: current.range, notes: notes)
    }

    // MARK: Recovery

    /// Skips tokens up to the next place a member or declaration can start: a `}` closing the current block (not
    /// consumed), or an identifier first on its line. Nested brace blocks are skipped whole; always makes progress.
    mutating func skipToMemberBoundary() {
        var braces = 0
        var first = true
        while current.kind != .endOfFile {
            if !first && braces == 0 && current.isAtStartOfLine && current.kind == .identifier { return }
            switch current.kind {
            case .leftBrace: braces += 1
            case .rightBrace:
                if braces == 0 { return }
                braces -= 1
            default: break
            }
            first = false
            advance()
        }
    }

    /// Skips a brace block whose `{` is the current token, counting braces rather than recursing.
    mutating func skipBalancedBlock() {
        var braces = 0
        repeat {
            if current.kind == .leftBrace { braces += 1 }
            if current.kind == .rightBrace { braces -= 1 }
            advance()
        } while braces > 0 && current.kind != .endOfFile
    }
}
