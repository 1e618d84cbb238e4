import CellSyntax

extension Expression {
    /// The expression written out with every operation in parentheses, so a test states a tree's shape in one
    /// string: `1 - 2 - 3` is `((1 - 2) - 3)`, `-x` is `(-x)`, a tuple is `tuple(a, b)`.
    var shape: String {
        switch kind {
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value):
            String(reflecting: value)
        case .hexColor(let red, let green, let blue, let alpha):
            "#"
                + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
                .joined()
        case .bool(let value):
            String(value)
        case .path(let names):
            names.map(\.text).joined(separator: ".")
        case .member(let name, let arguments):
            "." + name.text + (arguments.map { Expression.list($0) } ?? "")
        case .call(let name, let arguments):
            name.text + Expression.list(arguments)
        case .tuple(let elements):
            "tuple" + Expression.list(elements)
        case .negate(let operand):
            "(-\(operand.shape))"
        case .binary(let op, let lhs, let rhs):
            "(\(lhs.shape) \(op.rawValue) \(rhs.shape))"
        case .missing:
            "<missing>"
        }
    }

    private static func list(_ elements: [Expression]) -> String {
        "(" + elements.map(\.shape).joined(separator: ", ") + ")"
    }
}
