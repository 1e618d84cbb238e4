import CellCatalog

/// A checked layout expression: arithmetic over numbers, the parent's size, views' anchors, views' fitting sizes
/// and the template's layout variables.
///
/// An anchor is of the view's frame, in its own parent's coordinates: the checker writes one of a view elsewhere in
/// the tree as arithmetic over the frames between (`inner.maxX + box.minX - card.minX`).
///
/// Constants are already folded in. Its depth is bounded by the parser, so recursive walks are safe.
public indirect enum LayoutExpression: Sendable, Hashable {
    /// A number.
    case constant(Double)
    /// The width of the template's root: the cell's content view, or the view itself; for a cell's height, the
    /// width the cell is laid out at.
    case parentWidth
    /// The height of the template's root.
    case parentHeight
    /// An anchor of a view of the template, by index into ``CheckedTemplate/views``.
    case anchor(view: Int, Anchor)
    /// An anchor of the rectangle inside a parent's layout margins (`parent.margins.minX`), in the parent's own
    /// coordinates: of the view at that index, or of the template's root (the content view of a cell) for nil.
    case margin(view: Int?, Anchor)
    /// One dimension of the size a view's content asks for (`View.sizeThatFits(_:)`): its width at a height of
    /// `limit`, or its height at a width of `limit`; with no limit, at an unlimited size. `fittingWidth(title)`, and
    /// the `auto` of a frame.
    case fitting(view: Int, LayoutDimension, limit: LayoutExpression?)
    /// A layout variable of the template, by index into ``CheckedTemplate/variables``: a number the app sets at
    /// run time, so never folded.
    case variable(Int)
    /// The `contentOffset` of the scroll view at that index along `.x` or `.y`: its bounds' origin, which converting
    /// an anchor out of the scroll view subtracts (and into it adds), as UIKit's `convert(_:to:)` does.
    case contentOffset(view: Int, FrameComponent)
    /// `min(a, b, ...)` or `max(a, b, ...)`, of two or more operands.
    case extremum(LayoutExtremum, [LayoutExpression])
    /// `-operand`.
    case negate(LayoutExpression)
    /// `lhs op rhs`.
    case binary(LayoutOperator, LayoutExpression, LayoutExpression)
    /// `variant` where the template's traits match the size classes of a `variation`, else `otherwise`: a frame
    /// component that a variation of the view sets differently.
    case sizeClass(SizeClassCondition, variant: LayoutExpression, otherwise: LayoutExpression)

    /// The value of a constant expression, or nil when it reads the layout.
    public var constantValue: Double? {
        if case .constant(let value) = self { return value }
        return nil
    }

    /// Calls `body` for every anchor the expression reads, left to right.
    public func forEachAnchor(_ body: (Int, Anchor) -> Void) {
        switch self {
        case .constant, .parentWidth, .parentHeight, .margin, .variable, .contentOffset: break
        case .anchor(let view, let anchor): body(view, anchor)
        case .fitting(_, _, let limit): limit?.forEachAnchor(body)
        case .extremum(_, let operands):
            for operand in operands { operand.forEachAnchor(body) }
        case .negate(let operand): operand.forEachAnchor(body)
        case .binary(_, let lhs, let rhs), .sizeClass(_, let lhs, let rhs):
            lhs.forEachAnchor(body)
            rhs.forEachAnchor(body)
        }
    }

    /// Calls `body` for every view whose frame the expression reads, left to right: the view of each anchor, and
    /// of each margin anchor (its margins' rectangle is in its bounds); not the views it measures.
    public func forEachFrameRead(_ body: (Int) -> Void) {
        switch self {
        case .constant, .parentWidth, .parentHeight, .margin(nil, _), .variable, .contentOffset: break
        case .anchor(let view, _), .margin(let view?, _): body(view)
        case .fitting(_, _, let limit): limit?.forEachFrameRead(body)
        case .extremum(_, let operands):
            for operand in operands { operand.forEachFrameRead(body) }
        case .negate(let operand): operand.forEachFrameRead(body)
        case .binary(_, let lhs, let rhs), .sizeClass(_, let lhs, let rhs):
            lhs.forEachFrameRead(body)
            rhs.forEachFrameRead(body)
        }
    }

    /// Calls `body` for the view of every scroll view offset the expression reads.
    public func forEachContentOffset(_ body: (Int) -> Void) {
        // `contains` visits every leaf while its predicate answers false.
        _ = contains {
            if case .contentOffset(let view, _) = $0 { body(view) }
            return false
        }
    }

    /// Whether the expression reads the root's width.
    public var readsParentWidth: Bool { contains { $0 == .parentWidth } }

    /// Whether the expression reads the root's height.
    public var readsParentHeight: Bool { contains { $0 == .parentHeight } }

    /// Whether the expression reads the margins of the root (nil) or of the view at an index.
    public func readsMargins(of view: Int?) -> Bool {
        contains { if case .margin(view, _) = $0 { true } else { false } }
    }

    /// Whether the expression reads any view's or the root's margins.
    public var readsMargins: Bool {
        contains { if case .margin = $0 { true } else { false } }
    }

    /// Whether the expression reads an anchor of `view`.
    public func reads(view: Int) -> Bool {
        contains { if case .anchor(view, _) = $0 { true } else { false } }
    }

    /// Whether the expression itself measures a view's content (a fitting size), not counting the frames it reads.
    public var readsFittingSize: Bool {
        contains { if case .fitting = $0 { true } else { false } }
    }

    /// Whether the expression reads a layout variable, whose value only an instance knows.
    public var readsVariable: Bool {
        contains { if case .variable = $0 { true } else { false } }
    }

    /// Whether the expression reads the layout variable at `index`.
    public func readsVariable(_ index: Int) -> Bool {
        contains { $0 == .variable(index) }
    }

    /// Whether the expression reads the traits' size classes, which only an instance in a window knows.
    public var readsSizeClass: Bool {
        contains { if case .sizeClass = $0 { true } else { false } }
    }

    /// Whether the expression is arithmetic over numbers and layout variables alone, reading no frame, margin,
    /// content, size class or size of the root.
    public var readsOnlyVariables: Bool {
        !contains {
            switch $0 {
            case .constant, .variable: false
            default: true
            }
        }
    }

    /// Whether any leaf of the expression, or any fitting size, satisfies `predicate`.
    private func contains(_ predicate: (LayoutExpression) -> Bool) -> Bool {
        switch self {
        case .constant, .parentWidth, .parentHeight, .anchor, .margin, .variable, .contentOffset: predicate(self)
        case .fitting(_, _, let limit): predicate(self) || (limit?.contains(predicate) ?? false)
        case .extremum(_, let operands): operands.contains { $0.contains(predicate) }
        case .negate(let operand): operand.contains(predicate)
        case .binary(_, let lhs, let rhs): lhs.contains(predicate) || rhs.contains(predicate)
        case .sizeClass(_, let variant, let otherwise):
            predicate(self) || variant.contains(predicate) || otherwise.contains(predicate)
        }
    }

    /// Evaluates the expression, reading anchors, margins, fitting sizes and the root's size through the closures.
    ///
    /// `fitting` answers a view's fitting width or height at a limit of the other dimension (nil for none); the
    /// compiler has no views to measure, so its callers answer what they know. `variables` holds each layout
    /// variable's value by index (the checker evaluates at their defaults). The traits are the default ones, whose
    /// size classes are unspecified: no variation applies.
    public func evaluate(
        parentWidth: Double, parentHeight: Double, margin: (Int?, Anchor) -> Double, anchor: (Int, Anchor) -> Double,
        fitting: (Int, LayoutDimension, Double?) -> Double = { _, _, _ in 0 }, variables: [Double] = []
    ) -> Double {
        func value(_ expression: LayoutExpression) -> Double {
            expression.evaluate(
                parentWidth: parentWidth, parentHeight: parentHeight, margin: margin, anchor: anchor, fitting: fitting,
                variables: variables)
        }
        // The compiler sees every scroll view at rest.
        switch self {
        case .constant(let number): return number
        case .parentWidth: return parentWidth
        case .parentHeight: return parentHeight
        case .anchor(let view, let which): return anchor(view, which)
        case .margin(let view, let which): return margin(view, which)
        case .fitting(let view, let dimension, let limit): return fitting(view, dimension, limit.map(value))
        case .variable(let index): return variables.indices.contains(index) ? variables[index] : 0
        case .contentOffset: return 0
        case .extremum(let which, let operands): return which.apply(operands.map(value))
        case .negate(let operand): return -value(operand)
        case .binary(let op, let lhs, let rhs): return op.apply(value(lhs), value(rhs))
        case .sizeClass(_, _, let otherwise): return value(otherwise)
        }
    }
}
