import CellSupport

/// Where each position before a valid batch update is after it, by UIKit's rule: deletions and moves-from are
/// taken out of the old order, then insertions and moves-to are placed at their new indices, and the surviving
/// items (a table's rows) fill the remaining indices in their old order.
///
/// Positions are found by binary search in the sorted changes, so mapping one index path costs O(log changes).
struct BatchUpdateMapping {
    private let deletedSections: Set<Int>
    /// The old indices of reloaded sections: they keep their place, but every item in them is replaced.
    let reloadedSections: Set<Int>
    private let sectionMoves: [Int: Int]
    private let removedSections: [Int]
    private let occupiedSections: [Int]
    private let deletedItems: Set<IndexPath>
    /// The old index paths of reloaded items: they keep their place but get a new cell.
    let reloadedItems: Set<IndexPath>
    /// The moved items, from their old index paths to their new ones.
    let itemMoves: [IndexPath: IndexPath]
    private let removedItems: [Int: [Int]]
    private let occupiedItems: [Int: [Int]]

    /// The mapping of a batch already checked by `BatchUpdate.mapping(from:to:)` (for its section checks).
    init(_ batch: BatchUpdate) {
        deletedSections = Set(batch.deletedSections)
        reloadedSections = Set(batch.reloadedSections)
        sectionMoves = Dictionary(batch.movedSections.map { ($0.from, $0.to) }) { first, _ in first }
        removedSections = (batch.deletedSections + batch.movedSections.map(\.from)).sorted()
        occupiedSections = (batch.insertedSections + batch.movedSections.map(\.to)).sorted()
        deletedItems = Set(batch.deletedItems)
        reloadedItems = Set(batch.reloadedItems)
        itemMoves = Dictionary(batch.movedItems.map { ($0.from, $0.to) }) { first, _ in first }
        var removed: [Int: [Int]] = [:]
        for indexPath in batch.deletedItems + batch.movedItems.map(\.from) {
            removed[indexPath.section, default: []].append(indexPath.row)
        }
        removedItems = removed.mapValues { $0.sorted() }
        var occupied: [Int: [Int]] = [:]
        for indexPath in batch.insertedItems + batch.movedItems.map(\.to) {
            occupied[indexPath.section, default: []].append(indexPath.row)
        }
        occupiedItems = occupied.mapValues { $0.sorted() }
    }

    /// The index of old section `section` after the update, nil if it was deleted.
    func newSection(forOld section: Int) -> Int? {
        if deletedSections.contains(section) {
            return nil
        }
        if let moved = sectionMoves[section] {
            return moved
        }
        return Self.position(of: section, removed: removedSections, occupied: occupiedSections)
    }

    /// The index path of the old item at `indexPath` after the update, nil if it, or its section, was deleted or
    /// reloaded. A reloaded item keeps its place, so it has one (see `survivingIndexPath(forOld:)`).
    func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        if let moved = itemMoves[indexPath] {
            return moved
        }
        guard !deletedItems.contains(indexPath), !reloadedSections.contains(indexPath.section),
            let section = newSection(forOld: indexPath.section)
        else {
            return nil
        }
        let row = Self.position(
            of: indexPath.row,
            removed: removedItems[indexPath.section] ?? [],
            occupied: occupiedItems[section] ?? []
        )
        return IndexPath(row: row, section: section)
    }

    /// The index path after the update of the old item at `indexPath` if the item itself survives it: nil if it
    /// was deleted or reloaded, or its section was. This is what follows an item across the update: its cell, its
    /// selection, its known size.
    func survivingIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        reloadedItems.contains(indexPath) ? nil : newIndexPath(forOld: indexPath)
    }

    /// The items deleted or moved from old section `section`, sorted.
    func removedItems(inOldSection section: Int) -> [Int] {
        removedItems[section] ?? []
    }

    /// The items inserted or moved to in new section `section`, sorted.
    func occupiedItems(inNewSection section: Int) -> [Int] {
        occupiedItems[section] ?? []
    }

    /// The new index of a survivor at old index `old`: its rank among the survivors, placed in the rank-th index
    /// not taken by an insertion or move (`removed` and `occupied` sorted, without duplicates).
    private static func position(of old: Int, removed: [Int], occupied: [Int]) -> Int {
        let rank = old - countBelow(old, in: removed)
        // The survivor lands at `rank + j`, where j counts the taken indices before it: those `occupied[i]` with
        // `occupied[i] - i <= rank`, a non-decreasing key since the indices are sorted and distinct.
        return rank + occupied.indices.partitioningIndex { occupied[$0] - $0 > rank }
    }

    /// How many elements of the sorted `values` are less than `value`.
    private static func countBelow(_ value: Int, in values: [Int]) -> Int {
        values.partitioningIndex { $0 >= value }
    }
}
