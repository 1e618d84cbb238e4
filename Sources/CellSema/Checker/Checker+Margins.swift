import CellCatalog
import CellDiagnostics

extension Checker {
    /// The effective margins of the root (nil) or of the view at an index, at a root of `width` by `height` with the
    /// frames in `values`: what `layoutMarginsFrame` gives at run time, by the catalog's rule.
    static func margins(
        of view: Int?, scope: TemplateScope, values: [Double], width: Double, height: Double
    ) -> LayoutMargins {
        // The chain of preserving views up from `view`, resolved from the top down, so nothing recurses.
        var chain: [Int] = []
        var current = view
        while let index = current {
            chain.append(index)
            guard scope.preservesMargins(of: index) else { break }
            current = scope.views[index].parent
        }
        var margins = scope.rootMargins
        if current == nil, let cell = scope.rootPreservedMargins {
            margins = margins.preserving(
                cell, frame: (0, 0, width, height), superviewWidth: width + scope.accessoryWidth,
                superviewHeight: height)
        }
        for index in chain.reversed() {
            let own = scope.ownMargins(of: index)
            guard scope.preservesMargins(of: index) else {
                margins = own
                continue
            }
            let parent = scope.views[index].parent
            margins = own.preserving(
                margins,
                frame: (values[index * 4], values[index * 4 + 1], values[index * 4 + 2], values[index * 4 + 3]),
                superviewWidth: parent.map { values[$0 * 4 + 2] } ?? width,
                superviewHeight: parent.map { values[$0 * 4 + 3] } ?? height)
        }
        return margins
    }

    /// The value of `parent.margins.anchor` for the root (nil) or a view, as ``margins(of:scope:values:width:height:)``.
    static func margin(
        _ anchor: Anchor, of view: Int?, scope: TemplateScope, values: [Double], width: Double, height: Double
    ) -> Double {
        let margins = margins(of: view, scope: scope, values: values, width: width, height: height)
        let size = view.map { (values[$0 * 4 + 2], values[$0 * 4 + 3]) } ?? (width, height)
        return margins.value(of: anchor, width: size.0, height: size.1)
    }

    /// The frames and the dimensions a cell's `height(forWidth:)` (or a collection template's
    /// `systemLayoutSizeFitting(_:)`) computes, with every margin anchor replaced by arithmetic over the parent's
    /// size and the margins the template sets: those functions compute frames in locals, with no views whose
    /// margins they could read. A margin that depends on where a view sits (a view preserving its superview's
    /// margins, or a content view preserving the cell's) cannot be written so: that is an error. `sizes` lists
    /// each dimension with the frame components it reads and its expression; the result has the expressions in
    /// the same order.
    mutating func lowerMargins(
        _ sizes: [(axis: LayoutDimension, order: [LayoutSlot], expression: LayoutExpression)], scope: TemplateScope,
        range: SourceRange
    ) -> (frames: [Int: FrameExpression], sizes: [LayoutExpression]) {
        var frames: [Int: FrameExpression] = [:]
        var loweredSizes: [LayoutExpression] = []
        for size in sizes {
            for view in Set(size.order.map(\.view)).sorted() where frames[view] == nil {
                guard let frame = scope.views[view].frame, frame.components.contains(where: \.readsMargins) else {
                    continue
                }
                guard
                    let lowered = lowered(frame.components, of: size.axis, at: scope.views[view].range, scope: scope)
                else { continue }
                frames[view] = FrameExpression(x: lowered[0], y: lowered[1], width: lowered[2], height: lowered[3])
            }
            loweredSizes.append(
                lowered([size.expression], of: size.axis, at: range, scope: scope)?.first ?? size.expression)
        }
        return (frames, loweredSizes)
    }

    private mutating func lowered(
        _ expressions: [LayoutExpression], of axis: LayoutDimension, at range: SourceRange, scope: TemplateScope
    ) -> [LayoutExpression]? {
        guard expressions.contains(where: \.readsMargins) else { return expressions }
        var problem: Int??
        let result = expressions.map { expression in
            expression.replacingMargins { view, anchor in
                let preserves = view.map(scope.preservesMargins(of:)) ?? (scope.rootPreservedMargins != nil)
                if preserves { problem = .some(view) }
                let margins = view.map(scope.ownMargins(of:)) ?? scope.rootMargins
                let width = view.map { LayoutExpression.anchor(view: $0, .width) } ?? .parentWidth
                let height = view.map { LayoutExpression.anchor(view: $0, .height) } ?? .parentHeight
                return LayoutExpression.margin(anchor, of: margins, width: width, height: height)
            }
        }
        if let problem {
            let whose = problem.map { scope.views[$0].displayName } ?? "the content view"
            diagnostics.error(
                .misplacedProperty,
                "a \(scope.kind.noun)'s \(axis) cannot read the margins of \(whose), which preserves its superview's "
                    + "margins",
                at: range,
                notes: [
                    Diagnostic.Note(
                        scope.kind == .cell
                            ? "'height(forWidth:)' is computed without views, so it reads only margins the template sets"
                            : "the \(axis) is computed without laying out the views, so it reads only margins the "
                                + "template sets")
                ])
            return nil
        }
        return result
    }
}

extension LayoutExpression {
    /// The expression with each `.margin` replaced by `body`'s expression for it; the parser bounds the depth.
    func replacingMargins(_ body: (Int?, Anchor) -> LayoutExpression) -> LayoutExpression {
        switch self {
        case .constant, .parentWidth, .parentHeight, .anchor, .variable, .contentOffset: self
        case .margin(let view, let anchor): body(view, anchor)
        case .fitting(let view, let dimension, let limit):
            .fitting(view: view, dimension, limit: limit?.replacingMargins(body))
        case .extremum(let which, let operands): .extremum(which, operands.map { $0.replacingMargins(body) })
        case .negate(let operand): .negate(operand.replacingMargins(body))
        case .binary(let op, let lhs, let rhs): .binary(op, lhs.replacingMargins(body), rhs.replacingMargins(body))
        case .sizeClass(let condition, let variant, let otherwise):
            .sizeClass(condition, variant: variant.replacingMargins(body), otherwise: otherwise.replacingMargins(body))
        }
    }

    /// `anchor` of the rectangle inside `margins` of a view `width` by `height`, as arithmetic.
    static func margin(
        _ anchor: Anchor, of margins: LayoutMargins, width: LayoutExpression, height: LayoutExpression
    ) -> LayoutExpression {
        func minus(_ base: LayoutExpression, _ value: Double) -> LayoutExpression {
            value == 0 ? base : .binary(.subtract, base, .constant(value))
        }
        func middle(_ base: LayoutExpression, _ low: Double, _ high: Double) -> LayoutExpression {
            let sum = low - high == 0 ? base : .binary(.add, base, .constant(low - high))
            return .binary(.divide, sum, .constant(2))
        }
        return switch anchor {
        case .minX: .constant(margins.left)
        case .midX: middle(width, margins.left, margins.right)
        case .maxX: minus(width, margins.right)
        case .width: minus(width, margins.left + margins.right)
        case .minY: .constant(margins.top)
        case .midY: middle(height, margins.top, margins.bottom)
        case .maxY: minus(height, margins.bottom)
        case .height: minus(height, margins.top + margins.bottom)
        }
    }
}
