/// The kinds of token the lexer produces.
public enum TokenKind: UInt8, Sendable, Hashable, CustomStringConvertible {
    /// A name: `Label`, `firstLineLabel`, `let`. Keywords are contextual, so they are identifiers too.
    case identifier
    /// A number literal: `12`, `0.5`, `1_000`, `2e3`.
    case number
    /// A string literal, quotes included.
    case string
    /// A colour literal: `#` followed by hex digits.
    case hexColor
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `=`
    case equals
    /// `.`
    case dot
    /// `+`
    case plus
    /// `-`
    case minus
    /// `*`
    case star
    /// `/`
    case slash
    /// Bytes the lexer could not make sense of; already diagnosed.
    case unknown
    /// The end of the file.
    case endOfFile

    /// How the token is named in messages: `'{'`, `identifier`.
    public var description: String {
        switch self {
        case .identifier: "identifier"
        case .number: "number"
        case .string: "string"
        case .hexColor: "colour"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .colon: "':'"
        case .semicolon: "';'"
        case .equals: "'='"
        case .dot: "'.'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .star: "'*'"
        case .slash: "'/'"
        case .unknown: "unknown character"
        case .endOfFile: "end of file"
        }
    }
}
