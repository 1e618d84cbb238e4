import CellCatalog
import CellSema
import CellSyntax

extension TemplateEmitter {
    /// `static func height(forWidth:)`: the template's height, computing only the frames it reads.
    func emitHeightFunction(into writer: inout SwiftWriter) {
        if template.heightReadsContent {
            emitSelfSizing(into: &writer)
            return
        }
        let nominal = SwiftLiteral.number(template.nominalHeight)
        let width = SwiftLiteral.number(template.nominalWidth)
        writer.line("/// The row height at `width`: \(nominal) at the template's width of \(width).")
        let parameter = TemplateEmitter.unusedName(
            "width", avoiding: Set(template.heightOrder.map { names[$0.view] }))
        let signature = parameter == "width" ? "forWidth width" : "forWidth \(parameter)"
        writer.block("nonisolated public static func height(\(signature): Double) -> Double") { writer in
            // The content view is narrower than the row by the accessory's width, as in layoutSubviews.
            let contentWidth =
                template.accessoryWidth == 0
                ? parameter : "(\(parameter) - \(SwiftLiteral.number(template.accessoryWidth)))"
            let expressions = LayoutExpressionEmitter(
                names: names, parentWidth: contentWidth, parentHeight: "0", anchorBase: { names[$0] },
                variable: variableName)
            emitAssignments(
                template.heightOrder, expressions, frame: template.heightFrame(ofView:), declaringLocals: true,
                into: &writer)
            writer.line("return \(expressions.emit(template.staticHeight))")
        }
    }

    /// A cell whose height reads its content: `height(forWidth:)` answers `TableView.automaticDimension`, and
    /// `systemLayoutSizeFitting(_:)` computes the height on the configured views, with the frames it reads held in
    /// locals so that measuring moves no view.
    private func emitSelfSizing(into writer: inout SwiftWriter) {
        writer.line("/// The row height: the cell's content decides it, so the table measures each row with")
        writer.line("/// `systemLayoutSizeFitting(_:)` on a cell configured for it.")
        writer.block("nonisolated public static func height(forWidth width: Double) -> Double") { writer in
            writer.line(SwiftIdentifier.cellKit("TableView.automaticDimension"))
        }
        writer.line()
        let locals = Set(template.heightOrder.map { names[$0.view] })
        let parameter = TemplateEmitter.unusedName("targetSize", avoiding: locals)
        writer.line("/// The size the cell needs at `\(parameter).width`, configured as it is now: its height")
        writer.line("/// expression evaluated on the views' content at that width.")
        let size = SwiftIdentifier.cellKit("Size")
        writer.block("override open func systemLayoutSizeFitting(_ \(parameter): \(size)) -> \(size)") { writer in
            // The content view is narrower than the row by the accessory's width, as in layoutSubviews; the
            // accessory view's own width counts when the app set one in code, as `accessoryWidth` says.
            let width = TemplateEmitter.unusedName("contentWidth", avoiding: locals)
            // A height over layout variables alone need not read the width at all.
            let readsWidth =
                template.staticHeight.readsParentWidth
                || template.heightOrder.contains { template.heightExpression(for: $0)?.readsParentWidth ?? false }
            if readsWidth {
                writer.line("let \(width) = \(parameter).width - self.accessoryWidth")
            }
            let expressions = LayoutExpressionEmitter(
                names: names, parentWidth: width, parentHeight: "0", anchorBase: { names[$0] },
                measuredView: { "self.\(names[$0])" }, variable: variableName, traits: "traitCollection")
            emitAssignments(
                template.heightOrder, expressions, frame: template.heightFrame(ofView:), declaringLocals: true,
                into: &writer)
            writer.line("return \(size)(width: \(parameter).width, height: \(expressions.emit(template.staticHeight)))")
        }
    }

    /// A collection template whose width or height reads its content: `systemLayoutSizeFitting(_:)` computes
    /// those dimensions on the configured views, each in a block of its own whose locals hold the frames it reads
    /// (so measuring moves no view), and takes the others from the target size. The dimension the other reads goes
    /// first.
    func emitSizeFitting(into writer: inout SwiftWriter) {
        let locals = Set(names)
        let parameter = TemplateEmitter.unusedName("targetSize", avoiding: locals)
        let computed = (template.widthFollowsHeight ? [LayoutDimension.height, .width] : [.width, .height])
            .filter(template.sizeReadsContent)
        let variables = Dictionary(
            uniqueKeysWithValues: computed.map { ($0, TemplateEmitter.unusedName($0.rawValue, avoiding: locals)) })
        let described = computed.map(\.rawValue).joined(separator: " and ")
        let kept = computed.count == 2 ? "" : ", its \(computed.contains(.width) ? "height" : "width") `\(parameter)`'s"
        writer.line("/// The size the \(objectNoun) needs, configured as it is now: its \(described) computed from its")
        writer.line("/// views' content as the template says\(kept).")
        let size = SwiftIdentifier.cellKit("Size")
        writer.block("override open func systemLayoutSizeFitting(_ \(parameter): \(size)) -> \(size)") { writer in
            var known: [LayoutDimension: String] = [:]
            for axis in computed {
                let variable = variables[axis] ?? axis.rawValue
                let (expression, order) = template.size(axis)
                // The dimension being computed is never read on the way to it (the checker rejects that cycle).
                let expressions = LayoutExpressionEmitter(
                    names: names, parentWidth: axis == .width ? "0" : known[.width] ?? "\(parameter).width",
                    parentHeight: axis == .height ? "0" : known[.height] ?? "\(parameter).height",
                    anchorBase: { names[$0] }, measuredView: { "self.\(names[$0])" }, variable: variableName,
                    traits: "traitCollection")
                guard !order.isEmpty else {
                    writer.line("let \(variable) = \(expressions.emit(expression))")
                    known[axis] = variable
                    continue
                }
                writer.line("let \(variable): Double")
                writer.block("do") { writer in
                    emitAssignments(
                        order, expressions, frame: template.heightFrame(ofView:), declaringLocals: true, into: &writer)
                    writer.line("\(variable) = \(expressions.emit(expression))")
                }
                known[axis] = variable
            }
            let width = known[.width] ?? "\(parameter).width"
            let height = known[.height] ?? "\(parameter).height"
            writer.line("return \(size)(width: \(width), height: \(height))")
        }
    }

    /// `layoutSubviews()`: every frame expression, in dependency order, at the real bounds.
    func emitLayoutSubviews(into writer: inout SwiftWriter) {
        writer.line("/// Lays out the subviews from the template's frame expressions, at the real size.")
        writer.block("override open func layoutSubviews()") { writer in
            writer.line("super.layoutSubviews()")
            let readsBounds = template.layoutOrder.contains { slot in
                template.expression(for: slot).map { $0.readsParentWidth || $0.readsParentHeight } ?? false
            }
            if readsBounds {
                writer.line("let bounds = \(hasContentView ? "contentView" : "self").bounds")
            }
            let root = hasContentView ? "contentView.layoutMarginsFrame" : "layoutMarginsFrame"
            let expressions = LayoutExpressionEmitter(
                names: names, parentWidth: "bounds.width", parentHeight: "bounds.height",
                anchorBase: { "\(names[$0]).frame" },
                marginBase: { view in view.map { "\(names[$0]).layoutMarginsFrame" } ?? root },
                measuredView: { names[$0] }, variable: variableName,
                contentOffset: { "\(names[$0]).contentOffset.\($1)" }, traits: "traitCollection")
            emitAssignments(
                template.layoutOrder, expressions, frame: { template.views[$0].frame }, declaringLocals: false,
                into: &writer)
        }
    }

    /// Assigns each slot in order; four consecutive slots of one view that does not read itself become one `Rect`.
    ///
    /// On the views (not `declaringLocals`), a stack view lays out before the first value that reads a frame it
    /// sets, as UIKit code calls `layoutIfNeeded()` on a subview whose layout it reads: the checker orders the
    /// stack's own frame before those values.
    private func emitAssignments(
        _ order: [LayoutSlot], _ expressions: LayoutExpressionEmitter, frame: (Int) -> FrameExpression?,
        declaringLocals: Bool, into writer: inout SwiftWriter
    ) {
        var declared: Set<Int> = []
        var laidOut: Set<Int> = []
        let arranges = !declaringLocals && template.views.contains(where: \.isArranged)
        func layOutStacks(read values: [LayoutExpression]) {
            guard arranges else { return }
            for stack in template.stacksPlacing(values) where laidOut.insert(stack).inserted {
                writer.line("\(names[stack]).layoutIfNeeded()")
            }
        }
        var index = 0
        while index < order.count {
            let slot = order[index]
            let view = slot.view
            let target = declaringLocals ? names[view] : "\(names[view]).frame"
            if let frame = frame(view), slot.component == .x, index + 3 < order.count,
                (1...3).allSatisfy({
                    order[index + $0] == LayoutSlot(view: view, component: FrameComponent.allCases[$0])
                }),
                !frame.components.contains(where: { $0.reads(view: view) })
            {
                layOutStacks(read: frame.components)
                var line = declaringLocals ? "let \(target) = " : "\(target) = "
                line += SwiftIdentifier.cellKit("Rect")
                for component in FrameComponent.allCases {
                    line += component == .x ? "(x: " : ", \(component): "
                    expressions.emit(frame[component], into: &line)
                }
                line += ")"
                writer.line(line)
                declared.insert(view)
                index += 4
                continue
            }
            if declaringLocals && declared.insert(view).inserted {
                writer.line("var \(target) = \(SwiftIdentifier.cellKit("Rect")).zero")
            }
            let member: String
            switch slot.component {
            case .x: member = "origin.x"
            case .y: member = "origin.y"
            case .width: member = "size.width"
            case .height: member = "size.height"
            }
            if let expression = frame(view)?[slot.component] {
                layOutStacks(read: [expression])
                writer.line("\(target).\(member) = \(expressions.emit(expression))")
            }
            index += 1
        }
    }
}
