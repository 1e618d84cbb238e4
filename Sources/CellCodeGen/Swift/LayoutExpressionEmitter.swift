import CellCatalog
import CellSema

/// Spells a layout expression as Swift, with only the parentheses precedence needs.
struct LayoutExpressionEmitter {
    let names: [String]
    /// How the root's width is read: `bounds.width`, or the height function's parameter.
    let parentWidth: String
    /// How the root's height is read.
    let parentHeight: String
    /// The rectangle an anchor of a view is read from: `title.frame`, or a local `title`.
    let anchorBase: (Int) -> String
    /// The rectangle a margin anchor of the root (nil) or of a view is read from: `contentView.layoutMarginsFrame`;
    /// nil where margins are written out as arithmetic (the static height function).
    var marginBase: ((Int?) -> String)?
    /// How the view a fitting size measures is named (`titleLabel`, or `self.titleLabel` where locals named after
    /// the views hide the outlets); nil spells fitting sizes, `min` and `max` as `.cell` source writes them.
    var measuredView: ((Int) -> String)?
    /// How a layout variable is read, by index into the template's variables: `self.avatarWidth`, or its name.
    var variable: (Int) -> String = { "variable \($0)" }
    /// How a scroll view's offset is read, by view index and `.x` or `.y`: `scroller.contentOffset.x`; nil reads
    /// every scroll view at rest, as the height functions measure.
    var contentOffset: ((Int, FrameComponent) -> String)?
    /// The trait collection a variation's size classes are read from: `self.traitCollection`; nil spells the
    /// choice as schemas write it, `sizeClass(width: .regular, variant, otherwise)`.
    var traits: String?

    func emit(_ expression: LayoutExpression) -> String {
        var text = ""
        emit(expression, into: &text)
        return text
    }

    /// Appends the expression to `text`: one string grows, instead of one per operand joined into its parent's.
    func emit(_ expression: LayoutExpression, into text: inout String) {
        switch expression {
        case .constant(let value):
            text += SwiftLiteral.number(value)
        case .parentWidth:
            text += parentWidth
        case .parentHeight:
            text += parentHeight
        case .anchor(let view, let anchor):
            text += anchorBase(view)
            text += "."
            text += anchor.rawValue
        case .margin(let view, let anchor):
            guard let marginBase else {
                preconditionFailure("the checker writes margin anchors out for height(forWidth:)")
            }
            text += marginBase(view)
            text += "."
            text += anchor.rawValue
        case .variable(let index):
            text += variable(index)
        case .contentOffset(let view, let component):
            text += contentOffset?(view, component) ?? "0"
        case .fitting(let view, let dimension, let limit):
            guard let measuredView else {
                text += "\(dimension.functionName)(\(names[view])"
                if let limit {
                    text += ", "
                    emit(limit, into: &text)
                }
                text += ")"
                return
            }
            // `sizeThatFits(_:)` with the other dimension limited, or unlimited, as UIKit code asks for it.
            text += "\(measuredView(view)).sizeThatFits(\(SwiftIdentifier.cellKit("Size"))(width: "
            let unlimited = ".greatestFiniteMagnitude"
            if dimension == .width {
                text += unlimited + ", height: "
                if let limit { emit(limit, into: &text) } else { text += unlimited }
            } else {
                if let limit { emit(limit, into: &text) } else { text += unlimited }
                text += ", height: " + unlimited
            }
            text += ")).\(dimension.rawValue)"
        case .extremum(let which, let operands):
            text += measuredView == nil ? which.rawValue : "Swift.\(which.rawValue)"
            text += "("
            for (index, operand) in operands.enumerated() {
                if index > 0 { text += ", " }
                emit(operand, into: &text)
            }
            text += ")"
        case .sizeClass(let condition, let variant, let otherwise):
            guard let traits else {
                text += condition.functionPrefix
                emit(variant, into: &text)
                text += ", "
                emit(otherwise, into: &text)
                text += ")"
                return
            }
            let tests = [("horizontalSizeClass", condition.width), ("verticalSizeClass", condition.height)]
                .filter { $0.1 != .unspecified }.map { "\(traits).\($0.0) == .\($0.1.rawValue)" }
            text += "(\(tests.joined(separator: " && ")) ? "
            emit(variant, into: &text)
            text += " : "
            emit(otherwise, into: &text)
            text += ")"
        case .negate(let operand):
            text += "-"
            emit(operand, wrapped: !LayoutExpressionEmitter.isAtom(operand), into: &text)
        case .binary(let op, let lhs, let rhs):
            let precedence = op.precedence
            // Left-associative: the left operand needs parentheses only when it binds looser, the right one when
            // it binds looser or equally (a - (b - c)). Negative numbers are parenthesised after an operator.
            emit(
                lhs, wrapped: LayoutExpressionEmitter.precedence(of: lhs, onTheRight: false) < precedence,
                into: &text)
            text += " \(op.symbol) "
            emit(
                rhs, wrapped: LayoutExpressionEmitter.precedence(of: rhs, onTheRight: true) <= precedence,
                into: &text)
        }
    }

    private func emit(_ expression: LayoutExpression, wrapped: Bool, into text: inout String) {
        if wrapped { text += "(" }
        emit(expression, into: &text)
        if wrapped { text += ")" }
    }

    private static func isAtom(_ expression: LayoutExpression) -> Bool {
        switch expression {
        case .constant(let value): value >= 0
        case .parentWidth, .parentHeight, .anchor, .margin, .fitting, .extremum, .variable, .contentOffset, .sizeClass:
            true
        case .negate, .binary: false
        }
    }

    /// How tightly an operand binds. Prefix minus binds tightest in Swift, so `-a * b` needs nothing; after an
    /// operator it is parenthesised all the same, so that `a - (-b)` never reads as a typo.
    private static func precedence(of expression: LayoutExpression, onTheRight: Bool) -> Int {
        switch expression {
        case .binary(let op, _, _): op.precedence
        case .negate: onTheRight ? 0 : 3
        case .constant(let value) where value < 0: onTheRight ? 0 : 3
        default: 3
        }
    }
}
