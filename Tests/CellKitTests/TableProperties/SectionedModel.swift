import CellKit
import CellTestSupport

/// A property test's reference model of sections of items, a table's or a collection view's: the items' ids,
/// identifiers and versions, the selection, and what it takes to make new items. `BatchPlan` builds batches on it,
/// and both harnesses compute what they expect of their view from it.
protocol SectionedModel: Sendable {
    var sections: [ModelSection] { get set }
    var spec: ModelSpec { get set }
    var identifierCount: Int { get }
    /// The ids of the selected items (selection follows items through moves, as the views' follows index paths).
    var selected: Set<Int> { get set }
    var nextItemID: Int { get set }
    var nextSectionID: Int { get set }

    /// What the view's messages call an item: "row" or "item".
    static var itemNoun: String { get }
    /// What the view's messages call the view: "table view" or "collection view".
    static var viewNoun: String { get }

    /// Applies the part of a reload change that is the model's own (a table's row height); the rest is common.
    mutating func applyOwnChange(_ change: ReloadChange)
}

extension SectionedModel {
    /// The sections of `spec`, numbered from 0, their items numbered from 0.
    static func sections(of spec: ModelSpec, identifierCount: Int) -> [ModelSection] {
        var next = 0
        var sections: [ModelSection] = []
        for (index, count) in spec.rowCounts.enumerated() {
            var items: [ModelItem] = []
            items.reserveCapacity(count)
            for id in next..<(next + count) {
                items.append(spec.item(id: id, identifierCount: identifierCount))
            }
            next += count
            var section = spec.section(index, items: items)
            section.id = index
            sections.append(section)
        }
        return sections
    }

    var rowCounts: [Int] { sections.map(\.items.count) }

    var totalRows: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The item at `indexPath`, nil when there is none.
    func item(at indexPath: IndexPath) -> ModelItem? {
        // Plain comparisons: this runs for every row at every reload, and debug builds make `indices` costly.
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.row >= 0,
            indexPath.row < sections[indexPath.section].items.count
        else {
            return nil
        }
        return sections[indexPath.section].items[indexPath.row]
    }

    /// Whether `indexPath` names an item.
    func contains(_ indexPath: IndexPath) -> Bool {
        item(at: indexPath) != nil
    }

    /// The index path of the `pick`-th ten-thousandth of the way through all items, nil when there are none.
    func indexPath(pick: Int) -> IndexPath? {
        let total = totalRows
        guard total > 0 else {
            return nil
        }
        var flat = min(total - 1, pick * total / 10_000)
        for (section, content) in sections.enumerated() {
            if flat < content.items.count {
                return IndexPath(row: flat, section: section)
            }
            flat -= content.items.count
        }
        return nil
    }

    /// A new item, with the next id.
    mutating func makeItem() -> ModelItem {
        defer { nextItemID += 1 }
        return spec.item(id: nextItemID, identifierCount: identifierCount)
    }

    /// A new section of `items`, with the next section id; `index` draws its header and footer.
    mutating func makeSection(_ index: Int, items: [ModelItem]) -> ModelSection {
        var section = spec.section(index, items: items)
        section.id = nextSectionID
        nextSectionID += 1
        return section
    }

    /// `item` with its content reloaded: the next version, whose identifier and size may differ.
    func reloaded(_ item: ModelItem) -> ModelItem {
        spec.item(id: item.id, version: item.version + 1, identifierCount: identifierCount)
    }

    /// The index path of every item, by id, for the few lookups that go from an item to its index path.
    func indexPathsByItem() -> [Int: IndexPath] {
        var paths: [Int: IndexPath] = [:]
        paths.reserveCapacity(totalRows)
        for (section, content) in sections.enumerated() {
            for (row, item) in content.items.enumerated() {
                paths[item.id] = IndexPath(row: row, section: section)
            }
        }
        return paths
    }

    /// The index paths of the items `ids`, in one scan of the model.
    func indexPaths(of ids: Set<Int>) -> [Int: IndexPath] {
        var paths: [Int: IndexPath] = [:]
        guard !ids.isEmpty else {
            return paths
        }
        for (section, content) in sections.enumerated() {
            for (row, item) in content.items.enumerated() where ids.contains(item.id) {
                paths[item.id] = IndexPath(row: row, section: section)
            }
        }
        return paths
    }

    /// The model after a `reloadData` step that changes the data as `change` says; the selection is cleared, as a
    /// reload clears the view's.
    func reloading(_ change: ReloadChange) -> Self {
        var next = self
        next.selected = []
        next.apply(change)
        return next
    }

    private mutating func apply(_ change: ReloadChange) {
        switch change {
        case .none, .rowHeight:
            applyOwnChange(change)
        case .reloadItems(let count, let seed):
            var random = SplitMix64(seed: seed)
            for _ in 0..<count {
                if let indexPath = indexPath(pick: Int(random.next() % 10_000)) {
                    let item = sections[indexPath.section].items[indexPath.row]
                    sections[indexPath.section].items[indexPath.row] = reloaded(item)
                }
            }
        case .truncate(let tenThousandths):
            if let last = sections.indices.last {
                let count = sections[last].items.count
                sections[last].items.removeLast(count - count * tenThousandths / 10_000)
            }
        case .replace(let spec):
            self.spec = spec
            sections = []
            for (index, count) in spec.rowCounts.enumerated() {
                var items: [ModelItem] = []
                for _ in 0..<count {
                    items.append(makeItem())
                }
                sections.append(makeSection(index, items: items))
            }
        }
    }
}
