import CellCatalog

/// Turns a template's autoresizing masks and constraints into `.cell` frames: for each view, per axis, its
/// origin and length as linear expressions over its parent's size and margins, other views' anchors, layout
/// variables and its own fitting size, with their values at the size the file was designed at.
///
/// A view laid out by its autoresizing mask keeps its margins and length, or shares the parent's change among
/// the flexible ones in proportion to their sizes, as UIKit does. A view placed by constraints takes, per axis, the
/// first two of its required equalities (edges, centre, length, margins, aspect ratio) that read only views
/// already placed, or one and its content's size; views are placed as the views they read are, so the frames read
/// each other without a cycle. What no such constraint determines keeps the file's frame, with a finding that
/// says so, as does every constraint the frames cannot express (inequalities, lower priorities, baselines).
struct FrameSolver {
    /// Something the solver could not translate, or found wrong, at its place in the file.
    struct Finding: Sendable {
        enum Kind: Sendable {
            /// A view's constraints do not determine an axis: the file's frame is kept.
            case ambiguous
            /// A view's constraints put it elsewhere than the file draws it (Interface Builder's misplaced view).
            case misplaced
            /// A constraint the frames do not express.
            case untranslated
        }

        var kind: Kind
        var message: String
        var location: XMLLocation
    }

    /// How one view is laid out.
    enum Placement: Sendable {
        /// A frame `(x, y, width, height)`, each written out.
        case frame([String])
        /// A stack view's arranged view, at a size of its own when it has one.
        case arranged(size: [String]?)
    }

    private(set) var placements: [Int: Placement] = [:]
    private(set) var findings: [Finding] = []
    /// The views whose length on some axis is their content's (a label's text), which CellKit measures in its own
    /// fonts: their frames follow the text, not the file's numbers.
    private(set) var measured: Set<Int> = []
    /// The root's layout margins, as the file's frames show them.
    private(set) var rootMargins = LayoutMargins.view

    private var template: ImportedTemplate
    /// Each view's index by id.
    private var indexOfID: [String: Int] = [:]
    /// Each view's origin in the root's coordinates, from the file's frames.
    private var absoluteOrigin: [(x: Double, y: Double)] = []
    /// The constraints that involve each view, by index into the template's constraints.
    private var constraintsOfView: [[Int]] = []
    /// The constraints between two views, or of a view with itself, by `lower * views + higher` of their indices.
    private var constraintsBetween: [Int: [Int]] = [:]
    /// Each axis tried (a view's index twice, plus one down): the first term of each role its required
    /// equalities have given so far, with the constraint's number.
    private var usableTerms: [Int: [(number: Int, term: Term)]] = [:]
    /// Each axis's views placed since it was last tried, whose constraints with it may now be read.
    private var placedSinceTried: [Int: [Int]] = [:]
    /// The solved origin and length of each view per axis.
    private var solved: [[XIBAxis: (origin: LinearExpression, length: LinearExpression)]] = []
    /// The template's member names, from which a view a frame reads is named.
    private var names: MemberNames
    /// The view and axis (0 across, 1 down) of each length that is the view's content's, written `auto`.
    private var autoLengths: Set<[Int]> = []
    /// Each named view's index by its name.
    private var indexOfName: [String: Int] = [:]

    /// The names views have after solving: the outlets, and those a frame reads.
    var views: [ImportedTemplate.View] { template.views }

    /// Solves `template`, whose members have `names`.
    init(_ template: ImportedTemplate, names: MemberNames) {
        self.template = template
        self.names = names
        let count = template.views.count
        solved = Array(repeating: [:], count: count)
        constraintsOfView = Array(repeating: [], count: count)
        absoluteOrigin = Array(repeating: (0, 0), count: count)
        for (index, view) in template.views.enumerated() {
            indexOfID[view.id] = index
            if let name = view.name {
                indexOfName[name] = index
            }
            if let parent = view.parent {
                absoluteOrigin[index] = (absoluteOrigin[parent].x + view.rect.x, absoluteOrigin[parent].y + view.rect.y)
            }
        }
        for (number, constraint) in template.constraints.enumerated() {
            var items = [constraint.firstItem]
            if let second = constraint.secondItem, second != constraint.firstItem {
                items.append(second)
            }
            let indices = items.compactMap { indexOfID[$0] }
            for index in indices {
                constraintsOfView[index].append(number)
            }
            if let low = indices.min(), let high = indices.max() {
                constraintsBetween[low * count + high, default: []].append(number)
            }
        }
        rootMargins = Self.impliedMargins(of: template, indexOfID: indexOfID, absoluteOrigin: absoluteOrigin)
        solve()
    }

    /// The root's layout margins as the file's frames show them: a view pinned to a margin at a constant sits
    /// the margin and the constant in, so a file designed with other margins than CellKit's default (Xcode 6
    /// gave a content view 8) keeps its frames. The default where no constraint shows one.
    private static func impliedMargins(
        of template: ImportedTemplate, indexOfID: [String: Int], absoluteOrigin: [(x: Double, y: Double)]
    ) -> LayoutMargins {
        var margins = template.kind.rootMargins
        var found: Set<WritableKeyPath<LayoutMargins, Double>> = []
        let root = template.views.first?.rect ?? .zero
        let size = root.width > 0 && root.height > 0 ? root : template.rect
        for constraint in template.constraints where constraint.isRequiredEquality && constraint.multiplier == 1 {
            guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else { continue }
            // The root's margin on one side, a view's edge on the other: root = view + c, or view = root + c.
            let (rootAttribute, viewID, viewAttribute, offset):
                (XIBConstraint.Attribute, String, XIBConstraint.Attribute, Double)
            if template.rootAliases.contains(constraint.firstItem), constraint.firstAttribute.isMargin {
                (rootAttribute, viewID, viewAttribute, offset) = (
                    constraint.firstAttribute, second, secondAttribute, constraint.constant
                )
            } else if template.rootAliases.contains(second), secondAttribute.isMargin {
                (rootAttribute, viewID, viewAttribute, offset) = (
                    secondAttribute, constraint.firstItem, constraint.firstAttribute, -constraint.constant
                )
            } else {
                continue
            }
            guard let index = indexOfID[viewID], template.views[index].isRecorded, !viewAttribute.isMargin,
                rootAttribute.role == viewAttribute.role, rootAttribute.axis == viewAttribute.axis
            else { continue }
            let rect = template.views[index].rect
            let low = rootAttribute.axis == .horizontal ? absoluteOrigin[index].x : absoluteOrigin[index].y
            let length = rootAttribute.axis == .horizontal ? rect.width : rect.height
            let edge = (low + (rootAttribute.role == .maximum ? length : 0)) + offset
            let side: WritableKeyPath<LayoutMargins, Double>
            let value: Double
            switch (rootAttribute.axis, rootAttribute.role) {
            case (.horizontal, .minimum?): (side, value) = (\.left, edge)
            case (.horizontal, .maximum?): (side, value) = (\.right, size.width - edge)
            case (.vertical, .minimum?): (side, value) = (\.top, edge)
            case (.vertical, .maximum?): (side, value) = (\.bottom, size.height - edge)
            default: continue
            }
            // The first constraint that shows a side decides it.
            guard found.insert(side).inserted else { continue }
            margins[keyPath: side] = value
        }
        return margins
    }

    // MARK: Solving

    private mutating func solve() {
        let views = template.views
        var byConstraints: [Int] = []
        for index in views.indices.dropFirst() {
            guard let parent = views[index].parent else { continue }
            if views[parent].kind == .stackView {
                placements[index] = .arranged(size: arrangedSize(of: index))
                continue
            }
            if let mask = views[index].autoresizing {
                for axis in XIBAxis.allCases {
                    solved[index][axis] = autoresized(index, axis: axis, mask: mask)
                }
            } else {
                byConstraints.append(index)
            }
            reportUntranslated(index)
        }
        solveByConstraints(byConstraints)
        for index in views.indices where solved[index].count == 2 {
            guard let h = solved[index][.horizontal], let v = solved[index][.vertical] else { continue }
            placements[index] = .frame([
                h.origin.text, v.origin.text, autoLengths.contains([index, 0]) ? "auto" : h.length.text,
                autoLengths.contains([index, 1]) ? "auto" : v.length.text,
            ])
            if views[index].autoresizing == nil, views[index].isRecorded {
                checkPlacement(index, h: h, v: v)
            }
        }
    }

    /// The views placed by constraints, each axis as soon as two of its constraints read only what is placed
    /// (the other axis of the view itself for an aspect ratio). When none can be, one that has a single such
    /// constraint takes its content's size (a label's text) for the other side; when none has, the first left
    /// keeps the file's frame where its constraints fall short. A view is tried again only when one it is
    /// constrained to is placed, so the work is linear in the constraints.
    private mutating func solveByConstraints(_ indices: [Int]) {
        let all = XIBAxis.allCases.flatMap { axis in indices.map { Self.key($0, axis) } }
        var pending = Set(all)
        var queue = all
        var next = 0
        var cursor = 0
        // The axes that wait with one usable constraint and a content size, most recent last.
        var candidates: [Int] = []
        // The axes tried alone since the last system was solved, which one may now place.
        var dirty = Set(all)
        while !pending.isEmpty {
            var key: Int
            if next < queue.count {
                key = queue[next]
                next += 1
                guard pending.contains(key) else { continue }
                switch place(key / 2, axis: Self.axis(of: key), mode: .explicit) {
                case .placed: break
                case .needsContentSize:
                    candidates.append(key)
                    continue
                case .notYet: continue
                }
            } else if !dirty.isEmpty {
                // Stalled: the axes that read each other may be determined together.
                let starts = dirty.filter(pending.contains)
                dirty.removeAll()
                let placed = solveTogether(starts, pending: pending)
                for key in placed {
                    pending.remove(key)
                    wake(after: key, pending: pending, queue: &queue, dirty: &dirty)
                }
                continue
            } else if let candidate = candidates.popLast() {
                guard pending.contains(candidate),
                    place(candidate / 2, axis: Self.axis(of: candidate), mode: .contentSize) == .placed
                else { continue }
                key = candidate
            } else {
                while !pending.contains(all[cursor]) {
                    cursor += 1
                }
                key = all[cursor]
                _ = place(key / 2, axis: Self.axis(of: key), mode: .fallback)
            }
            pending.remove(key)
            wake(after: key, pending: pending, queue: &queue, dirty: &dirty)
        }
    }

    /// A view's axis as one number, as the worklist keeps it: its index twice, plus one for the vertical axis.
    private static func key(_ index: Int, _ axis: XIBAxis) -> Int {
        index * 2 + (axis == .horizontal ? 0 : 1)
    }

    /// The axis of a worklist key.
    private static func axis(of key: Int) -> XIBAxis {
        key % 2 == 0 ? .horizontal : .vertical
    }

    /// Queues again the pending axes that placing `key` may let a constraint place: the view's other axis (an
    /// aspect ratio), and each axis of another view that a constraint ties to this axis, noting this view as
    /// one whose constraints with it are to be read.
    private mutating func wake(after key: Int, pending: Set<Int>, queue: inout [Int], dirty: inout Set<Int>) {
        let index = key / 2
        let id = template.views[index].id
        // The view's other axis, then its neighbours'.
        var waiting = [key ^ 1]
        for number in constraintsOfView[index] {
            let constraint = template.constraints[number]
            let (own, otherItem, otherAttribute) =
                constraint.firstItem == id
                ? (constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
                : (constraint.secondAttribute, Optional(constraint.firstItem), Optional(constraint.firstAttribute))
            guard own?.axis == Self.axis(of: key), let otherItem, let otherAttribute,
                let other = indexOfID[otherItem], other != index
            else { continue }
            waiting.append(Self.key(other, otherAttribute.axis))
        }
        for waiter in waiting where pending.contains(waiter) {
            placedSinceTried[waiter, default: []].append(index)
            queue.append(waiter)
            dirty.insert(waiter)
        }
    }

    /// The largest group of axes solved as one system (reading at most eight constraints an axis); a larger one
    /// is placed a view at a time, so a hostile file's cost stays linear.
    static let largestSystem = 32

    /// Places the axes among `starts` (and those constrained to them) that their required equalities determine
    /// together, or else with the content sizes of the views that have one; returns the keys placed.
    private mutating func solveTogether(_ starts: Set<Int>, pending: Set<Int>) -> [Int] {
        var visited: Set<Int> = []
        var placed: [Int] = []
        for start in starts.sorted() where !visited.contains(start) {
            // The group: the pending axes of siblings linked by constraints, breadth first.
            var group = [start]
            visited.insert(start)
            var position = 0
            // The constraints a group may read, so that a view with many costs no more than one with few.
            var budget = Self.largestSystem * 8
            while position < group.count, group.count <= Self.largestSystem, budget >= 0 {
                let key = group[position]
                position += 1
                let index = key / 2
                for number in constraintsOfView[index] {
                    budget -= 1
                    guard budget >= 0 else { break }
                    let constraint = template.constraints[number]
                    for item in [constraint.firstItem, constraint.secondItem] {
                        guard let item, let other = indexOfID[item], other != index else { continue }
                        let otherKey = Self.key(other, Self.axis(of: key))
                        guard pending.contains(otherKey), !visited.contains(otherKey),
                            template.views[other].parent == template.views[index].parent
                        else { continue }
                        visited.insert(otherKey)
                        group.append(otherKey)
                    }
                }
            }
            guard group.count <= Self.largestSystem, budget >= 0 else { continue }
            var solved = solveSystem(group, withContentSizes: false)
            if solved.isEmpty {
                solved = solveSystem(group, withContentSizes: true)
            }
            placed += solved
        }
        return placed
    }

    /// Solves the axes of `group` from their required equalities (and, `withContentSizes`, the content sizes of
    /// the views that have one); places and returns those it determines.
    private mutating func solveSystem(_ group: [Int], withContentSizes: Bool) -> [Int] {
        let axis = Self.axis(of: group[0])
        var unknownOfView: [Int: Int] = [:]
        for (position, key) in group.enumerated() {
            unknownOfView[key / 2] = position * 2
        }
        var system = ConstraintSystem(unknowns: group.count * 2)
        var seen: Set<Int> = []
        for key in group {
            for number in constraintsOfView[key / 2] where seen.insert(number).inserted {
                let constraint = template.constraints[number]
                guard constraint.isRequiredEquality, constraint.firstAttribute.axis == axis,
                    let secondAttribute = constraint.secondAttribute ?? Optional(constraint.firstAttribute),
                    secondAttribute.axis == axis || constraint.secondItem == nil
                else { continue }
                let constant =
                    template.constraintOutlets[constraint.id].map {
                        LinearExpression(atom: $0, value: constraint.constant)
                    } ?? LinearExpression(constraint.constant)
                guard
                    let first = side(constraint.firstItem, constraint.firstAttribute, unknownOfView, near: key / 2)
                else { continue }
                var coefficients = first.coefficients
                var value = constant - first.known
                if let secondItem = constraint.secondItem {
                    guard let second = side(secondItem, secondAttribute, unknownOfView, near: key / 2) else { continue }
                    for (unknown, coefficient) in second.coefficients {
                        coefficients[unknown, default: 0] -= coefficient * constraint.multiplier
                    }
                    value = value + second.known * constraint.multiplier
                }
                system.add(coefficients, equals: value)
            }
        }
        if withContentSizes {
            for key in group {
                let index = key / 2
                let view = template.views[index]
                guard view.kind.hasContentSize, view.kind != .imageView, let unknown = unknownOfView[index] else {
                    continue
                }
                system.add([unknown + 1: 1], equals: fitting(index, axis: axis, value: view.rect.span(axis).length))
            }
        }
        let values = system.solve()
        var placed: [Int] = []
        for key in group {
            let index = key / 2
            guard let unknown = unknownOfView[index], let origin = values[unknown], let length = values[unknown + 1]
            else {
                autoLengths.remove([index, axis == .horizontal ? 0 : 1])
                continue
            }
            solved[index][axis] = (origin, length)
            // `auto` only where the length is the fitting size itself.
            if !(length.isAtom && length.atoms[0].hasPrefix("fitting")) {
                autoLengths.remove([index, axis == .horizontal ? 0 : 1])
            }
            if !measured.contains(index), (origin.atoms + length.atoms).contains(where: readsContent) {
                measured.insert(index)
            }
            placed.append(key)
        }
        return placed
    }

    /// One side of a constraint in a system: the unknowns it reads (the origin and length of a view of the group)
    /// and what it reads that is known (the parent, a placed view); nil when it reads what is neither.
    private mutating func side(
        _ id: String, _ attribute: XIBConstraint.Attribute, _ unknownOfView: [Int: Int], near index: Int
    ) -> (coefficients: [Int: Double], known: LinearExpression)? {
        guard let role = attribute.role else { return nil }
        if let item = indexOfID[id], let unknown = unknownOfView[item] {
            guard !attribute.isMargin else { return nil }
            switch role {
            case .minimum: return ([unknown: 1], LinearExpression(0))
            case .maximum: return ([unknown: 1, unknown + 1: 1], LinearExpression(0))
            case .center: return ([unknown: 1, unknown + 1: 0.5], LinearExpression(0))
            case .length: return ([unknown + 1: 1], LinearExpression(0))
            }
        }
        return anchor(id, attribute, for: index).map { ([:], $0) }
    }

    /// One side of a view's axis: which of its edges, centre or length, and what it equals.
    private struct Term {
        var role: XIBConstraint.Role
        var expression: LinearExpression
    }

    /// How far `place` may go.
    private enum Mode {
        /// Two constraints, or none.
        case explicit
        /// One constraint and the view's content size.
        case contentSize
        /// Whatever the constraints give, the file's frame for the rest.
        case fallback
    }

    /// What `place` did.
    private enum Outcome {
        case placed
        /// One constraint reads what is placed, and the view has a content size for the other side.
        case needsContentSize
        case notYet
    }

    /// Places `index` on `axis` from its constraints, if two of them (or, in `.contentSize`, one and its
    /// content's size) read only what is placed; in `.fallback`, the file's frame fills what they leave open.
    private mutating func place(_ index: Int, axis: XIBAxis, mode: Mode) -> Outcome {
        let fallingBack = mode == .fallback
        var terms: [Term] = []
        if fallingBack {
            for number in constraintsOfView[index] {
                let constraint = template.constraints[number]
                guard constraint.relation == .equal, let term = term(of: constraint, for: index, axis: axis),
                    !terms.contains(where: { $0.role == term.role })
                else { continue }
                terms.append(term)
            }
        } else {
            terms = requiredTerms(index, axis: axis)
        }
        let view = template.views[index]
        let recorded = view.rect.span(axis)
        let intrinsic = view.kind.hasContentSize && view.kind != .imageView
        let oneAndContent = terms.count == 1 && terms[0].role != .length && intrinsic
        guard terms.count >= 2 || (oneAndContent && mode == .contentSize) || fallingBack else {
            return oneAndContent ? .needsContentSize : .notYet
        }
        let position = terms.first { $0.role != .length }
        let length = terms.first { $0.role == .length }
        var origin: LinearExpression
        var size: LinearExpression
        if let length, let position {
            size = length.expression
            origin = Self.origin(from: position, length: size)
        } else if let position, let other = terms.first(where: { $0.role != .length && $0.role != position.role }) {
            (origin, size) = Self.span(position, other)
        } else if let position, intrinsic {
            size = fitting(index, axis: axis, value: recorded.length)
            origin = Self.origin(from: position, length: size)
            measured.insert(index)
        } else {
            let what = axis == .horizontal ? "horizontally" : "vertically"
            if let length {
                size = length.expression
            } else if intrinsic {
                size = fitting(index, axis: axis, value: recorded.length)
                measured.insert(index)
            } else {
                size = LinearExpression(recorded.length)
            }
            origin = LinearExpression(recorded.origin)
            let kept = axis == .horizontal ? "x" : "y"
            if !(view.kind == .imageView && terms.count == 1 && position != nil) {
                findings.append(
                    Finding(
                        kind: .ambiguous,
                        message: "the constraints of \(describe(index)) do not place it \(what); the import keeps "
                            + "the file's \(kept) of \(XIBValue.length(recorded.origin))"
                            + (length == nil && !intrinsic
                                ? " and its length of \(XIBValue.length(recorded.length))" : ""),
                        location: view.location))
            }
            if let position {
                origin = Self.origin(from: position, length: size)
            }
        }
        solved[index][axis] = (origin, size)
        // A view placed from one whose size is its content's follows that content too.
        if !measured.contains(index), (origin.atoms + size.atoms).contains(where: readsContent) {
            measured.insert(index)
        }
        return .placed
    }

    /// The first term of each role that the view's required equalities give on `axis`, in the constraints' order.
    /// The first time an axis is tried all its constraints are read; after that only those with the views placed
    /// since (``wake(after:pending:queue:dirty:)``), as no other can have become readable: a view tried again for
    /// each of many neighbours costs what they have in common.
    private mutating func requiredTerms(_ index: Int, axis: XIBAxis) -> [Term] {
        let key = Self.key(index, axis)
        let placed = placedSinceTried.removeValue(forKey: key) ?? []
        let count = template.views.count
        let numbers =
            usableTerms[key] == nil
            ? constraintsOfView[index]
            : Set(placed.flatMap { constraintsBetween[min(index, $0) * count + max(index, $0)] ?? [] }).sorted()
        var first = usableTerms[key] ?? []
        for number in numbers {
            let constraint = template.constraints[number]
            guard constraint.isRequiredEquality, constraint.relation == .equal,
                let term = term(of: constraint, for: index, axis: axis)
            else { continue }
            if let slot = first.firstIndex(where: { $0.term.role == term.role }) {
                if number < first[slot].number {
                    first[slot] = (number, term)
                }
            } else {
                first.append((number, term))
            }
        }
        usableTerms[key] = first
        return first.sorted { $0.number < $1.number }.map(\.term)
    }

    /// The origin of a span of `length` whose `position` term is known.
    private static func origin(from position: Term, length: LinearExpression) -> LinearExpression {
        switch position.role {
        case .minimum: position.expression
        case .maximum: position.expression - length
        case .center: position.expression - length * 0.5
        case .length: position.expression
        }
    }

    /// The origin and length of a span two of whose edges and centre are known.
    private static func span(_ a: Term, _ b: Term) -> (LinearExpression, LinearExpression) {
        let (low, high) = a.role == .minimum || (a.role == .center && b.role == .maximum) ? (a, b) : (b, a)
        switch (low.role, high.role) {
        case (.minimum, .maximum): return (low.expression, high.expression - low.expression)
        case (.minimum, .center): return (low.expression, (high.expression - low.expression) * 2)
        default:
            // The centre and the high edge.
            let length = (high.expression - low.expression) * 2
            return (high.expression - length, length)
        }
    }

    /// The view's fitting length on `axis`: its width at no limit, or its height at the width it is given.
    private mutating func fitting(_ index: Int, axis: XIBAxis, value: Double) -> LinearExpression {
        let name = self.name(of: index)
        var atom: String
        if axis == .horizontal {
            atom = "fittingWidth(\(name))"
        } else if let width = solved[index][.horizontal], !autoLengths.contains([index, 0]) {
            // At the width it has; `auto` across is its width at no limit, so its height is at no limit too.
            atom = "fittingHeight(\(name), \(width.length.text))"
        } else {
            atom = "fittingHeight(\(name))"
        }
        // Bounds on its own length (`height >= 28`) hold against its content, as Auto Layout holds them.
        let (lower, upper) = lengthBounds(index, axis: axis)
        if let lower {
            atom = "max(\(XIBValue.length(lower)), \(atom))"
        }
        if let upper {
            atom = "min(\(XIBValue.length(upper)), \(atom))"
        }
        if lower == nil, upper == nil {
            autoLengths.insert([index, axis == .horizontal ? 0 : 1])
        }
        return LinearExpression(atom: atom, value: value)
    }

    /// The required inequalities of `index`'s own length on `axis` against constants: its least and its most.
    private func lengthBounds(_ index: Int, axis: XIBAxis) -> (lower: Double?, upper: Double?) {
        var lower: Double?
        var upper: Double?
        for number in constraintsOfView[index] {
            let constraint = template.constraints[number]
            guard Self.isLengthBound(constraint), constraint.firstAttribute.axis == axis,
                constraint.firstItem == template.views[index].id
            else { continue }
            if constraint.relation == .greaterThanOrEqual {
                lower = max(lower ?? constraint.constant, constraint.constant)
            } else {
                upper = min(upper ?? constraint.constant, constraint.constant)
            }
        }
        return (lower, upper)
    }

    /// Whether a constraint bounds a view's own width or height by a constant (`height >= 28`), at the required
    /// priority: what a frame writes as `max(28, fittingHeight(label))` around the view's content size.
    private static func isLengthBound(_ constraint: XIBConstraint) -> Bool {
        constraint.secondItem == nil && constraint.firstAttribute.role == .length && constraint.relation != .equal
            && constraint.priority >= 1000
    }

    /// What `constraint` says of `index` on `axis`: one of its edges, its centre or its length, as an expression
    /// over what is placed; nil when it says nothing of that axis, reads what is not placed or cannot be written.
    private mutating func term(of constraint: XIBConstraint, for index: Int, axis: XIBAxis) -> Term? {
        guard constraint.firstAttribute.axis == axis || constraint.secondAttribute?.axis == axis else { return nil }
        let id = template.views[index].id
        let constant =
            template.constraintOutlets[constraint.id].map {
                LinearExpression(atom: $0, value: constraint.constant)
            } ?? LinearExpression(constraint.constant)
        guard let firstRole = constraint.firstAttribute.role else { return nil }
        guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute else {
            // A length of its own.
            guard constraint.firstItem == id, firstRole == .length, constraint.firstAttribute.axis == axis else {
                return nil
            }
            return Term(role: .length, expression: constant)
        }
        guard let secondRole = secondAttribute.role, constraint.multiplier != 0 else { return nil }
        if constraint.firstItem == id, second == id {
            // An aspect ratio: this length from the other axis's, once that is placed.
            guard firstRole == .length, secondRole == .length, constraint.firstAttribute.axis == axis,
                secondAttribute.axis != axis, let other = solved[index][secondAttribute.axis]
            else { return nil }
            return Term(role: .length, expression: other.length * constraint.multiplier + constant)
        }
        if constraint.firstItem == id {
            guard constraint.firstAttribute.axis == axis, !constraint.firstAttribute.isMargin,
                let anchor = anchor(second, secondAttribute, for: index)
            else { return nil }
            return Term(role: firstRole, expression: anchor * constraint.multiplier + constant)
        }
        guard second == id, secondAttribute.axis == axis, !secondAttribute.isMargin,
            let anchor = anchor(constraint.firstItem, constraint.firstAttribute, for: index)
        else { return nil }
        // first = this * multiplier + constant, so this = (first - constant) / multiplier.
        return Term(role: secondRole, expression: (anchor - constant) * (1 / constraint.multiplier))
    }

    /// The anchor `attribute` of the item `id` in the coordinates of `index`'s parent, nil when the item is not
    /// placed yet or the language cannot read that anchor (a margin of a view other than the parent).
    private mutating func anchor(_ id: String, _ attribute: XIBConstraint.Attribute, for index: Int)
        -> LinearExpression?
    {
        guard let role = attribute.role, let parent = template.views[index].parent else { return nil }
        let axis = attribute.axis
        let horizontal = axis == .horizontal
        let item = indexOfID[id]
        if item == parent || (parent == 0 && template.rootAliases.contains(id)) {
            let length = template.views[parent].rect.span(axis).length
            if attribute.isMargin {
                let margins = parent == 0 ? rootMargins : LayoutMargins.view
                let low = horizontal ? margins.left : margins.top
                let high = horizontal ? margins.right : margins.bottom
                let names = horizontal ? ("minX", "maxX", "midX", "width") : ("minY", "maxY", "midY", "height")
                switch role {
                case .minimum: return LinearExpression(atom: "parent.margins.\(names.0)", value: low)
                case .maximum: return LinearExpression(atom: "parent.margins.\(names.1)", value: length - high)
                case .center:
                    return LinearExpression(atom: "parent.margins.\(names.2)", value: low + (length - low - high) / 2)
                case .length: return LinearExpression(atom: "parent.margins.\(names.3)", value: length - low - high)
                }
            }
            let size = LinearExpression(atom: horizontal ? "parent.width" : "parent.height", value: length)
            switch role {
            case .minimum: return LinearExpression(0)
            case .maximum, .length: return size
            case .center: return size * 0.5
            }
        }
        // A view cannot read its own subviews, which are placed in it: the constraint is theirs.
        guard let item, item != 0, item != index, !attribute.isMargin, !isDescendant(item, of: index),
            solved[item][axis] != nil || isArranged(item)
        else { return nil }
        let name = self.name(of: item)
        let rect = template.views[item].rect
        let origin =
            (horizontal ? absoluteOrigin[item].x : absoluteOrigin[item].y)
            - (horizontal ? absoluteOrigin[parent].x : absoluteOrigin[parent].y)
        let length = horizontal ? rect.width : rect.height
        let names = horizontal ? ("minX", "maxX", "midX", "width") : ("minY", "maxY", "midY", "height")
        switch role {
        case .minimum: return LinearExpression(atom: "\(name).\(names.0)", value: origin)
        case .maximum: return LinearExpression(atom: "\(name).\(names.1)", value: origin + length)
        case .center: return LinearExpression(atom: "\(name).\(names.2)", value: origin + length / 2)
        case .length: return LinearExpression(atom: "\(name).\(names.3)", value: length)
        }
    }

    /// Whether an atom reads a fitting size, or an anchor of a view whose frame follows its content.
    private func readsContent(_ atom: String) -> Bool {
        if atom.hasPrefix("fitting") { return true }
        guard let dot = atom.firstIndex(of: "."), let index = indexOfName[String(atom[..<dot])] else { return false }
        return measured.contains(index)
    }

    /// Whether `index` is inside `ancestor`.
    private func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = template.views[index].parent
        while let view = current {
            if view == ancestor { return true }
            current = template.views[view].parent
        }
        return false
    }

    /// Whether a stack view places the view, which a frame may read whenever it is.
    private func isArranged(_ index: Int) -> Bool {
        if case .arranged = placements[index] { true } else { false }
    }

    // MARK: Autoresizing

    /// The span of a view its mask lays out: each flexible part (margin or length) takes the parent's change in
    /// proportion to its size in the file, the others keep theirs.
    private func autoresized(
        _ index: Int, axis: XIBAxis, mask: ImportedTemplate.AutoresizingMask
    ) -> (origin: LinearExpression, length: LinearExpression) {
        let view = template.views[index]
        let parentLength = template.views[view.parent ?? 0].rect.span(axis).length
        let (origin, length) = view.rect.span(axis)
        let end = parentLength - origin - length
        let flexible =
            axis == .horizontal
            ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let parts = [flexible.0 ? origin : 0, flexible.1 ? length : 0, flexible.2 ? end : 0]
        let count = [flexible.0, flexible.1, flexible.2].count { $0 }
        let total = parts.reduce(0, +)
        // The parent's change: its length now less its length in the file.
        let change =
            LinearExpression(atom: axis == .horizontal ? "parent.width" : "parent.height", value: parentLength)
            - LinearExpression(parentLength)
        func share(_ part: Double, _ isFlexible: Bool) -> LinearExpression {
            guard isFlexible, count > 0 else { return LinearExpression(part) }
            let fraction = total > 0 ? part / total : 1 / Double(count)
            return LinearExpression(part) + change * fraction
        }
        return (share(origin, flexible.0), share(length, flexible.1))
    }

    // MARK: Stack views

    /// The size of an arranged view: its own width and height constraints, and the file's frame for a view that
    /// has no content size to stand in for what they leave out.
    private func arrangedSize(of index: Int) -> [String]? {
        let view = template.views[index]
        var lengths: [XIBAxis: String] = [:]
        for number in constraintsOfView[index] {
            let constraint = template.constraints[number]
            guard constraint.firstItem == view.id, constraint.secondItem == nil, constraint.isRequiredEquality,
                constraint.firstAttribute.role == .length
            else { continue }
            lengths[constraint.firstAttribute.axis] =
                template.constraintOutlets[constraint.id] ?? XIBValue.length(constraint.constant)
        }
        guard !lengths.isEmpty || !view.kind.mayHaveIntrinsicSize else { return nil }
        return [
            lengths[.horizontal] ?? XIBValue.length(view.rect.width),
            lengths[.vertical] ?? XIBValue.length(view.rect.height),
        ]
    }

    // MARK: Findings

    /// A finding for each constraint of `index` the frames cannot express.
    private mutating func reportUntranslated(_ index: Int) {
        let id = template.views[index].id
        for number in constraintsOfView[index] {
            let constraint = template.constraints[number]
            // Reported once, by the first item's view (or the second's when the first is no view of the template).
            guard constraint.firstItem == id || indexOfID[constraint.firstItem] == nil else { continue }
            let reason: String?
            if constraint.firstAttribute.role == nil || constraint.secondAttribute.map({ $0.role == nil }) == true {
                reason = "relates a baseline, which depends on the font's metrics"
            } else if constraint.relation != .equal,
                !(Self.isLengthBound(constraint) && template.views[index].kind.hasContentSize
                    && template.views[index].kind != .imageView)
            {
                reason = "is an inequality (\(constraint.relation == .lessThanOrEqual ? "<=" : ">="))"
            } else if constraint.priority < 1000 {
                reason = "has the priority \(XIBValue.number(constraint.priority))"
            } else {
                reason = nil
            }
            guard let reason else { continue }
            findings.append(
                Finding(
                    kind: .untranslated,
                    message: "the constraint '\(constraint.id)' of \(describe(index)) \(reason); the import "
                        + "leaves it out and places the view by its other constraints",
                    location: constraint.location))
        }
    }

    /// A finding when the solved frame is not the one the file draws (a text's length aside, which CellKit
    /// measures in its own fonts).
    private mutating func checkPlacement(
        _ index: Int, h: (origin: LinearExpression, length: LinearExpression),
        v: (origin: LinearExpression, length: LinearExpression)
    ) {
        let rect = template.views[index].rect
        let solvedValues = [h.origin.value, v.origin.value, h.length.value, v.length.value]
        let recorded = [rect.x, rect.y, rect.width, rect.height]
        let labels = ["x", "y", "width", "height"]
        for component in 0..<4 where abs(solvedValues[component] - recorded[component]) > 0.5 {
            findings.append(
                Finding(
                    kind: .misplaced,
                    message: "\(describe(index)) is misplaced: its constraints give it a \(labels[component]) of "
                        + "\(XIBValue.length(solvedValues[component])), the file draws it at "
                        + XIBValue.length(recorded[component]),
                    location: template.views[index].location))
            return
        }
    }

    /// How a finding names a view: its name, or its element and id.
    private func describe(_ index: Int) -> String {
        let view = template.views[index]
        return view.name.map { "'\($0)'" } ?? "the \(view.element) '\(view.id)'"
    }

    // MARK: Names

    /// The view's name, given one when it has none (a frame reads it): its kind's, numbered.
    mutating func name(of index: Int) -> String {
        if let name = template.views[index].name {
            return name
        }
        let base =
            template.views[index].kind.rawValue.prefix(1).lowercased() + template.views[index].kind.rawValue.dropFirst()
        let name = names.claim(base, of: template.views[index].kind, numbered: true)
        indexOfName[name] = index
        template.views[index].name = name
        return name
    }
}
