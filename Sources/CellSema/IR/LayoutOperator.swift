import CellSyntax

/// An arithmetic operator of a layout expression, as the IR holds it: the checker's own type, apart from the
/// syntax it was read from.
public enum LayoutOperator: Sendable, Hashable, CaseIterable {
    /// `a + b`.
    case add
    /// `a - b`.
    case subtract
    /// `a * b`.
    case multiply
    /// `a / b`.
    case divide

    /// The operator a `.cell` file wrote.
    init(_ syntax: Expression.BinaryOperator) {
        switch syntax {
        case .add: self = .add
        case .subtract: self = .subtract
        case .multiply: self = .multiply
        case .divide: self = .divide
        }
    }

    /// The operator as Swift (and `.cell`) write it.
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        }
    }

    /// How tightly it binds, as in Swift: multiplication and division before addition and subtraction; all are
    /// left-associative.
    public var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        }
    }

    /// The operator applied to two numbers.
    public func apply(_ left: Double, _ right: Double) -> Double {
        switch self {
        case .add: left + right
        case .subtract: left - right
        case .multiply: left * right
        case .divide: left / right
        }
    }
}
