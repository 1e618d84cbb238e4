import CellDiagnostics

extension DiagnosticID {
    /// A block comment with no closing `*/`.
    public static let unterminatedComment = DiagnosticID("unterminated-comment")
    /// A string literal with no closing quote on its line.
    public static let unterminatedString = DiagnosticID("unterminated-string")
    /// A backslash escape the language does not define.
    public static let invalidEscape = DiagnosticID("invalid-escape")
    /// A NUL byte in the file.
    public static let nulByte = DiagnosticID("nul-byte")
    /// Bytes that are not well-formed UTF-8.
    public static let invalidUTF8 = DiagnosticID("invalid-utf8")
    /// A character that starts no token.
    public static let unexpectedCharacter = DiagnosticID("unexpected-character")
    /// A malformed number literal.
    public static let invalidNumber = DiagnosticID("invalid-number")
    /// A malformed colour literal.
    public static let invalidColor = DiagnosticID("invalid-color")
    /// The parser expected something else.
    public static let expectedToken = DiagnosticID("expected-token")
    /// Blocks or expressions nested past the limit.
    public static let nestingTooDeep = DiagnosticID("nesting-too-deep")
    /// A `let` inside a template's or a style's body: constants belong to the file's top level.
    public static let misplacedConstant = DiagnosticID("misplaced-constant")
    /// More errors in one file than are worth printing.
    public static let tooManyErrors = DiagnosticID("too-many-errors")
    /// More warnings in one file than are worth printing.
    public static let tooManyWarnings = DiagnosticID("too-many-warnings")

    /// Every identifier the syntax layer reports, for uniqueness tests and documentation.
    public static let syntaxIDs: [DiagnosticID] = [
        .unterminatedComment, .unterminatedString, .invalidEscape, .nulByte, .invalidUTF8, .unexpectedCharacter,
        .invalidNumber, .invalidColor, .expectedToken, .nestingTooDeep, .tooManyErrors,
        .tooManyWarnings, .misplacedConstant,
    ]
}
