import Testing

@testable import CellKit

/// The batch rules both views share: `BatchUpdate` checks a batch against the counts before and after it and maps
/// old positions to new ones; `BatchUpdateError` prints its refusal in the words of the view that refused it.
@Suite("Batch updates")
struct BatchUpdateTests {
    private static func path(_ item: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    /// A batch, the counts before and after it, and the collection view's message for it.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var batch: @Sendable () -> BatchUpdate
        var old: [Int]
        var new: [Int]
        var message: String

        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "count", batch: { BatchUpdate(insertedItems: [path(0)]) }, old: [5], new: [5],
            message:
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (5) must be equal to the number of items contained in that section "
                + "before the update (5), plus or minus the number of items inserted or deleted from that section "
                + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 0 moved out)."),
        Refusal(
            name: "count with moves", batch: { BatchUpdate(movedItems: [(path(0), path(0, 1))]) }, old: [3, 2],
            new: [3, 3],
            message:
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (3) must be equal to the number of items contained in that section "
                + "before the update (3), plus or minus the number of items inserted or deleted from that section "
                + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 1 moved out)."),
        Refusal(
            name: "sections", batch: { BatchUpdate() }, old: [1], new: [1, 0],
            message:
                "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (2) must be equal to the number of sections contained in the collection view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                + "deleted)."),
        Refusal(
            name: "delete past the end", batch: { BatchUpdate(deletedItems: [path(2)]) }, old: [1], new: [0],
            message: "attempt to delete item 2 from section 0 which only contains 1 items before the update"),
        Refusal(
            name: "reload past the end", batch: { BatchUpdate(reloadedItems: [path(3)]) }, old: [3], new: [3],
            message: "attempt to delete item 3 from section 0 which only contains 3 items before the update"),
        Refusal(
            name: "delete from a missing section", batch: { BatchUpdate(deletedItems: [path(0, 1)]) }, old: [1],
            new: [1],
            message: "attempt to delete item 0 from section 1, but there are only 1 sections before the update"
        ),
        Refusal(
            name: "insert past the end", batch: { BatchUpdate(insertedItems: [path(8)]) }, old: [7], new: [8],
            message: "attempt to insert item 8 into section 0, but there are only 8 items in section 0 after the update"
        ),
        Refusal(
            name: "insert into a missing section", batch: { BatchUpdate(insertedItems: [path(0, 2)]) }, old: [1, 1],
            new: [1, 1],
            message: "attempt to insert item 0 into section 2, but there are only 2 sections after the update"),
        Refusal(
            name: "delete a missing section", batch: { BatchUpdate(deletedSections: [1]) }, old: [1], new: [],
            message: "attempt to delete section 1, but there are only 1 sections before the update"),
        Refusal(
            name: "insert a missing section", batch: { BatchUpdate(insertedSections: [3]) }, old: [1, 1, 1],
            new: [1, 1, 1], message: "attempt to insert section 3 but there are only 3 sections after the update"),
        Refusal(
            name: "move a missing section", batch: { BatchUpdate(movedSections: [(2, 0)]) }, old: [1, 1],
            new: [1, 1], message: "attempt to move section 2, but there are only 2 sections before the update"),
        Refusal(
            name: "move a section past the end", batch: { BatchUpdate(movedSections: [(0, 2)]) }, old: [1, 1],
            new: [1, 1],
            message: "attempt to to move section 0 to section 2, but there are only 2 sections after the update"),
        Refusal(
            name: "move a missing item", batch: { BatchUpdate(movedItems: [(path(4), path(0))]) }, old: [4],
            new: [4],
            message:
                "attempt to move index path ({length = 2, path = 0 - 4}) that does not exist - there are only 4 items "
                + "in section 0 before the update"),
        Refusal(
            name: "move an item past the end", batch: { BatchUpdate(movedItems: [(path(0), path(4))]) }, old: [4],
            new: [4],
            message:
                "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 4}) "
                + "that does not exist - there are only 4 items in section 0 after the update"),
        Refusal(
            name: "delete and reload", batch: { BatchUpdate(deletedItems: [path(1)], reloadedItems: [path(1)]) },
            old: [3], new: [2],
            message: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
        Refusal(
            name: "delete and move",
            batch: { BatchUpdate(deletedItems: [path(1)], movedItems: [(path(1), path(0))]) }, old: [3], new: [2],
            message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"),
        Refusal(
            name: "insert and move",
            batch: { BatchUpdate(insertedItems: [path(0)], movedItems: [(path(2), path(0))]) }, old: [3], new: [4],
            message: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"),
        Refusal(
            name: "delete twice", batch: { BatchUpdate(deletedItems: [path(1), path(1)]) }, old: [3], new: [1],
            message:
                "attempt to delete, reload or move from the same index path more than once ({length = 2, path = 0 - 1})"
        ),
        Refusal(
            name: "insert twice", batch: { BatchUpdate(insertedItems: [path(1), path(1)]) }, old: [3], new: [5],
            message: "attempt to insert or move to the same index path more than once ({length = 2, path = 0 - 1})"),
        Refusal(
            name: "a section deleted and moved", batch: { BatchUpdate(deletedSections: [0], movedSections: [(0, 0)]) },
            old: [1, 1], new: [1], message: "attempt to update section 0 more than once in the same batch"),
    ]

    @Test(arguments: refusals)
    func aRefusedBatchSaysWhyInTheCollectionViewsWords(_ refusal: Refusal) throws {
        let error = try #require(throws: BatchUpdateError.self) {
            try refusal.batch().mapping(from: refusal.old, to: refusal.new)
        }
        #expect(error.description(in: .collectionView) == refusal.message)
    }

    @Test func theTableKeepsItsOwnWords() throws {
        let deleted = try #require(throws: BatchUpdateError.self) {
            try BatchUpdate(deletedItems: [Self.path(2)]).mapping(from: [1], to: [0])
        }
        #expect(
            deleted.description == "attempt to delete row 2 from section 0 which only contains 1 rows before the update"
        )
        #expect(deleted.description(in: .tableView) == deleted.description)
        let moved = try #require(throws: BatchUpdateError.self) {
            try BatchUpdate(movedSections: [(0, 2)]).mapping(from: [1, 1], to: [1, 1])
        }
        #expect(
            moved.description
                == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
        let sections = try #require(throws: BatchUpdateError.self) {
            try BatchUpdate().mapping(from: [], to: [0])
        }
        #expect(sections.description.contains("contained in the table view after the update (1)"))
    }

    @Test func survivorsFillTheIndicesInsertionsAndMovesLeave() throws {
        // Old [a b c d e] in section 0: delete b, move d to the front, insert at 2, reload e.
        let batch = BatchUpdate(
            insertedItems: [Self.path(2)], deletedItems: [Self.path(1)], reloadedItems: [Self.path(4)],
            movedItems: [(Self.path(3), Self.path(0))])
        let mapping = try batch.mapping(from: [5], to: [5])
        // New [d a new c e].
        #expect(mapping.newIndexPath(forOld: Self.path(0)) == Self.path(1))
        #expect(mapping.newIndexPath(forOld: Self.path(1)) == nil)
        #expect(mapping.newIndexPath(forOld: Self.path(2)) == Self.path(3))
        #expect(mapping.newIndexPath(forOld: Self.path(3)) == Self.path(0))
        #expect(mapping.newIndexPath(forOld: Self.path(4)) == Self.path(4))
        #expect(mapping.survivingIndexPath(forOld: Self.path(4)) == nil, "a reloaded item does not survive")
        #expect(mapping.survivingIndexPath(forOld: Self.path(2)) == Self.path(3))
    }

    @Test func sectionsMoveWithTheirItemsAndReloadedSectionsLoseThem() throws {
        // Old sections [s0 s1 s2]: delete s0, move s2 to the front, insert a section at 2, reload s1.
        let batch = BatchUpdate(
            insertedSections: [2], deletedSections: [0], reloadedSections: [1], movedSections: [(2, 0)])
        let mapping = try batch.mapping(from: [1, 2, 3], to: [3, 5, 0])
        #expect(mapping.newSection(forOld: 0) == nil)
        #expect(mapping.newSection(forOld: 1) == 1)
        #expect(mapping.newSection(forOld: 2) == 0)
        #expect(mapping.newIndexPath(forOld: Self.path(2, 2)) == Self.path(2, 0))
        #expect(mapping.newIndexPath(forOld: Self.path(0, 1)) == nil, "the items of a reloaded section are new")
    }

    @Test func aReloadedSectionMayChangeItsCount() throws {
        let mapping = try BatchUpdate(reloadedSections: [0]).mapping(from: [2, 1], to: [7, 1])
        #expect(mapping.newIndexPath(forOld: Self.path(0, 1)) == Self.path(0, 1))
    }
}
