import CellCatalog
import CellDiagnostics
import CellSupport
import CellSyntax

extension Checker {
    /// The word a frame's width or height, or a cell's height, is written as to take the content's size.
    static let autoKeyword = "auto"

    /// Whether `expression` is the bare word `auto`.
    static func isAuto(_ expression: Expression) -> Bool {
        if case .path(let path) = expression.kind, path.count == 1, path[0].text == autoKeyword { return true }
        return false
    }

    /// A frame's `auto` width or height: the view's fitting size, as UIKit's `sizeThatFits(_:)` answers it, at the
    /// frame's other dimension, or at no limit when that is `auto` too (`sizeToFit()`). It reads the view's other
    /// component, so the checker orders it after that one.
    mutating func checkAuto(
        _ expression: Expression, of view: Int, component: FrameComponent, otherIsAuto: Bool,
        scope: inout TemplateScope
    ) -> LayoutExpression? {
        let dimension: LayoutDimension
        switch component {
        case .width: dimension = .width
        case .height: dimension = .height
        case .x, .y:
            diagnostics.error(
                .typeMismatch, "'auto' is a size, so it cannot be the frame's \(component)", at: expression.range,
                notes: [Diagnostic.Note("'auto' may be the width or the height: the size the view's content asks for")]
            )
            return nil
        }
        guard checkHasContentSize(view, at: expression.range, what: "'auto'", scope: scope) else { return nil }
        guard !otherIsAuto else { return .fitting(view: view, dimension, limit: nil) }
        let other: FrameComponent = component == .width ? .height : .width
        scope.reads[scope.node(view, component), default: []].append((scope.node(view, other), expression.range))
        return .fitting(view: view, dimension, limit: .anchor(view: view, other == .width ? .width : .height))
    }

    /// Whether the view's kind has a content size; reports one that has none.
    private mutating func checkHasContentSize(
        _ view: Int, at range: SourceRange, what: String, scope: TemplateScope
    ) -> Bool {
        let node = scope.views[view]
        guard !node.kind.hasContentSize, scope.kindIsKnown[view] else { return true }
        let measured = ViewKind.allCases.filter(\.hasContentSize).map(\.rawValue)
        diagnostics.error(
            .noContentSize, "\(what) needs a view with a content size, and \(node.displayName) has none",
            at: range,
            notes: [
                Diagnostic.Note(
                    "a '\(node.kind.rawValue)' answers its current size; give it a number or an expression"),
                Diagnostic.Note("the kinds with a content size are \(measured.joined(separator: ", "))"),
            ])
        return false
    }

    /// `min(a, b, ...)`, `max(a, b, ...)`, `fittingWidth(view [, height])` or `fittingHeight(view [, width])`.
    ///
    /// A fitting size reads the view's content (its properties, set before layout) and the limit it is given,
    /// never the view's frame, so it adds no dependency of its own: only the limit's.
    mutating func layoutCall(
        _ name: Identifier, _ arguments: [Expression], at range: SourceRange, of target: LayoutTarget,
        scope: TemplateScope, reads: inout [(node: Int, range: SourceRange)], inConstant: Bool
    ) -> LayoutExpression? {
        guard let function = LayoutFunction(rawValue: name.text) else { return nil }
        guard let dimension = function.dimension else {
            guard arguments.count >= 2 else {
                diagnostics.error(
                    .typeMismatch,
                    "'\(name.text)' takes two or more values, found \(arguments.count)", at: range,
                    notes: [Diagnostic.Note("for example '\(name.text)(avatar.maxY, bodyLabel.maxY) + 12'")])
                return nil
            }
            let operands = arguments.map {
                layoutExpression($0, of: target, scope: scope, reads: &reads, inConstant: inConstant)
            }
            let checked = operands.compactMap { $0 }
            guard checked.count == operands.count else { return nil }
            let extremum: LayoutExtremum = function == .min ? .minimum : .maximum
            let constants = checked.compactMap(\.constantValue)
            if constants.count == checked.count { return .constant(extremum.apply(constants)) }
            return .extremum(extremum, checked)
        }
        let example = function == .fittingWidth ? "20" : "parent.width - 32"
        let usage = Diagnostic.Note(
            "write '\(name.text)(titleLabel)', at no limit, or '\(name.text)(titleLabel, \(example))', at a "
                + "\(function.limitName) of its own")
        guard (1...2).contains(arguments.count) else {
            diagnostics.error(
                .typeMismatch,
                "'\(name.text)' takes a view and, optionally, the \(function.limitName) to fit it to; found "
                    + "\(arguments.count) argument\(arguments.count == 1 ? "" : "s")",
                at: range, notes: [usage])
            return nil
        }
        guard let measured = measuredView(arguments[0], function: function, scope: scope, usage: usage) else {
            if arguments.count == 2 {
                _ = layoutExpression(arguments[1], of: target, scope: scope, reads: &reads, inConstant: inConstant)
            }
            return nil
        }
        guard arguments.count == 2 else { return .fitting(view: measured, dimension, limit: nil) }
        guard
            let limit = layoutExpression(arguments[1], of: target, scope: scope, reads: &reads, inConstant: inConstant)
        else { return nil }
        return .fitting(view: measured, dimension, limit: limit)
    }

    /// The view a fitting-size function measures: an outlet of the template, anywhere in it, of a kind with a
    /// content size.
    private mutating func measuredView(
        _ argument: Expression, function: LayoutFunction, scope: TemplateScope, usage: Diagnostic.Note
    ) -> Int? {
        guard case .path(let path) = argument.kind, path.count == 1 else {
            if case .missing = argument.kind { return nil }
            diagnostics.error(
                .typeMismatch,
                "the first argument of '\(function.rawValue)' is the view to measure, found \(describe(argument))",
                at: argument.range, notes: [usage])
            return nil
        }
        let name = path[0]
        guard let target = scope.outlets[name.text] else {
            var notes = suggestion(for: name.text, among: scope.outlets.keys.sorted())
            notes.append(usage)
            let what =
                constants[name.text] != nil ? "'\(name.text)' is a constant, not a view" : "unknown view '\(name.text)'"
            diagnostics.error(.unknownName, what, at: name.range, notes: notes)
            return nil
        }
        guard checkHasContentSize(target, at: name.range, what: "'\(function.rawValue)'", scope: scope) else {
            return nil
        }
        return target
    }

    /// A template's `height = auto`: the largest `maxY` of the top-level views whose frames do not depend on the
    /// height (a background pinned to `parent.height` follows the height rather than deciding it), plus the root's
    /// bottom layout margin (a cell's content view's), as a cell whose last view is pinned to the bottom margin in
    /// Interface Builder. `width = auto` is the same along the other axis: the largest `maxX` of the views whose
    /// frames do not depend on the width, plus the trailing margin.
    mutating func autoSize(_ axis: LayoutDimension, at range: SourceRange, scope: inout TemplateScope)
        -> LayoutExpression?
    {
        let readers = scope.nodesReading(axis)
        let (position, length): (FrameComponent, FrameComponent) = axis == .height ? (.y, .height) : (.x, .width)
        var ends: [LayoutExpression] = []
        for (index, view) in scope.views.enumerated()
        where view.parent == nil && view.part == nil && view.frame != nil
            && !readers[scope.node(index, position)] && !readers[scope.node(index, length)]
        {
            ends.append(.anchor(view: index, axis == .height ? .maxY : .maxX))
            scope.reads[scope.sizeNode(axis), default: []] += [
                (scope.node(index, position), range), (scope.node(index, length), range),
            ]
        }
        let root = scope.kind.hasContentView ? "content view" : scope.kind.noun
        guard !ends.isEmpty else {
            // A frame with an error has no expression: that error is the one to fix, not this one.
            guard !scope.hasLayoutError else { return nil }
            let edge = axis == .height ? "'maxY'" : "'maxX'"
            let margin = axis == .height ? "bottom" : "trailing"
            diagnostics.error(
                .invalidValue,
                "'\(axis) = auto' needs a top-level view with a frame that does not depend on the "
                    + "\(scope.kind.hasContentView ? "cell" : scope.kind.noun)'s \(axis)",
                at: range,
                notes: [
                    Diagnostic.Note(
                        "the \(axis) is the largest \(edge) of those views plus the \(root)'s \(margin) margin")
                ])
            return nil
        }
        var margins = scope.rootMargins
        if let cell = scope.rootPreservedMargins {
            // The content view spans the cell, so the cell's margins reach all of it.
            margins = margins.preserving(
                cell, frame: (0, 0, 0, 0), superviewWidth: scope.accessoryWidth, superviewHeight: 0)
        }
        let farthest = ends.count == 1 ? ends[0] : .extremum(.maximum, ends)
        let inset = axis == .height ? margins.bottom : margins.right
        return inset == 0 ? farthest : .binary(.add, farthest, .constant(inset))
    }

    /// For each node of the layout graph (four per view, then the height and the width), whether its value
    /// depends on a view's content: it measures a fitting size, or reads a node that does; with `own`, whether it
    /// depends on what `own` says of an expression (a layout variable). `postorder` lists dependencies first.
    func contentReaders(
        _ scope: TemplateScope, width: LayoutExpression, height: LayoutExpression, postorder: [Int],
        own reads: (LayoutExpression) -> Bool = { $0.readsFittingSize }
    ) -> [Bool] {
        var readsContent = [Bool](repeating: false, count: scope.nodeCount)
        for node in postorder {
            let expression =
                node == scope.heightNode
                ? height
                : node == scope.widthNode
                    ? width : scope.views[node / 4].frame?[FrameComponent(rawValue: node % 4) ?? .x]
            let own = expression.map(reads) ?? false
            readsContent[node] = own || (scope.reads[node] ?? []).contains { readsContent[$0.node] }
        }
        return readsContent
    }
}
