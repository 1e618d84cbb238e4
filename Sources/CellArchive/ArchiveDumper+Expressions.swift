extension ArchiveDumper {
    /// How tightly an infix operand binds, to decide where parentheses go.
    private enum Precedence: Int, Comparable {
        case additive
        case multiplicative
        case prefix
        case atom

        static func < (lhs: Precedence, rhs: Precedence) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// A postfix expression in infix, with the parentheses it needs and no others:
    /// `parentWidth 2 12 multiply subtract` is `parent.width - 2 * 12`.
    ///
    /// The conversion runs on a stack, without recursion. A program the reader would reject (one that pops an
    /// empty stack or leaves other than one value) prints as its instructions in brackets, postfix.
    static func text(of expression: ArchivedExpression) -> String {
        var stack: [(text: String, precedence: Precedence)] = []
        for instruction in expression.instructions {
            switch instruction {
            case .constant(let number):
                let text = text(of: number)
                stack.append((text, text.hasPrefix("-") ? .prefix : .atom))
            case .parentWidth:
                stack.append(("parent.width", .atom))
            case .parentHeight:
                stack.append(("parent.height", .atom))
            case .anchor(let object, let anchor):
                stack.append(("#\(object).\(anchor)", .atom))
            case .negate:
                guard let operand = stack.popLast() else {
                    return postfix(expression)
                }
                // `-(-x)`, never `--x`.
                stack.append(("-" + (operand.precedence <= .prefix ? "(\(operand.text))" : operand.text), .prefix))
            case .add, .subtract, .multiply, .divide:
                guard let right = stack.popLast(), let left = stack.popLast() else {
                    return postfix(expression)
                }
                let (symbol, precedence): (String, Precedence) =
                    switch instruction {
                    case .add: ("+", .additive)
                    case .subtract: ("-", .additive)
                    case .multiply: ("*", .multiplicative)
                    default: ("/", .multiplicative)
                    }
                // The right operand keeps its parentheses at equal precedence: `a - (b - c)`, and `a + (b + c)` to
                // show the program as it is.
                let leftText = left.precedence < precedence ? "(\(left.text))" : left.text
                let rightText = right.precedence <= precedence ? "(\(right.text))" : right.text
                stack.append(("\(leftText) \(symbol) \(rightText)", precedence))
            }
        }
        guard stack.count == 1, let result = stack.first else {
            return postfix(expression)
        }
        return result.text
    }

    /// The instructions as they are, for a program that does not evaluate: `[2 add]`.
    private static func postfix(_ expression: ArchivedExpression) -> String {
        let words = expression.instructions.map { instruction in
            switch instruction {
            case .constant(let number): text(of: number)
            case .parentWidth: "parent.width"
            case .parentHeight: "parent.height"
            case .anchor(let object, let anchor): "#\(object).\(anchor)"
            case .negate: "negate"
            case .add: "add"
            case .subtract: "subtract"
            case .multiply: "multiply"
            case .divide: "divide"
            }
        }
        return "[invalid postfix: " + words.joined(separator: " ") + "]"
    }
}
