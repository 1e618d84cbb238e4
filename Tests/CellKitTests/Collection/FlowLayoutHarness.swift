import CellTestSupport

@testable import CellKit

/// Runs a `FlowLayoutScenario` against the engine and checks every answer against `FlowLayoutReference`, and every
/// size the engine asks for against what the query needed.
///
/// Invariants: L1 the elements of a rect, L2 an item's frame, L3 the item at a point, L4 a header's or footer's
/// frame, L5 the content size once all is laid out, all equal to the reference's; S1 no item's size is asked twice
/// (items keep their identity through updates; a reloaded item is a new one), S2 no size is asked beyond what the
/// query reached, S3 none at reload, update or measurement, S4 none at all with estimated sizes.
@MainActor
final class FlowLayoutHarness {
    let scenario: FlowLayoutScenario
    let layout = CollectionViewFlowLayout()
    let engine: FlowLayoutEngine
    let source: FlowTestSource
    /// Each item's identity, parallel to `source.sections`.
    private var ids: [[Int]]
    private var nextID: Int
    private var measured: [Int: Size] = [:]
    private var asked: Set<Int> = []
    private var step = 0

    init(_ scenario: FlowLayoutScenario) throws {
        self.scenario = scenario
        layout.scrollDirection = scenario.vertical ? .vertical : .horizontal
        layout.sectionHeadersPinToVisibleBounds = scenario.pinsHeaders
        layout.sectionFootersPinToVisibleBounds = scenario.pinsFooters
        if let estimate = scenario.estimate {
            layout.estimatedItemSize = estimate
        }
        source = FlowTestSource(scenario.sections)
        var counter = 0
        ids = scenario.sections.map { section in
            section.items.map { _ in
                counter += 1
                return counter
            }
        }
        nextID = counter + 1
        engine = FlowLayoutEngine(layout: layout)
        engine.reload(itemCounts: source.itemCounts, viewport: scenario.viewport, source: source)
        try check("S3", "reload asked \(source.sizeRequests)", source.sizeRequests.isEmpty)
    }

    var reference: FlowLayoutReference {
        FlowLayoutReference(
            sections: source.sections, viewport: scenario.viewport, vertical: scenario.vertical,
            pinsHeaders: scenario.pinsHeaders, pinsFooters: scenario.pinsFooters
        ) { section, item in
            measured[ids[section][item]]
                ?? (layout.usesEstimatedSizes
                    ? layout.effectiveEstimatedItemSize : source.sections[section].items[item])
        }
    }

    func run() throws {
        for operation in scenario.operations {
            step += 1
            try perform(operation)
        }
        let all =
            scenario.vertical
            ? Rect(x: -1e9, y: -1e9, width: 3e9, height: 3e18) : Rect(x: -1e9, y: -1e9, width: 3e18, height: 3e9)
        try perform(.elements(main: 0, length: 0, cross: 0), rect: all)
        let expected = reference.contentSize
        try check(
            "L5", "content size \(engine.contentSize), the reference's \(expected)",
            approximatelyEqual(engine.contentSize, expected))
    }

    private var totalItems: Int { ids.reduce(0) { $0 + $1.count } }

    /// The index path `pick` resolves to: one of the items, or now and then one that does not exist.
    private func indexPath(_ pick: Int) -> IndexPath {
        var rest = pick % (totalItems + 2)
        for (section, items) in ids.enumerated() {
            if rest < items.count {
                return IndexPath(item: rest, section: section)
            }
            rest -= items.count
        }
        return rest == 0
            ? IndexPath(item: ids.last?.count ?? 0, section: max(0, ids.count - 1))
            : IndexPath(item: 0, section: ids.count)
    }

    private func rect(main: Double, length: Double, cross: Double) -> Rect {
        scenario.vertical
            ? Rect(x: cross, y: main, width: scenario.viewport.width, height: length)
            : Rect(x: main, y: cross, width: length, height: scenario.viewport.height)
    }

    private var largestHeader: Double {
        source.sections.map { scenario.vertical ? $0.header.height : $0.header.width }.max() ?? 0
    }

    func perform(_ operation: FlowLayoutOperation, rect forcedRect: Rect? = nil) throws {
        source.forgetRequests()
        let reference = reference
        let what = "step \(step), \(operation)"
        var reach: (main: Double, inclusive: Bool)? = nil
        switch operation {
        case .elements(let main, let length, let cross):
            let rect = forcedRect ?? rect(main: Double(main), length: Double(length), cross: Double(cross))
            var found: [FlowLayoutElement] = []
            engine.forEachElement(in: rect, source: source) { found.append($0) }
            let expected = reference.elements(in: rect)
            try check(
                "L1", "\(what): the engine found\n\(describe(found))\nthe reference\n\(describe(expected))",
                found.count == expected.count && zip(found, expected).allSatisfy(approximatelyEqual))
            let (lower, upper) = FlowAxis(isVertical: scenario.vertical).mainRange(rect)
            reach = scenario.pinsHeaders ? (max(upper, lower + largestHeader), true) : (upper, false)
        case .frame(let pick):
            let indexPath = indexPath(pick)
            let frame = engine.frameForItem(at: indexPath, source: source)
            let expected = reference.frame(of: indexPath)
            try check(
                "L2",
                "\(what): frame of \(indexPath) \(frame.map(String.init) ?? "nil"), the reference's "
                    + "\(expected.map(String.init) ?? "nil")", approximatelyEqual(frame, expected))
            reach = reference.lineStart(of: indexPath).map { ($0, true) }
        case .point(let main, let cross):
            let point =
                scenario.vertical
                ? Point(x: Double(cross), y: Double(main)) : Point(x: Double(main), y: Double(cross))
            let found = engine.indexPathForItem(at: point, source: source)
            let expected = reference.item(at: point)
            try check(
                "L3",
                "\(what): \(found.map(String.init) ?? "nil") at \(point), the reference's "
                    + "\(expected.map(String.init) ?? "nil")", found == expected)
            reach = (Double(main), true)
        case .supplementary(let header, let section, let pinnedAt):
            let kind: FlowLayoutElement.Kind = header ? .header : .footer
            let visible = pinnedAt.map { rect(main: Double($0), length: 500, cross: 0) }
            let frame = engine.frameForSupplementary(kind, inSection: section, visibleRect: visible, source: source)
            var expected = reference.supplementary(kind, section)
            if let visible, let natural = expected {
                expected =
                    reference.pinned(
                        FlowLayoutElement(kind: kind, indexPath: IndexPath(item: 0, section: section), frame: natural),
                        in: visible
                    ).frame
            }
            try check(
                "L4",
                "\(what): \(frame.map(String.init) ?? "nil"), the reference's \(expected.map(String.init) ?? "nil")",
                approximatelyEqual(frame, expected))
            if section < reference.bounds.count {
                let bounds = reference.bounds[section]
                var main = header ? bounds.start : bounds.footerStart
                if let pinnedAt {
                    main = max(main, Double(pinnedAt) + 500 + largestHeader)
                }
                reach = (main, true)
            }
        case .measure(let pick, let size):
            let indexPath = indexPath(pick)
            engine.setMeasuredSize(size, forItemAt: indexPath)
            if indexPath.section < ids.count && indexPath.item < ids[indexPath.section].count {
                measured[ids[indexPath.section][indexPath.item]] = size
                try check(
                    "L2", "\(what): the measured item has no measured size",
                    engine.hasMeasuredSize(forItemAt: indexPath))
            }
        case .update(let picks, let size, let sectionEdit):
            try update(picks: picks, size: size, sectionEdit: sectionEdit, what: what)
        }
        try checkRequests(reach: reach, reference: reference, what: what)
    }

    private func checkRequests(
        reach: (main: Double, inclusive: Bool)?, reference: FlowLayoutReference, what: String
    ) throws {
        let requests = source.sizeRequests
        if scenario.estimate != nil {
            try check("S4", "\(what): asked \(requests) with estimated sizes", requests.isEmpty)
            return
        }
        guard !requests.isEmpty else {
            return
        }
        let needed = reach.map { reference.itemsNeeded(through: $0.main, inclusive: $0.inclusive) } ?? []
        for request in requests {
            try check("S2", "\(what): asked \(request), beyond what the query needed", needed.contains(request))
            let id = ids[request.section][request.item]
            try check("S1", "\(what): asked \(request) (item #\(id)) again", asked.insert(id).inserted)
        }
    }

    private func update(picks: [Int], size: Size, sectionEdit: Int, what: String) throws {
        var sections = source.sections
        var newIDs = ids
        func newItem() -> Int {
            nextID += 1
            return nextID
        }
        switch sectionEdit % 5 {
        case 0:
            let at = sectionEdit % (sections.count + 1)
            var section = sections.isEmpty ? FlowTestSection(items: []) : sections[sectionEdit % sections.count]
            section.items = Array(repeating: size, count: sectionEdit % 4)
            sections.insert(section, at: at)
            newIDs.insert(section.items.map { _ in newItem() }, at: at)
        case 1 where !sections.isEmpty:
            let at = sectionEdit % sections.count
            sections.remove(at: at)
            newIDs.remove(at: at)
        default:
            break
        }
        for pick in picks where !sections.isEmpty {
            let total = newIDs.reduce(0) { $0 + $1.count }
            let position = pick / 4
            let section = position % sections.count
            let locate = { (flat: Int) -> IndexPath in
                var rest = flat
                for (index, items) in newIDs.enumerated() {
                    if rest < items.count {
                        return IndexPath(item: rest, section: index)
                    }
                    rest -= items.count
                }
                return IndexPath(item: 0, section: 0)
            }
            switch pick % 4 {
            case 0 where total > 0:
                let path = locate(position % total)
                sections[path.section].items.remove(at: path.item)
                newIDs[path.section].remove(at: path.item)
            case 1:
                let item = (position / 7) % (newIDs[section].count + 1)
                sections[section].items.insert(size, at: item)
                newIDs[section].insert(newItem(), at: item)
            case 2 where total > 0:
                let path = locate(position % total)
                sections[path.section].items[path.item] = size
                newIDs[path.section][path.item] = newItem()
            case 3 where total > 0:
                let path = locate(position % total)
                let moved = sections[path.section].items.remove(at: path.item)
                let id = newIDs[path.section].remove(at: path.item)
                let item = (position / 5) % (newIDs[section].count + 1)
                sections[section].items.insert(moved, at: item)
                newIDs[section].insert(id, at: item)
            default:
                break
            }
        }
        var newPaths: [Int: IndexPath] = [:]
        for (section, items) in newIDs.enumerated() {
            for (item, id) in items.enumerated() {
                newPaths[id] = IndexPath(item: item, section: section)
            }
        }
        let oldIDs = ids
        source.sections = sections
        ids = newIDs
        measured = measured.filter { newPaths[$0.key] != nil }
        engine.apply(
            newItemCounts: sections.map(\.items.count),
            survivingItems: { newPaths[oldIDs[$0.section][$0.item]] }, source: source)
        try check("S3", "\(what): the update asked \(source.sizeRequests)", source.sizeRequests.isEmpty)
    }

    private func describe(_ elements: [FlowLayoutElement]) -> String {
        elements.map { "    \($0.kind) \($0.indexPath) \($0.frame)" }.joined(separator: "\n")
    }
}

private func approximatelyEqual(_ lhs: Double, _ rhs: Double) -> Bool {
    abs(lhs - rhs) <= 1e-6 * max(1, abs(lhs), abs(rhs))
}

private func approximatelyEqual(_ lhs: Size, _ rhs: Size) -> Bool {
    approximatelyEqual(lhs.width, rhs.width) && approximatelyEqual(lhs.height, rhs.height)
}

private func approximatelyEqual(_ lhs: Rect?, _ rhs: Rect?) -> Bool {
    guard let lhs, let rhs else {
        return lhs == nil && rhs == nil
    }
    return approximatelyEqual(lhs.origin.x, rhs.origin.x) && approximatelyEqual(lhs.origin.y, rhs.origin.y)
        && approximatelyEqual(lhs.size, rhs.size)
}

private func approximatelyEqual(_ lhs: FlowLayoutElement, _ rhs: FlowLayoutElement) -> Bool {
    lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath && approximatelyEqual(lhs.frame, rhs.frame)
}
