import CellKit
import CellTestSupport

/// A 300 x 200 grid of 100 x 100 items, three a row with no spacing (`makeGrid`), whose data source shows a model of
/// uniquely titled items. It performs a scenario's operations on the model and the view alike and checks the view
/// against the model after each.
@MainActor
final class CollectionHarness {
    static let side = 100.0
    static let columns = 3

    let source: ItemsSource
    let collectionView: CollectionView
    /// The title of the selected item, which a tap sets and updates carry along. Titles are never reused, so a
    /// deleted item's title matches nothing and needs no clearing.
    private var selected: String?
    private var nextTitle = 0
    private var step = 0
    /// Every cell dequeued so far, with its `prepareForReuseCount` when it was last dequeued; held, so that a
    /// discarded cell's address is never another cell's identity.
    private var dequeued: [ObjectIdentifier: (cell: LabelCell, prepareCount: Int)] = [:]
    /// The dequeues that returned a cell seen before.
    private var reuses = 0
    /// The most items visible at once, at the end of a step.
    private var peakVisible = 0
    /// The first broken invariant found while the data source ran, reported when the step settles.
    private var dequeueFailure: InvariantFailure?

    init(counts: [Int]) throws {
        source = ItemsSource([])
        collectionView = try makeGrid(source)
        source.makeCell = { [unowned self] view, indexPath in try self.dequeue(from: view, at: indexPath) }
        source.sections = counts.map(makeItems)
        try collectionView.reloadData()
        try settle()
    }

    private var here: String { step == 0 ? "after loading" : "after step \(step)" }

    private func makeItems(_ count: Int) -> [String] {
        defer { nextTitle += count }
        return (nextTitle..<(nextTitle + count)).map { "Item \($0)" }
    }

    /// The data source's cell for `indexPath`, dequeued and bound to its item; checks that a reused cell was
    /// prepared for reuse exactly once since its last dequeue, and a new one never.
    private func dequeue(from view: CollectionView, at indexPath: IndexPath) throws -> CollectionViewCell {
        let dequeuedCell = try view.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
        guard let cell = dequeuedCell as? LabelCell else {
            throw InvariantFailure("V8", "\(here): dequeuing returned a \(type(of: dequeuedCell))")
        }
        let count = cell.prepareForReuseCount
        if let previous = dequeued[ObjectIdentifier(cell)] {
            reuses += 1
            if count != previous.prepareCount + 1, dequeueFailure == nil {
                dequeueFailure = InvariantFailure(
                    "V8",
                    "\(here): a reused cell was prepared \(count - previous.prepareCount) times since its last use")
            }
        } else if count != 0, dequeueFailure == nil {
            dequeueFailure = InvariantFailure("V8", "\(here): a new cell was prepared for reuse \(count) times")
        }
        dequeued[ObjectIdentifier(cell)] = (cell, count)
        cell.label.text = source.sections[indexPath.section][indexPath.item]
        return cell
    }

    /// The section `pick` names, nil when there are none.
    private func section(_ pick: Int) -> Int? {
        source.sections.isEmpty ? nil : pick % source.sections.count
    }

    func perform(_ operation: CollectionScenario.Operation, step: Int) throws {
        self.step = step
        switch operation {
        case .scroll(let thousandths):
            let range = max(0, collectionView.contentSize.height - collectionView.bounds.height)
            collectionView.contentOffset = Point(x: 0, y: (range * Double(thousandths) / 1000).rounded())
        case .insertItems(let pick, let at, let count):
            guard let section = section(pick) else { return }
            let start = at % (source.sections[section].count + 1)
            source.sections[section].insert(contentsOf: makeItems(count), at: start)
            let paths = (start..<(start + count)).map { IndexPath(item: $0, section: section) }
            let view = collectionView
            try view.performBatchUpdates { try view.insertItems(at: paths) }
        case .deleteItems(let pick, let at, let count):
            guard let section = section(pick), !source.sections[section].isEmpty else { return }
            let start = at % source.sections[section].count
            let end = min(start + count, source.sections[section].count)
            source.sections[section].removeSubrange(start..<end)
            let paths = (start..<end).map { IndexPath(item: $0, section: section) }
            let view = collectionView
            try view.performBatchUpdates { try view.deleteItems(at: paths) }
        case .reloadItems(let pick, let at):
            guard let section = section(pick), !source.sections[section].isEmpty else { return }
            let item = at % source.sections[section].count
            // A reloaded item is deselected, as a table's reloaded row is.
            if source.sections[section][item] == selected {
                selected = nil
            }
            try collectionView.reloadItems(at: [IndexPath(item: item, section: section)])
        case .moveItem(let fromPick, let from, let toPick, let to):
            guard let fromSection = section(fromPick), let toSection = section(toPick),
                !source.sections[fromSection].isEmpty
            else { return }
            let fromItem = from % source.sections[fromSection].count
            let title = source.sections[fromSection].remove(at: fromItem)
            let toItem = to % (source.sections[toSection].count + 1)
            source.sections[toSection].insert(title, at: toItem)
            try collectionView.moveItem(
                at: IndexPath(item: fromItem, section: fromSection), to: IndexPath(item: toItem, section: toSection))
        case .insertSection(let at, let count):
            let index = at % (source.sections.count + 1)
            source.sections.insert(makeItems(count), at: index)
            try collectionView.insertSections([index])
        case .deleteSection(let pick):
            guard let section = section(pick) else { return }
            source.sections.remove(at: section)
            try collectionView.deleteSections([section])
        case .reloadData(let appending):
            if source.sections.isEmpty {
                source.sections.append([])
            }
            source.sections[source.sections.count - 1] += makeItems(appending)
            selected = nil
            try collectionView.reloadData()
        case .tap(let x, let y):
            let point = Point(
                x: collectionView.contentOffset.x + collectionView.bounds.width * Double(x) / 1000,
                y: collectionView.contentOffset.y + collectionView.bounds.height * Double(y) / 1000)
            // A tap on a cell's button goes to the button; only the delegate's didSelect says the item was selected.
            _ = source.takeEvents()
            if let tapped = collectionView.tap(at: point), source.takeEvents().contains("didSelect \(tapped)") {
                selected = source.sections[tapped.section][tapped.item]
            }
        }
        try settle()
    }

    /// The frame the grid gives each item (sections stacked, rows of three) and the content's height.
    private func expectedLayout() -> (frames: [(IndexPath, Rect)], height: Double) {
        var frames: [(IndexPath, Rect)] = []
        var top = 0.0
        for (section, items) in source.sections.enumerated() {
            for item in items.indices {
                let frame = Rect(
                    x: Double(item % Self.columns) * Self.side, y: top + Double(item / Self.columns) * Self.side,
                    width: Self.side, height: Self.side)
                frames.append((IndexPath(item: item, section: section), frame))
            }
            top += Double((items.count + Self.columns - 1) / Self.columns) * Self.side
        }
        return (frames, top)
    }

    /// Lays the view out and checks it against the model.
    private func settle() throws {
        collectionView.layoutIfNeeded()
        let (frames, contentHeight) = expectedLayout()
        try check(
            "V1", "\(here): the content is \(collectionView.contentSize.height) high, expected \(contentHeight)",
            collectionView.contentSize.height == contentHeight)
        let offset = collectionView.contentOffset.y
        let viewport = collectionView.bounds.height
        let highest = max(0, contentHeight - viewport)
        try check(
            "V2", "\(here): the offset \(offset) is outside 0...\(highest)", offset >= 0 && offset <= highest)

        let expected = frames.filter { $0.1.minY < offset + viewport && $0.1.maxY > offset }
        let paths = collectionView.indexPathsForVisibleItems.sorted()
        try check(
            "V3",
            "\(here): the visible items are \(paths), expected \(expected.map(\.0)) at the offset \(offset)",
            paths == expected.map(\.0))

        var seen = Set<ObjectIdentifier>()
        for (path, frame) in expected {
            guard let cell = collectionView.cellForItem(at: path) as? LabelCell else {
                throw InvariantFailure("V4", "\(here): no cell shows the visible item \(path)")
            }
            try check("V4", "\(here): one cell shows two items", seen.insert(ObjectIdentifier(cell)).inserted)
            let title = source.sections[path.section][path.item]
            try check(
                "V5", "\(here): the cell at \(path) shows '\(cell.label.text ?? "nil")', expected '\(title)'",
                cell.label.text == title)
            try check(
                "V5", "\(here): the cell at \(path) has the frame \(cell.frame), expected \(frame)", cell.frame == frame
            )
            try check(
                "V5", "\(here): indexPath(for:) of the cell at \(path) is \(collectionView.indexPath(for: cell).shown)",
                collectionView.indexPath(for: cell) == path)
            try check(
                "V6", "\(here): the cell of '\(title)' shows selected = \(cell.isSelected), the model says otherwise",
                cell.isSelected == (title == selected))
        }
        try check(
            "V4", "\(here): \(collectionView.visibleCells.count) cells are visible for \(expected.count) items",
            collectionView.visibleCells.count == expected.count)

        let selectedPaths = collectionView.indexPathsForSelectedItems ?? []
        let expectedSelection = source.sections.enumerated().flatMap { section, items in
            items.indices.filter { items[$0] == selected }.map { IndexPath(item: $0, section: section) }
        }
        try check(
            "V6", "\(here): the selected items are \(selectedPaths), expected \(expectedSelection)",
            selectedPaths == expectedSelection)

        if let dequeueFailure {
            throw dequeueFailure
        }
        // Every cell made is on screen or in its pool, unless the pool discarded it; no more are made than the most
        // ever visible and one, and each reuse is one the data source saw.
        peakVisible = max(peakVisible, expected.count)
        let statistics = collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier)
        try check(
            "V7",
            "\(here): \(statistics.created) cells made, \(statistics.discarded) discarded, \(statistics.queued) "
                + "queued, \(expected.count) visible",
            statistics.created - statistics.discarded == statistics.queued + expected.count)
        try check(
            "V9", "\(here): \(statistics.created) cells made, at most \(peakVisible) items visible at once",
            statistics.created <= peakVisible + 1)
        try check(
            "V8", "\(here): the queue counts \(statistics.reused) reuses, the data source saw \(reuses)",
            statistics.reused == reuses)
    }
}
