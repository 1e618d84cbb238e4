import CellCatalog
import CellDiagnostics

extension Checker {
    /// The layout's evaluation orders, and whether a cycle made them incomplete.
    struct LayoutOrder {
        var layout: [LayoutSlot] = []
        var height: [LayoutSlot] = []
        var width: [LayoutSlot] = []
        /// Every node of the graph, dependencies first.
        var postorder: [Int] = []
        var hasCycle = false
    }

    /// Orders every frame component after the components it reads, and reports each cycle with its whole path.
    mutating func orderLayout(_ scope: inout TemplateScope) -> LayoutOrder {
        let nodeCount = scope.nodeCount
        var edges = [[(node: Int, range: SourceRange)]](repeating: [], count: nodeCount)
        for (node, reads) in scope.reads {
            edges[node] = reads
        }
        var order = LayoutOrder()
        let full = depthFirst(edges)
        for cycle in full.cycles {
            reportCycle(cycle, scope: scope)
        }
        order.hasCycle = !full.cycles.isEmpty
        order.postorder = full.postorder

        // In layoutSubviews the root's size is an input, not the size expressions: leave those edges out, so each
        // view's components come out together where nothing forces them apart.
        let sizeNodes: Set<Int> = [scope.heightNode, scope.widthNode]
        let layout = order.hasCycle ? full.postorder : depthFirst(edges, skipping: sizeNodes).postorder
        order.layout = layout.compactMap { node in
            guard !sizeNodes.contains(node) else { return nil }
            let slot = LayoutSlot(view: node / 4, component: FrameComponent(rawValue: node % 4) ?? .x)
            return scope.views[slot.view].frame == nil ? nil : slot
        }
        order.height = slotsReached(from: scope.heightNode, edges: edges, postorder: full.postorder, scope: scope)
        order.width = slotsReached(from: scope.widthNode, edges: edges, postorder: full.postorder, scope: scope)
        return order
    }

    /// Makes each frame component of a view a stack view arranges read the stack's size: the stack sets those
    /// frames when it lays out, so a frame that reads them (a subview's `parent.width`, an anchor converted
    /// through the view) is computed after the stack's frame, and the stack is laid out before it is read.
    func addStackReads(_ scope: inout TemplateScope) {
        for (index, view) in scope.views.enumerated() where view.isArranged {
            guard let stack = view.parent else { continue }
            let stackSize = [(scope.node(stack, .width), view.range), (scope.node(stack, .height), view.range)]
            for component in FrameComponent.allCases {
                scope.reads[scope.node(index, component), default: []] += stackSize
            }
        }
    }

    /// For each node of the layout graph, whether it reads a frame a stack view sets (an arranged view's),
    /// directly or through other nodes: known only once the stack lays out. `postorder` lists dependencies first.
    func stackReaders(_ scope: TemplateScope, postorder: [Int]) -> [Bool] {
        var readsStack = [Bool](repeating: false, count: scope.nodeCount)
        for node in postorder {
            let arranged = node < scope.heightNode && scope.views[node / 4].isArranged
            readsStack[node] = arranged || (scope.reads[node] ?? []).contains { readsStack[$0.node] }
        }
        return readsStack
    }

    /// Reports a template dimension that reads a frame a stack view sets: `height(forWidth:)` and
    /// `systemLayoutSizeFitting(_:)` compute frames without laying the views out, so no stack places its views.
    /// Returns whether it reported one: the nominal size is then wrong, and no frame is checked against it.
    mutating func diagnoseSizesReadingStacks(_ scope: TemplateScope, readsStack: [Bool]) -> Bool {
        var reported = false
        for axis in LayoutDimension.allCases where readsStack[scope.sizeNode(axis)] {
            guard axis == .height ? scope.kind.sizesHeight : scope.kind.sizesWidth else { continue }
            // Follow the reads down to the arranged view, keeping where the dimension itself reads it.
            var node = scope.sizeNode(axis)
            var range: SourceRange?
            var visited: Set<Int> = []
            while node >= scope.heightNode || !scope.views[node / 4].isArranged, visited.insert(node).inserted {
                guard let next = (scope.reads[node] ?? []).first(where: { readsStack[$0.node] }) else { break }
                if range == nil { range = next.range }
                node = next.node
            }
            guard let range, node < scope.heightNode else { continue }
            reported = true
            let view = scope.views[node / 4]
            let stack = view.parent.map { scope.views[$0].displayName } ?? "a stack view"
            diagnostics.error(
                .misplacedProperty,
                "a \(scope.kind.noun)'s \(axis) cannot read '\(scope.describe(node: node))', which \(stack) sets when "
                    + "it lays out",
                at: range,
                notes: [
                    Diagnostic.Note(
                        "the \(axis) is computed without laying out the views, so no stack has placed them; it may "
                            + "read the stack's own frame")
                ])
        }
        return reported
    }

    /// Depth-first search over every node in index order, with an explicit stack so that a long chain of
    /// dependencies cannot exhaust the call stack. Returns the postorder (dependencies first) and each cycle found,
    /// once, as its nodes with the place each reads the next. Edges into `skipped` are ignored.
    private func depthFirst(
        _ edges: [[(node: Int, range: SourceRange)]], skipping skipped: Set<Int> = []
    ) -> (postorder: [Int], cycles: [[(Int, SourceRange)]]) {
        var state = [UInt8](repeating: 0, count: edges.count)  // 0 unvisited, 1 on the stack, 2 done
        var postorder: [Int] = []
        postorder.reserveCapacity(edges.count)
        var cycles: [[(Int, SourceRange)]] = []
        var reported: Set<[Int]> = []
        for root in edges.indices where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                let outgoing = edges[top.node]
                guard top.next < outgoing.count else {
                    state[top.node] = 2
                    postorder.append(top.node)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = outgoing[top.next].node
                guard !skipped.contains(target) else { continue }
                switch state[target] {
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                case 1:
                    guard let start = stack.firstIndex(where: { $0.node == target }) else { break }
                    let cycle = stack[start...].map { ($0.node, edges[$0.node][$0.next - 1].range) }
                    if reported.insert(cycle.map(\.0).sorted()).inserted {
                        cycles.append(cycle)
                    }
                default:
                    break
                }
            }
        }
        return (postorder, cycles)
    }

    /// The slots a node reads, directly or not, in `postorder`'s order (which puts dependencies first).
    private func slotsReached(
        from start: Int, edges: [[(node: Int, range: SourceRange)]], postorder: [Int], scope: TemplateScope
    ) -> [LayoutSlot] {
        var reached = [Bool](repeating: false, count: edges.count)
        var pending = [start]
        while let node = pending.popLast() {
            for edge in edges[node] where !reached[edge.node] {
                reached[edge.node] = true
                pending.append(edge.node)
            }
        }
        return postorder.compactMap { node in
            guard reached[node], node < scope.heightNode else { return nil }
            let slot = LayoutSlot(view: node / 4, component: FrameComponent(rawValue: node % 4) ?? .x)
            return scope.views[slot.view].frame == nil ? nil : slot
        }
    }

    /// `layout cycle: a.y -> b.y -> a.y`, at the first read, with a note for each step.
    private mutating func reportCycle(_ cycle: [(node: Int, range: SourceRange)], scope: TemplateScope) {
        let names = cycle.map { scope.describe(node: $0.0) }
        let path = (names + [names[0]]).joined(separator: " -> ")
        var notes = [Diagnostic.Note("the cycle is \(path)")]
        for (index, step) in cycle.enumerated().dropFirst() {
            notes.append(
                Diagnostic.Note("'\(names[index])' reads '\(names[(index + 1) % names.count])' here", at: step.1))
        }
        let subject =
            names.count == 1
            ? "'\(names[0])' depends on itself"
            : "'\(names[0])' depends on itself through \(names.count - 1) other value\(names.count == 2 ? "" : "s")"
        diagnostics.error(.layoutCycle, "layout cycle: \(subject)", at: cycle[0].1, notes: notes)
    }

    /// The template's dimension along `axis` at the nominal value of the other (a cell's height at its nominal
    /// width, less its accessory), computing the frames `order` lists; a view's nominal height is its constant.
    func nominalSize(
        _ axis: LayoutDimension, _ root: RootSettings, _ scope: TemplateScope, _ order: [LayoutSlot]
    ) -> Double {
        var values = [Double](repeating: 0, count: scope.views.count * 4)
        // The dimension being computed is never read on the way (that would be a cycle), so it is 0 meanwhile.
        let contentWidth = axis == .width ? 0 : root.nominalWidth - root.accessoryWidth
        let height = axis == .height ? 0 : root.nominalHeight
        evaluate(order, scope: scope, width: contentWidth, height: height, into: &values)
        return (axis == .width ? root.width : root.height).evaluate(
            parentWidth: contentWidth, parentHeight: height,
            margin: { view, anchor in
                Checker.margin(anchor, of: view, scope: scope, values: values, width: contentWidth, height: height)
            },
            anchor: { view, anchor in Checker.read(anchor, of: view, in: values) },
            variables: variables.map(\.defaultValue))
    }

    /// Evaluates `order` at a root size, writing each component into `values` (four per view).
    func evaluate(
        _ order: [LayoutSlot], scope: TemplateScope, width: Double, height: Double, into values: inout [Double]
    ) {
        for slot in order {
            guard let expression = scope.views[slot.view].frame?[slot.component] else { continue }
            let value = expression.evaluate(
                parentWidth: width, parentHeight: height,
                margin: { view, anchor in
                    Checker.margin(anchor, of: view, scope: scope, values: values, width: width, height: height)
                },
                anchor: { view, anchor in Checker.read(anchor, of: view, in: values) },
                variables: variables.map(\.defaultValue))
            values[slot.view * 4 + slot.component.rawValue] = value
        }
    }

    static func read(_ anchor: Anchor, of view: Int, in values: [Double]) -> Double {
        let x = values[view * 4]
        let y = values[view * 4 + 1]
        let width = values[view * 4 + 2]
        let height = values[view * 4 + 3]
        switch anchor {
        case .minX: return x
        case .midX: return x + width / 2
        case .maxX: return x + width
        case .minY: return y
        case .midY: return y + height / 2
        case .maxY: return y + height
        case .width: return width
        case .height: return height
        }
    }

    /// Warns about frames that fall outside their parent at the template's nominal size.
    ///
    /// Views inside scroll views and stack views are skipped: their content may scroll, or is placed at run time.
    /// Views whose frame reads a view's content or a frame a stack view sets (`readsContent`, by graph node) are
    /// skipped too, with their subviews, since the compiler cannot measure content or arrange stacks; with a `width` or `height` of nil (one that reads content)
    /// the top-level views are not checked against the bottom edge. The subviews of the cell's own views are
    /// checked against the size the cell gives each (``partBounds(_:nominalWidth:width:height:)``).
    mutating func warnAboutFrames(
        _ scope: TemplateScope, order: [LayoutSlot], nominalWidth: Double, width: Double?, height: Double?,
        readsContent: [Bool]
    ) {
        var values = [Double](repeating: 0, count: scope.views.count * 4)
        var bounds: [Int: (width: Double, height: Double)] = [:]
        for (index, view) in scope.views.enumerated() {
            guard let part = view.part,
                let size = partBounds(view, nominalWidth: nominalWidth, width: width, height: height)
            else { continue }
            // Evaluated at the nominal size, checked against the bounds, as the top-level views are: an unknown
            // dimension (one that reads content) is evaluated at the cell's starting size and has no edge.
            values[index * 4 + 2] = part == .accessoryView ? size.width : nominalWidth
            values[index * 4 + 3] = part == .accessoryView ? size.height : height ?? 0
            bounds[index] = size
        }
        evaluate(order, scope: scope, width: width ?? nominalWidth, height: height ?? 0, into: &values)
        var placedStatically = [Bool](repeating: true, count: scope.views.count)
        for (index, view) in scope.views.enumerated() {
            if view.isTopLevelObject {
                // In no view: nothing for it to fall outside of.
                placedStatically[index] = false
                continue
            }
            if view.part != nil {
                placedStatically[index] = bounds[index] != nil
            } else if let parent = view.parent {
                let parentKind = scope.views[parent].kind
                placedStatically[index] =
                    placedStatically[parent] && (scope.views[parent].frame != nil || bounds[parent] != nil)
                    && parentKind != .scrollView && parentKind != .stackView
            }
            if FrameComponent.allCases.contains(where: { readsContent[scope.node(index, $0)] }) {
                placedStatically[index] = false
            }
            guard placedStatically[index], view.frame != nil else { continue }
            let parentWidth =
                view.parent.map { bounds[$0]?.width ?? values[$0 * 4 + 2] } ?? width ?? .greatestFiniteMagnitude
            let parentHeight =
                view.parent.map { bounds[$0]?.height ?? values[$0 * 4 + 3] } ?? height ?? .greatestFiniteMagnitude
            let frame = (values[index * 4], values[index * 4 + 1], values[index * 4 + 2], values[index * 4 + 3])
            let tolerance = 0.001
            let outside =
                frame.0 < -tolerance || frame.1 < -tolerance || frame.2 < -tolerance || frame.3 < -tolerance
                || frame.0 + frame.2 > parentWidth + tolerance || frame.1 + frame.3 > parentHeight + tolerance
            guard outside else { continue }
            let shown = [frame.0, frame.1, frame.2, frame.3].map(\.sourceText).joined(separator: ", ")
            let frameRange =
                scope.syntax[index].members.lazy.compactMap { member -> SourceRange? in
                    guard case .property(let property) = member,
                        view.kind.property(named: property.name.text)?.role == .frame
                    else { return nil }
                    return property.range
                }.first ?? view.range
            let negative = frame.2 < -tolerance ? "width" : frame.3 < -tolerance ? "height" : nil
            let problem = negative.map { "has a negative \($0)" } ?? "falls outside its parent"
            diagnostics.warning(
                .frameOutsideParent,
                "\(view.displayName) \(problem) at the nominal width of \(nominalWidth.sourceText)",
                at: frameRange,
                notes: [
                    Diagnostic.Note(
                        "its frame is (\(shown)) in a parent of \(parentWidth.sourceText) x \(parentHeight.sourceText)"
                    )
                ])
        }
    }

    /// The size the cell gives one of its own views at the nominal size, which its subviews' frames are checked
    /// against: a background view is as large as the cell (UIKit sizes it to the cell's bounds, accessory
    /// included), an accessory view is its `size`. A dimension that reads content has no edge (infinite); nil
    /// when the view has no size to check against (an accessory view without a `size`, already an error).
    func partBounds(_ view: ViewNode, nominalWidth: Double, width: Double?, height: Double?) -> (
        width: Double, height: Double
    )? {
        switch view.part {
        case .backgroundView, .selectedBackgroundView:
            (width == nil ? .greatestFiniteMagnitude : nominalWidth, height ?? .greatestFiniteMagnitude)
        case .accessoryView: view.size.map { ($0.width, $0.height) }
        case .contentView, nil: nil
        }
    }
}
