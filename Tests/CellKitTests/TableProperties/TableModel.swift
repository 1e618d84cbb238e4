import CellKit

/// The reference model a scenario's data source shows: sections of items, the table's `rowHeight`, the selected
/// items, and what it needs to make new items. The tests compute everything they expect of the table from it.
struct TableModel: Sendable {
    var sections: [ModelSection]
    var spec: ModelSpec
    var identifierCount: Int
    var rowHeight: Double
    /// The ids of the selected items (selection follows items through moves, as the table's follows rows).
    var selected: Set<Int> = []
    var nextItemID: Int

    /// The model `spec` describes, its items numbered from 0.
    init(spec: ModelSpec, setup: TableSetup) {
        self.spec = spec
        identifierCount = setup.registrations.count
        rowHeight = setup.rowHeight
        var next = 0
        var sections: [ModelSection] = []
        for (index, count) in spec.rowCounts.enumerated() {
            var items: [ModelItem] = []
            items.reserveCapacity(count)
            for id in next..<(next + count) {
                items.append(spec.item(id: id, identifierCount: setup.registrations.count))
            }
            next += count
            sections.append(spec.section(index, items: items))
        }
        self.sections = sections
        nextItemID = next
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

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        item(at: indexPath) != nil
    }

    /// The index path of the `pick`-th ten-thousandth of the way through all rows, nil when there are none.
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

    /// `item` with its content reloaded: the next version, whose identifier and height may differ.
    func reloaded(_ item: ModelItem) -> ModelItem {
        spec.item(id: item.id, version: item.version + 1, identifierCount: identifierCount)
    }

    /// The index path of every item, by id, for the few lookups that go from an item to its row.
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
}
