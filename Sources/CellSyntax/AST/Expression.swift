import CellDiagnostics

/// A value or layout expression: `12`, `"Hi"`, `#A4A4A4`, `.system(12)`, `(0, 0, parent.width, 44)`,
/// `firstLineLabel.maxY + 2`.
///
/// One syntax serves every property; what an expression means depends on the property's type and is decided by
/// the checker.
public struct Expression: Sendable, Hashable {
    /// A binary operator, in precedence order from the table in ``Parser``.
    public enum BinaryOperator: String, Sendable, Hashable {
        /// `+`
        case add = "+"
        /// `-`
        case subtract = "-"
        /// `*`
        case multiply = "*"
        /// `/`
        case divide = "/"
    }

    /// The shape of the expression.
    public indirect enum Kind: Sendable, Hashable {
        /// A number literal, with its value.
        case number(Double)
        /// A string literal, decoded.
        case string(String)
        /// A colour literal, decoded: `#FA0` and `#FFAA00` give (255, 170, 0, 255).
        case hexColor(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
        /// `true` or `false`.
        case bool(Bool)
        /// A name or a dotted path: `margin`, `parent.width`, `title.maxY`.
        case path([Identifier])
        /// A leading-dot member, with arguments when called: `.center`, `.system(12)`.
        case member(Identifier, arguments: [Expression]?)
        /// A call of a named function: `rgb(164, 164, 164)`.
        case call(Identifier, arguments: [Expression])
        /// A parenthesised list of two or more expressions: `(0, 0, 320, 44)`.
        case tuple([Expression])
        /// `-operand`.
        case negate(Expression)
        /// `lhs op rhs`.
        case binary(BinaryOperator, Expression, Expression)
        /// Something that failed to parse; already diagnosed.
        case missing
    }

    /// The shape.
    public var kind: Kind
    /// The source it was parsed from.
    public var range: SourceRange
    /// How deep the tree under this node is; bounded by the parser so every walk over it is safe.
    public var depth: Int

    /// Creates an expression.
    public init(_ kind: Kind, at range: SourceRange, depth: Int = 1) {
        self.kind = kind
        self.range = range
        self.depth = depth
    }
}
