import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

extension Checker {
    /// `frame = (x, y, width, height)`: four layout expressions, written out or held by a constant. A constant's
    /// frame is checked where it is used, so `let fill = (0, 0, parent.width, parent.height)` serves any view.
    mutating func checkFrame(_ expression: Expression, of view: Int, scope: inout TemplateScope) -> FrameExpression? {
        if case .path(let path) = expression.kind, path.count == 1, scope.outlets[path[0].text] == nil {
            let name = path[0]
            if reportVariableOutsideLayout(name, ValueContext(propertyName: "frame"), expecting: .frame) { return nil }
            guard let constant = resolveConstant(name, ValueContext(propertyName: "frame")) else { return nil }
            guard case .tuple(let elements) = constant.expression.kind, elements.count == 4 else {
                diagnostics.error(
                    .typeMismatch,
                    "'frame' takes \(PropertyType.frame), but '\(name.text)' is \(describe(constant.expression))",
                    at: name.range, notes: [Diagnostic.Note("'\(name.text)' is declared here", at: constant.name.range)]
                )
                return nil
            }
            return checkFrame(constant.expression, of: view, scope: &scope)
        }
        guard case .tuple(let elements) = expression.kind, elements.count == 4 else {
            if case .missing = expression.kind { return nil }
            mismatch(expression, expected: .frame, ValueContext(propertyName: "frame"))
            return nil
        }
        // Every component is checked, so all their errors are reported in one run.
        let isAuto = elements.map(Checker.isAuto)
        let frame = zip(FrameComponent.allCases, elements).map { component, element in
            guard isAuto[component.rawValue] else {
                return checkLayout(element, of: .frame(view, component), scope: &scope)
            }
            let other: FrameComponent = component == .width ? .height : .width
            return checkAuto(
                element, of: view, component: component, otherIsAuto: isAuto[other.rawValue], scope: &scope)
        }
        guard let x = frame[0], let y = frame[1], let width = frame[2], let height = frame[3] else { return nil }
        return FrameExpression(x: x, y: y, width: width, height: height)
    }

    /// Checks a layout expression of `target` (a view's frame component, or one of the template's dimensions),
    /// resolving `parent.width`, sibling anchors and constants, and records what it reads for the layout graph.
    mutating func checkLayout(
        _ expression: Expression, of target: LayoutTarget, scope: inout TemplateScope
    ) -> LayoutExpression? {
        let node: Int
        switch target {
        case .frame(let view, let component): node = scope.node(view, component)
        case .size(let axis): node = scope.sizeNode(axis)
        }
        var reads: [(node: Int, range: SourceRange)] = []
        let result = layoutExpression(expression, of: target, scope: scope, reads: &reads)
        if !reads.isEmpty { scope.reads[node, default: []] += reads }
        return result
    }

    mutating func layoutExpression(
        _ expression: Expression, of target: LayoutTarget, scope: TemplateScope,
        reads: inout [(node: Int, range: SourceRange)], inConstant: Bool = false
    ) -> LayoutExpression? {
        let context = ValueContext(propertyName: target.axis?.rawValue ?? "frame")
        switch expression.kind {
        case .number(let value):
            return .constant(value)
        case .negate(let operand):
            guard let inner = layoutExpression(operand, of: target, scope: scope, reads: &reads, inConstant: inConstant)
            else { return nil }
            if let value = inner.constantValue { return .constant(-value) }
            return .negate(inner)
        case .binary(let op, let lhs, let rhs):
            let left = layoutExpression(lhs, of: target, scope: scope, reads: &reads, inConstant: inConstant)
            let right = layoutExpression(rhs, of: target, scope: scope, reads: &reads, inConstant: inConstant)
            guard let left, let right else { return nil }
            if op == .divide, right.constantValue == 0 {
                diagnostics.error(.divisionByZero, "division by zero", at: rhs.range)
                return nil
            }
            let op = LayoutOperator(op)
            if let a = left.constantValue, let b = right.constantValue {
                let value = op.apply(a, b)
                guard value.isFinite else {
                    diagnostics.error(.invalidValue, "the value is too large", at: expression.range)
                    return nil
                }
                return .constant(value)
            }
            return .binary(op, left, right)
        case .path(let path) where path.count == 1 && path[0].text == Checker.autoKeyword:
            diagnostics.error(
                .typeMismatch, "'auto' is a whole frame component, not a value of an expression", at: expression.range,
                notes: [
                    Diagnostic.Note(
                        "write 'auto' alone as a frame's width or height; elsewhere read a view's fitting size, as "
                            + "in 'fittingHeight(titleLabel, parent.width - 32) + 8'")
                ])
            return nil
        case .call(let name, let arguments) where LayoutFunction(rawValue: name.text) != nil:
            return layoutCall(
                name, arguments, at: expression.range, of: target, scope: scope, reads: &reads, inConstant: inConstant)
        case .path(let path) where path.count == 1:
            if let outlet = scope.outlets[path[0].text] {
                diagnostics.error(
                    .typeMismatch,
                    "'\(path[0].text)' is a view; use one of its anchors, such as '\(path[0].text).maxY'",
                    at: expression.range,
                    notes: [Diagnostic.Note("'\(path[0].text)' is declared here", at: scope.views[outlet].range)])
                return nil
            }
            if let index = variableIndices[path[0].text] {
                return .variable(index)
            }
            if let constant = constants[path[0].text], constant.readsLayout {
                // A constant over anchors reads them where it is used. It may use numeric constants but no other
                // constant over anchors, so a use expands one level, never a chain.
                guard !inConstant else {
                    diagnostics.error(
                        .misplacedProperty,
                        "'\(path[0].text)' reads the layout, so another constant that reads the layout cannot use it",
                        at: expression.range,
                        notes: [
                            Diagnostic.Note(
                                "a constant may read anchors and numeric constants: 'let inset = parent.width - margin'"
                            )
                        ])
                    return nil
                }
                return layoutExpression(constant.expression, of: target, scope: scope, reads: &reads, inConstant: true)
            }
            return foldNumber(expression, context).map(LayoutExpression.constant)
        case .path(let path) where path.count == 2:
            return anchorExpression(path[0], path[1], of: target, scope: scope, reads: &reads)
        case .path(let path) where path.count == 3 && path[1].text == "margins":
            return marginExpression(path[0], path[2], of: target, scope: scope, reads: &reads)
        case .path(let path) where path.count == 3 && path[0].text == "parent":
            var notes: [Diagnostic.Note] = []
            if let hint = Suggestions.didYouMean(path[1].text, among: ["margins"]) {
                notes.append(Diagnostic.Note(hint))
            }
            notes.append(Diagnostic.Note("'parent.margins' has the anchors of the rectangle inside its margins"))
            diagnostics.error(
                .unknownName, "'parent' has no member '\(path[1].text)'", at: path[1].range, notes: notes)
            return nil
        case .path(let path):
            diagnostics.error(
                .unknownName, "'\(path.map(\.text).joined(separator: "."))' is not an anchor; write 'view.anchor'",
                at: expression.range)
            return nil
        case .missing:
            return nil
        default:
            var notes: [Diagnostic.Note] = []
            if case .call(let name, _) = expression.kind {
                let functions = LayoutFunction.allCases.map(\.rawValue)
                if let hint = Suggestions.didYouMean(name.text, among: functions) {
                    notes.append(Diagnostic.Note(hint))
                }
                notes.append(
                    Diagnostic.Note("a layout expression calls \(functions.map { "'\($0)'" }.joined(separator: ", "))"))
            }
            diagnostics.error(
                .typeMismatch, "'\(context.propertyName)' takes numbers and anchors, found \(describe(expression))",
                at: expression.range, notes: notes)
            return nil
        }
    }

    /// `parent.margins.anchor`: an anchor of the rectangle inside the parent's layout margins (UIKit's
    /// `layoutMarginsGuide`), in the parent's coordinates.
    ///
    /// It reads the parent's size; when the parent preserves its superview's margins, also its frame and, up the
    /// chain of preserving views, each one's frame and its superview's size (a cell's height, at the root).
    private mutating func marginExpression(
        _ base: Identifier, _ member: Identifier, of target: LayoutTarget, scope: TemplateScope,
        reads: inout [(node: Int, range: SourceRange)]
    ) -> LayoutExpression? {
        let view = target.view
        let range = base.range.union(member.range)
        guard base.text == "parent" else {
            diagnostics.error(
                .unknownName, "only 'parent' has margins in a layout expression, not '\(base.text)'", at: base.range,
                notes: [Diagnostic.Note("a frame reads the margins of the view it is in: 'parent.margins.minX'")])
            return nil
        }
        guard let anchor = Anchor(rawValue: member.text) else {
            var notes: [Diagnostic.Note] = []
            if let hint = Suggestions.didYouMean(member.text, among: Anchor.allCases.map(\.rawValue)) {
                notes.append(Diagnostic.Note(hint))
            }
            notes.append(Diagnostic.Note("the anchors are \(Anchor.allCases.map(\.rawValue).joined(separator: ", "))"))
            diagnostics.error(
                .unknownName, "unknown anchor '\(member.text)' of 'parent.margins'", at: member.range, notes: notes)
            return nil
        }
        let parent = view.flatMap { scope.views[$0].parent }
        let vertical = LayoutMargins.readsBottom(anchor)
        let horizontal = [.midX, .maxX, .width].contains(anchor)
        if let axis = target.axis, axis == .height ? vertical : horizontal {
            diagnostics.error(
                .layoutCycle,
                "a \(scope.kind.noun)'s \(axis) cannot depend on 'parent.margins.\(anchor)', "
                    + "which reads the \(axis) itself",
                at: range)
            return nil
        }
        // What the margins' rectangle reads: the parent's size, then the frames of the preserving chain.
        var current = parent
        var first = true
        while let index = current {
            let preserves = scope.preservesMargins(of: index)
            if preserves || !first || horizontal {
                reads.append((scope.node(index, .width), range))
            }
            if preserves || !first || vertical {
                reads.append((scope.node(index, .height), range))
            }
            guard preserves else { break }
            reads.append((scope.node(index, .x), range))
            reads.append((scope.node(index, .y), range))
            first = false
            current = scope.views[index].parent
        }
        if current == nil, view != nil, scope.kind.sizesHeight, !first || vertical {
            reads.append((scope.heightNode, range))
        }
        if current == nil, view != nil, scope.kind.sizesWidth, !first || horizontal {
            reads.append((scope.widthNode, range))
        }
        return .margin(view: parent, anchor)
    }

    /// `parent.width`, `parent.height` or `outlet.anchor`.
    private mutating func anchorExpression(
        _ base: Identifier, _ member: Identifier, of target: LayoutTarget, scope: TemplateScope,
        reads: inout [(node: Int, range: SourceRange)]
    ) -> LayoutExpression? {
        let view = target.view
        let range = base.range.union(member.range)
        let parent = view.flatMap { scope.views[$0].parent }
        if base.text == "parent", let axis = LayoutDimension(rawValue: member.text) {
            if target.axis == axis {
                diagnostics.error(
                    .layoutCycle,
                    "a \(scope.kind.noun)'s \(axis) cannot depend on 'parent.\(axis)', "
                        + "which is the \(axis) itself",
                    at: range)
                return nil
            }
            let component: FrameComponent = axis == .width ? .width : .height
            guard let parent else {
                // The root's size: an input of a table cell's width and of a view template, else the template's
                // own dimension, which may be an expression the frame then follows.
                if axis == .width ? scope.kind.sizesWidth : scope.kind.sizesHeight {
                    reads.append((scope.sizeNode(axis), range))
                }
                return axis == .width ? .parentWidth : .parentHeight
            }
            reads.append((scope.node(parent, component), range))
            return .anchor(view: parent, component == .width ? .width : .height)
        }
        if base.text == "parent" {
            diagnostics.error(
                .unknownName, "'parent' has only 'width' and 'height', not '\(member.text)'", at: member.range,
                notes: [Diagnostic.Note("a frame is in its parent's coordinates, so the parent's origin is (0, 0)")])
            return nil
        }
        guard let sibling = scope.outlets[base.text] else {
            let notes = suggestion(for: base.text, among: scope.outlets.keys.sorted() + ["parent"])
            let what =
                constants[base.text] != nil
                ? "'\(base.text)' is a constant, not a view"
                : variableIndices[base.text] != nil
                    ? "'\(base.text)' is a layout variable, not a view" : "unknown view '\(base.text)'"
            diagnostics.error(.unknownName, what, at: base.range, notes: notes)
            return nil
        }
        guard let anchor = Anchor(rawValue: member.text) else {
            var notes: [Diagnostic.Note] = []
            if let hint = Suggestions.didYouMean(member.text, among: Anchor.allCases.map(\.rawValue)) {
                notes.append(Diagnostic.Note(hint))
            }
            notes.append(Diagnostic.Note("the anchors are \(Anchor.allCases.map(\.rawValue).joined(separator: ", "))"))
            diagnostics.error(
                .unknownName, "unknown anchor '\(member.text)' of '\(base.text)'", at: member.range, notes: notes)
            return nil
        }
        if scope.views[sibling].isTopLevelObject {
            diagnostics.error(
                .unknownName, "'\(base.text)' is a top-level object, in no view; a frame cannot refer to it",
                at: base.range,
                notes: [Diagnostic.Note("'\(base.text)' is declared here", at: scope.views[sibling].range)])
            return nil
        }
        guard let conversion = conversion(from: scope.views[sibling].parent, to: parent, scope: scope) else {
            let tree = { (part: CellPart?) in part.map { "'\($0.rawValue)'" } ?? "the content view" }
            diagnostics.error(
                .unknownName,
                "'\(base.text)' is in \(tree(scope.rootPart(of: sibling))), and a frame can only read the views "
                    + "of its own tree, here \(tree(parent.flatMap(scope.rootPart(of:))))",
                at: base.range,
                notes: [Diagnostic.Note("'\(base.text)' is declared here", at: scope.views[sibling].range)])
            return nil
        }
        for component in anchor.components {
            reads.append((scope.node(sibling, component), range))
        }
        // An anchor of a view elsewhere in the tree is converted into the parent's coordinates, as UIKit's
        // `convert(_:to:)`: plus the origins of the views above it, less those above the reader, up to the views'
        // nearest common ancestor, and a scroll view's offset (its bounds' origin) the other way round, so that a
        // view outside a scroll view that reads one inside moves as it scrolls. Sizes need no conversion.
        let component: FrameComponent
        switch anchor {
        case .minX, .midX, .maxX: component = .x
        case .minY, .midY, .maxY: component = .y
        case .width, .height: return .anchor(view: sibling, anchor)
        }
        let origin: Anchor = component == .x ? .minX : .minY
        var result = LayoutExpression.anchor(view: sibling, anchor)
        for ancestor in conversion.up {
            reads.append((scope.node(ancestor, component), range))
            if scope.views[ancestor].kind.scrollsContent {
                result = .binary(.subtract, result, .contentOffset(view: ancestor, component))
            }
            result = .binary(.add, result, .anchor(view: ancestor, origin))
        }
        for ancestor in conversion.down {
            reads.append((scope.node(ancestor, component), range))
            result = .binary(.subtract, result, .anchor(view: ancestor, origin))
            if scope.views[ancestor].kind.scrollsContent {
                result = .binary(.add, result, .contentOffset(view: ancestor, component))
            }
        }
        return result
    }

    /// The views between a view's parent `source` and the nearest ancestor it shares with `target` (the parent of
    /// the view whose frame reads it): `up` from `source`, `down` from `target`, each nearest first, the common
    /// ancestor left out (nil is the root). Nil when the two are in different trees (the content view's and a
    /// cell's `backgroundView`'s).
    private func conversion(from source: Int?, to target: Int?, scope: TemplateScope) -> (up: [Int], down: [Int])? {
        let up = scope.ancestors(from: source)
        let down = scope.ancestors(from: target)
        guard up.last.flatMap(scope.rootPart(of:)) == down.last.flatMap(scope.rootPart(of:)) else { return nil }
        let common = up.first { down.contains($0) }
        let before = { (chain: [Int]) in Array(chain.prefix { $0 != common }) }
        return (before(up), before(down))
    }
}
