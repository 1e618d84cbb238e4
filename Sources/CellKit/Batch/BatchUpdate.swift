/// The item and section changes of one batch update, a table view's (whose items are its rows) or a collection
/// view's: both views collect them between the start and the end of a batch and check them here by the same rules.
/// Deleted, reloaded and moved-from positions are old (before the update); inserted and moved-to positions are new.
struct BatchUpdate {
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []

    /// Checks the batch against the item counts per section before (`old`) and after (`new`) it, by UIKit's rules,
    /// and returns the map from old positions to new ones. The error's cases name rows, as the table's do; each
    /// view prints them in its own words.
    func mapping(from old: [Int], to new: [Int]) throws(BatchUpdateError) -> BatchUpdateMapping {
        try checkSections(oldCount: old.count, newCount: new.count)
        let expectedSections = old.count + insertedSections.count - deletedSections.count
        guard new.count == expectedSections else {
            throw .invalidNumberOfSections(
                after: new.count,
                before: old.count,
                inserted: insertedSections.count,
                deleted: deletedSections.count
            )
        }
        try checkOldItems(old)
        try checkNewItems(new)
        let mapping = BatchUpdateMapping(self)
        try checkItemCounts(old: old, new: new, mapping: mapping)
        return mapping
    }

    private func checkSections(oldCount: Int, newCount: Int) throws(BatchUpdateError) {
        var removed = Set<Int>()
        // UIKit reloads a section by deleting and inserting it, and reports a bad one as a deletion.
        for section in deletedSections + reloadedSections {
            guard section >= 0, section < oldCount else {
                throw .deleteSectionOutOfRange(section: section, sectionCount: oldCount)
            }
            guard removed.insert(section).inserted else {
                throw .duplicateSection(section)
            }
        }
        var added = Set<Int>()
        for section in insertedSections {
            guard section >= 0, section < newCount else {
                throw .insertSectionOutOfRange(section: section, sectionCount: newCount)
            }
            guard added.insert(section).inserted else {
                throw .duplicateSection(section)
            }
        }
        for move in movedSections {
            guard move.from >= 0, move.from < oldCount else {
                throw .moveSectionFromOutOfRange(section: move.from, sectionCount: oldCount)
            }
            guard move.to >= 0, move.to < newCount else {
                throw .moveSectionToOutOfRange(from: move.from, to: move.to, sectionCount: newCount)
            }
            guard removed.insert(move.from).inserted else {
                throw .duplicateSection(move.from)
            }
            guard added.insert(move.to).inserted else {
                throw .duplicateSection(move.to)
            }
        }
    }

    private func checkOldItems(_ old: [Int]) throws(BatchUpdateError) {
        var deleted = Set<IndexPath>()
        for indexPath in deletedItems + reloadedItems {
            try checkOld(indexPath, in: old)
        }
        for indexPath in deletedItems {
            guard deleted.insert(indexPath).inserted else {
                throw .duplicateOldIndexPath(indexPath)
            }
        }
        var reloaded = Set<IndexPath>()
        for indexPath in reloadedItems {
            guard !deleted.contains(indexPath) else {
                throw .deleteAndReload(indexPath)
            }
            guard reloaded.insert(indexPath).inserted else {
                throw .duplicateOldIndexPath(indexPath)
            }
        }
        var movedFrom = Set<IndexPath>()
        for move in movedItems {
            let from = move.from
            guard old.indices.contains(from.section), from.row >= 0, from.row < old[from.section] else {
                let rowCount = old.indices.contains(from.section) ? old[from.section] : 0
                throw .moveRowFromInvalidIndexPath(from, rowCount: rowCount)
            }
            guard !deleted.contains(from) else {
                throw .deleteAndMove(from)
            }
            guard !reloaded.contains(from), movedFrom.insert(from).inserted else {
                throw .duplicateOldIndexPath(from)
            }
        }
    }

    private func checkOld(_ indexPath: IndexPath, in old: [Int]) throws(BatchUpdateError) {
        guard old.indices.contains(indexPath.section) else {
            throw .deleteRowFromMissingSection(row: indexPath.row, section: indexPath.section, sectionCount: old.count)
        }
        guard indexPath.row >= 0, indexPath.row < old[indexPath.section] else {
            throw .deleteRowOutOfRange(row: indexPath.row, section: indexPath.section, rowCount: old[indexPath.section])
        }
    }

    private func checkNewItems(_ new: [Int]) throws(BatchUpdateError) {
        var inserted = Set<IndexPath>()
        for indexPath in insertedItems {
            guard new.indices.contains(indexPath.section) else {
                throw .insertRowIntoMissingSection(
                    row: indexPath.row,
                    section: indexPath.section,
                    sectionCount: new.count
                )
            }
            guard indexPath.row >= 0, indexPath.row < new[indexPath.section] else {
                throw .insertRowOutOfRange(
                    row: indexPath.row,
                    section: indexPath.section,
                    rowCount: new[indexPath.section]
                )
            }
            guard inserted.insert(indexPath).inserted else {
                throw .duplicateNewIndexPath(indexPath)
            }
        }
        var movedTo = Set<IndexPath>()
        for move in movedItems {
            let to = move.to
            guard new.indices.contains(to.section), to.row >= 0, to.row < new[to.section] else {
                let rowCount = new.indices.contains(to.section) ? new[to.section] : 0
                throw .moveRowToInvalidIndexPath(from: move.from, to: to, rowCount: rowCount)
            }
            guard !inserted.contains(to) else {
                throw .insertAndMove(to)
            }
            guard movedTo.insert(to).inserted else {
                throw .duplicateNewIndexPath(to)
            }
        }
    }

    /// UIKit's count rule for every section that exists before and after the update (a reloaded section may change
    /// its count), counting each section's changes in one pass over the changes: O(sections + changes).
    private func checkItemCounts(old: [Int], new: [Int], mapping: BatchUpdateMapping) throws(BatchUpdateError) {
        // Every index was checked against the old or new counts before, so it is in range here.
        var insertedIn = [Int](repeating: 0, count: new.count)
        var deletedFrom = [Int](repeating: 0, count: old.count)
        var movedInto = [Int](repeating: 0, count: new.count)
        var movedOutOf = [Int](repeating: 0, count: old.count)
        for indexPath in insertedItems {
            insertedIn[indexPath.section] += 1
        }
        for indexPath in deletedItems {
            deletedFrom[indexPath.section] += 1
        }
        for move in movedItems where mapping.newSection(forOld: move.from.section) != move.to.section {
            movedInto[move.to.section] += 1
            movedOutOf[move.from.section] += 1
        }
        for section in old.indices where !mapping.reloadedSections.contains(section) {
            guard let newSection = mapping.newSection(forOld: section), new.indices.contains(newSection) else {
                continue
            }
            let inserted = insertedIn[newSection]
            let deleted = deletedFrom[section]
            let movedIn = movedInto[newSection]
            let movedOut = movedOutOf[section]
            guard new[newSection] == old[section] + inserted - deleted + movedIn - movedOut else {
                throw .invalidNumberOfRows(
                    section: newSection,
                    after: new[newSection],
                    before: old[section],
                    inserted: inserted,
                    deleted: deleted,
                    movedIn: movedIn,
                    movedOut: movedOut
                )
            }
        }
    }
}
