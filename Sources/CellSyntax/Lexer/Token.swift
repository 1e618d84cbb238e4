import CellDiagnostics

/// One token: its kind, its bytes, and whether a line break precedes it.
public struct Token: Sendable, Hashable {
    /// What kind of token it is.
    public var kind: TokenKind
    /// The bytes of the token in the source file.
    public var range: SourceRange
    /// Whether the token is the first on its line; the parser resynchronises at such tokens after an error.
    public var isAtStartOfLine: Bool

    /// Creates a token.
    public init(kind: TokenKind, range: SourceRange, isAtStartOfLine: Bool) {
        self.kind = kind
        self.range = range
        self.isAtStartOfLine = isAtStartOfLine
    }
}
