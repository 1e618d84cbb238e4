import CellCatalog

/// One instruction of an ``ArchivedExpression``.
public enum ArchivedInstruction: Hashable, Sendable {
    /// Pushes a number.
    case constant(Double)
    /// Pushes the width of the template's root (its content view, for a cell).
    case parentWidth
    /// Pushes the height of the template's root.
    case parentHeight
    /// Pushes an anchor of an object's frame.
    case anchor(object: Int, Anchor)
    /// Pushes an anchor of the rectangle inside an object's layout margins, in its own coordinates: a subview's,
    /// or, when the object is the template itself, its root's (a cell's content view).
    case margin(object: Int, Anchor)
    /// Pushes the width an object's content asks for (`sizeThatFits(_:)`): at the height it pops when `limited`,
    /// else at no limit.
    case fittingWidth(object: Int, limited: Bool)
    /// Pushes the height an object's content asks for: at the width it pops when `limited`, else at no limit.
    case fittingHeight(object: Int, limited: Bool)
    /// Pushes an object's `contentOffset.x`, a scroll view's bounds' origin (0 for an object that does not scroll).
    case contentOffsetX(object: Int)
    /// Pushes an object's `contentOffset.y`.
    case contentOffsetY(object: Int)
    /// Pushes the current value of the template's layout variable of that name, which its `layoutVariables`
    /// list declares.
    case variable(String)
    /// Pops two values, pushes the smaller (the first of equal ones).
    case minimum
    /// Pops two values, pushes the larger (the first of equal ones).
    case maximum
    /// Replaces the top value with its negation.
    case negate
    /// Pops two values, pushes their sum.
    case add
    /// Pops `b` then `a`, pushes `a - b`.
    case subtract
    /// Pops two values, pushes their product.
    case multiply
    /// Pops `b` then `a`, pushes `a / b`.
    case divide
    /// Pops `otherwise` then `variant`, pushes `variant` when the root's traits match the size classes, else
    /// `otherwise`: a frame component a variation sets.
    case sizeClass(SizeClassCondition)

    /// Whether the instruction reads the layout (the root's size, a frame, margins or content) rather than numbers
    /// and layout variables.
    public var readsLayout: Bool {
        switch self {
        case .parentWidth, .parentHeight, .anchor, .margin, .fittingWidth, .fittingHeight, .contentOffsetX,
            .contentOffsetY:
            true
        case .constant, .variable, .minimum, .maximum, .negate, .add, .subtract, .multiply, .divide: false
        case .sizeClass: true
        }
    }

    /// How many values the instruction pops and pushes; an instruction must find `pops` values on the stack.
    public var stackEffect: (pops: Int, pushes: Int) {
        switch self {
        case .constant, .parentWidth, .parentHeight, .anchor, .margin, .variable, .contentOffsetX, .contentOffsetY:
            (0, 1)
        case .fittingWidth(_, let limited), .fittingHeight(_, let limited): (limited ? 1 : 0, 1)
        case .negate: (1, 1)
        case .add, .subtract, .multiply, .divide, .minimum, .maximum, .sizeClass: (2, 1)
        }
    }
}
