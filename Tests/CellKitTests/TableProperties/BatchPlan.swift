import CellKit
import CellTestSupport

/// A batch update resolved against a model, a table's or a collection view's: the changes to declare to the view
/// (deletions, reloads and moves-from in old index paths; insertions and moves-to in new ones), the model the data
/// source shows once the data has changed, and, for a faulty batch, the exact message the view must throw, in its
/// words (`Model.itemNoun`, `Model.viewNoun`).
///
/// A valid plan is built the way UIKit defines a batch: sections are deleted or moved out, inserted or moved in at
/// their new indices, and the sections left fill the other indices in their old order; within those, rows are
/// deleted or moved out, inserted or moved in at their new rows, and the rows left fill the rest in order.
struct BatchPlan<Model: SectionedModel>: Sendable, CustomStringConvertible {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    /// The data after the update: what the data source shows while the table applies the batch.
    var model: Model
    /// The message the table must throw; nil for a valid batch.
    var expectedError: String?
    /// The ids of the items the batch moves explicitly; the table does not anchor on them.
    var movedItems: Set<Int> = []

    /// `spec` resolved against `old`.
    init(spec: BatchSpec, model old: Model) {
        model = old
        var random = SplitMix64(seed: spec.seed)
        switch spec.fault {
        case .none, .dropDelete, .dropInsert:
            let newIndices = resolveValid(spec, old: old, random: &random)
            if spec.fault == .dropDelete, let dropped = deletedRows.popLast() {
                expectedError = rowCountMessage(old: old, oldSection: dropped.section, newIndices: newIndices)
            } else if spec.fault == .dropInsert, let dropped = insertedRows.popLast(),
                let oldSection = newIndices.first(where: { $0.value == dropped.section })?.key
            {
                expectedError = rowCountMessage(old: old, oldSection: oldSection, newIndices: newIndices)
            } else if spec.fault != .none {
                self = BatchPlan(fault: .deleteOutOfRange, model: old, random: &random)
            }
        default:
            self = BatchPlan(fault: spec.fault, model: old, random: &random)
        }
    }

    /// A valid batch reloading the rows at `indexPaths` (existing and distinct), as `reloadRows(at:)` applies.
    init(reloading indexPaths: [IndexPath], model old: Model) {
        model = old
        reloadedRows = indexPaths
        for indexPath in indexPaths {
            let item = old.sections[indexPath.section].items[indexPath.row]
            model.sections[indexPath.section].items[indexPath.row] = old.reloaded(item)
            model.selected.remove(item.id)
        }
    }

    /// A faulty batch that leaves `old` as it is or deletes one row from it.
    private init(fault: BatchFault, model old: Model, random: inout SplitMix64) {
        model = old
        let sectionCount = old.sections.count
        let anyRow = old.indexPath(pick: Int(random.next() % 10_000))
        switch fault {
        case .sectionCountMismatch where sectionCount > 0:
            deletedSections = [Int(random.next() % UInt64(sectionCount))]
            let view = Model.viewNoun
            expectedError =
                "Invalid update: invalid number of sections. The number of sections contained in the \(view) "
                + "after the update (\(sectionCount)) must be equal to the number of sections contained in the "
                + "\(view) before the update (\(sectionCount)), plus or minus the number of sections inserted or "
                + "deleted (0 inserted, 1 deleted)."
        case .sectionCountMismatch:
            insertedSections = [0]
            expectedError = "attempt to insert section 0 but there are only 0 sections after the update"
        case .duplicateDelete where anyRow != nil, .deleteAndReload where anyRow != nil:
            let indexPath = anyRow ?? IndexPath(row: 0, section: 0)
            model.sections[indexPath.section].items.remove(at: indexPath.row)
            deletedRows = [indexPath]
            if fault == .duplicateDelete {
                deletedRows.append(indexPath)
                expectedError =
                    "attempt to delete, reload or move from the same index path more than once (\(indexPath.uikit))"
            } else {
                reloadedRows = [indexPath]
                expectedError = "attempt to delete and reload the same index path (\(indexPath.uikit))"
            }
        case .insertOutOfRange:
            let (section, row) = Self.outOfRange(old, random: &random)
            insertedRows = [IndexPath(row: row, section: section)]
            let noun = Model.itemNoun
            expectedError =
                section < sectionCount
                ? "attempt to insert \(noun) \(row) into section \(section), but there are only "
                    + "\(old.sections[section].items.count) \(noun)s in section \(section) after the update"
                : "attempt to insert \(noun) \(row) into section \(section), but there are only \(sectionCount) "
                    + "sections after the update"
        default:
            let (section, row) = Self.outOfRange(old, random: &random)
            deletedRows = [IndexPath(row: row, section: section)]
            let noun = Model.itemNoun
            expectedError =
                section < sectionCount
                ? "attempt to delete \(noun) \(row) from section \(section) which only contains "
                    + "\(old.sections[section].items.count) \(noun)s before the update"
                : "attempt to delete \(noun) \(row) from section \(section), but there are only \(sectionCount) "
                    + "sections before the update"
        }
    }

    /// A row just past the end of a section, or in the section just past the last, of `model`.
    private static func outOfRange(_ model: Model, random: inout SplitMix64) -> (section: Int, row: Int) {
        let sectionCount = model.sections.count
        guard sectionCount > 0, random.next() % 4 != 0 else {
            return (sectionCount, 0)
        }
        let section = Int(random.next() % UInt64(sectionCount))
        return (section, model.sections[section].items.count + Int(random.next() % 2))
    }

    /// Fills in a valid batch for `spec`; returns the new index of every old section that stays in place.
    private mutating func resolveValid(
        _ spec: BatchSpec, old: Model, random: inout SplitMix64
    ) -> [Int: Int] {
        func draw(_ limit: Int) -> Int {
            Int(random.next() % UInt64(limit))
        }
        let oldCount = old.sections.count
        var removed = Set<Int>()
        var deletedItems = Set<Int>()
        for _ in 0..<(oldCount > 0 ? spec.sectionDeletes : 0) {
            let section = draw(oldCount)
            if removed.insert(section).inserted {
                deletedSections.append(section)
                deletedItems.formUnion(old.sections[section].items.map(\.id))
            }
        }
        var movedOut: [Int] = []
        for _ in 0..<(oldCount > 0 ? spec.sectionMoves : 0) {
            let section = draw(oldCount)
            if removed.insert(section).inserted {
                movedOut.append(section)
            }
        }
        let newCount = oldCount - deletedSections.count + spec.sectionInserts
        let placed = Self.distinct(movedOut.count + spec.sectionInserts, below: newCount, random: &random)
        var sections = [ModelSection?](repeating: nil, count: newCount)
        for (index, from) in movedOut.enumerated() {
            sections[placed[index]] = old.sections[from]
            movedSections.append((from, placed[index]))
        }
        for index in 0..<spec.sectionInserts {
            var items: [ModelItem] = []
            for _ in 0..<draw(4) {
                items.append(model.makeItem())
            }
            let position = placed[movedOut.count + index]
            sections[position] = model.makeSection(model.nextItemID, items: items)
            insertedSections.append(position)
        }
        let stable = (0..<oldCount).filter { !removed.contains($0) }
        let free = sections.indices.filter { sections[$0] == nil }
        let newIndices = Dictionary(uniqueKeysWithValues: zip(stable, free))

        // Rows, in the sections that stay in place.
        let withRows = stable.filter { !old.sections[$0].items.isEmpty }
        func drawRow() -> IndexPath? {
            guard !withRows.isEmpty else {
                return nil
            }
            let section = withRows[draw(withRows.count)]
            return IndexPath(row: draw(old.sections[section].items.count), section: section)
        }
        var gone = Set<IndexPath>()
        var reloaded = Set<IndexPath>()
        for _ in 0..<spec.deletes {
            if let indexPath = drawRow(), gone.insert(indexPath).inserted {
                deletedRows.append(indexPath)
                deletedItems.insert(old.sections[indexPath.section].items[indexPath.row].id)
            }
        }
        for _ in 0..<spec.reloads {
            if let indexPath = drawRow(), !gone.contains(indexPath), reloaded.insert(indexPath).inserted {
                reloadedRows.append(indexPath)
            }
        }
        var incoming: [Int: [(item: ModelItem, from: IndexPath?)]] = [:]
        for _ in 0..<spec.moves {
            if let indexPath = drawRow(), !reloaded.contains(indexPath), gone.insert(indexPath).inserted {
                let item = old.sections[indexPath.section].items[indexPath.row]
                incoming[stable[draw(stable.count)], default: []].append((item, indexPath))
                movedItems.insert(item.id)
            }
        }
        for _ in 0..<(stable.isEmpty ? 0 : spec.inserts) {
            incoming[stable[draw(stable.count)], default: []].append((model.makeItem(), nil))
        }
        for section in stable {
            let newSection = newIndices[section] ?? section
            var survivors: [ModelItem] = []
            for (row, item) in old.sections[section].items.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                if !gone.contains(indexPath) {
                    survivors.append(reloaded.contains(indexPath) ? old.reloaded(item) : item)
                }
            }
            let arriving = incoming[section] ?? []
            let count = survivors.count + arriving.count
            let positions = Self.distinct(arriving.count, below: count, random: &random)
            var rows = [ModelItem?](repeating: nil, count: count)
            for (index, arrival) in arriving.enumerated() {
                let to = IndexPath(row: positions[index], section: newSection)
                rows[to.row] = arrival.item
                if let from = arrival.from {
                    movedRows.append((from, to))
                } else {
                    insertedRows.append(to)
                }
            }
            var next = survivors.makeIterator()
            var content = old.sections[section]
            content.items = []
            content.items.reserveCapacity(count)
            for slot in rows {
                if let item = slot ?? next.next() {
                    content.items.append(item)
                }
            }
            sections[newSection] = content
        }
        model.sections = sections.compactMap { $0 }
        let reloadedItems = reloadedRows.map { old.sections[$0.section].items[$0.row].id }
        model.selected.subtract(deletedItems)
        model.selected.subtract(reloadedItems)
        return newIndices
    }

    /// UIKit's message for the row count of old section `oldSection`, checked against the rows this plan declares.
    private func rowCountMessage(old: Model, oldSection: Int, newIndices: [Int: Int]) -> String {
        let newSection = newIndices[oldSection] ?? oldSection
        let after = model.sections[newSection].items.count
        let before = old.sections[oldSection].items.count
        let inserted = insertedRows.count { $0.section == newSection }
        let deleted = deletedRows.count { $0.section == oldSection }
        let movedIn = movedRows.count { $0.to.section == newSection && $0.from.section != oldSection }
        let movedOut = movedRows.count { $0.from.section == oldSection && $0.to.section != newSection }
        let rows = "\(Model.itemNoun)s"
        return "Invalid update: invalid number of \(rows) in section \(newSection). The number of \(rows) contained "
            + "in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in "
            + "that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted "
            + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) "
            + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    /// `count` distinct numbers below `limit` (at least `count`), in the order drawn.
    private static func distinct(_ count: Int, below limit: Int, random: inout SplitMix64) -> [Int] {
        var taken = Set<Int>()
        var numbers: [Int] = []
        for _ in 0..<count {
            var number = Int(random.next() % UInt64(limit))
            while taken.contains(number) {
                number = (number + 1) % limit
            }
            taken.insert(number)
            numbers.append(number)
        }
        return numbers
    }

    var description: String {
        var parts: [String] = []
        func add<T>(_ name: String, _ values: [T]) {
            if !values.isEmpty {
                parts.append("\(name) \(values.map { "\($0)" }.joined(separator: " "))")
            }
        }
        add("delete sections", deletedSections)
        add("move sections", movedSections.map { "\($0.from)→\($0.to)" })
        add("insert sections", insertedSections)
        add("delete", deletedRows)
        add("reload", reloadedRows)
        add("move", movedRows.map { "\($0.from)→\($0.to)" })
        add("insert", insertedRows)
        let changes = parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
        return expectedError.map { "\(changes), must fail: \($0)" } ?? changes
    }
}

extension IndexPath {
    /// The path as UIKit's exception messages print it.
    var uikit: String {
        "{length = 2, path = \(section) - \(row)}"
    }
}
