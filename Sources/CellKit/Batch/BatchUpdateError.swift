/// Why a batch update was refused; `description` is UIKit's `Invalid update` or `attempt to ...` text.
///
/// Rows deleted, reloaded or moved from are old index paths; rows inserted or moved to are new ones. A collection
/// view refuses its batches with the same cases, its items in the place of rows: `CollectionViewError.batchUpdate`
/// prints them in UIKit's words for a collection view ("item", "collection view"), while this error's own
/// `description` always speaks of rows and the table view.
public enum BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// An existing section's new row count is not its old count plus insertions and moves in, minus deletions
    /// and moves out; `section` is the section's index after the update.
    case invalidNumberOfRows(
        section: Int,
        after: Int,
        before: Int,
        inserted: Int,
        deleted: Int,
        movedIn: Int,
        movedOut: Int
    )
    /// The new section count is not the old one plus insertions minus deletions.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// A deleted (or reloaded) row is past the end of its section before the update.
    case deleteRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// A deleted (or reloaded) row is in a section that did not exist before the update.
    case deleteRowFromMissingSection(row: Int, section: Int, sectionCount: Int)
    /// An inserted row is past the end of its section after the update.
    case insertRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// An inserted row is in a section that does not exist after the update.
    case insertRowIntoMissingSection(row: Int, section: Int, sectionCount: Int)
    /// A deleted section did not exist before the update.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// An inserted section does not exist after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// A moved section did not exist before the update.
    case moveSectionFromOutOfRange(section: Int, sectionCount: Int)
    /// A section was moved to an index that does not exist after the update.
    case moveSectionToOutOfRange(from: Int, to: Int, sectionCount: Int)
    /// A row was moved from an index path that did not exist before the update.
    case moveRowFromInvalidIndexPath(IndexPath, rowCount: Int)
    /// A row was moved to an index path that does not exist after the update.
    case moveRowToInvalidIndexPath(from: IndexPath, to: IndexPath, rowCount: Int)
    /// The same index path was both deleted and reloaded.
    case deleteAndReload(IndexPath)
    /// The same index path was both deleted and moved from.
    case deleteAndMove(IndexPath)
    /// The same index path was both inserted and moved to.
    case insertAndMove(IndexPath)
    /// The same old index path was deleted, reloaded or moved from twice.
    case duplicateOldIndexPath(IndexPath)
    /// The same new index path was inserted or moved to twice.
    case duplicateNewIndexPath(IndexPath)
    /// The same section was deleted or moved from twice, or inserted or moved to twice.
    case duplicateSection(Int)

    /// UIKit's message for the error, in a table view's words.
    public var description: String {
        description(in: .tableView)
    }

    /// UIKit's message for the error in the words of the view that refused the batch.
    func description(in view: Vocabulary) -> String {
        let row = view.item
        let rows = view.items
        switch self {
        case .invalidNumberOfRows(
            let section, let after, let before, let inserted, let deleted, let movedIn,
            let movedOut):
            return
                "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained in "
                + "an existing section after the update (\(after)) must be equal to the number of \(rows) contained in "
                + "that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) "
                + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the \(view.name) "
                + "after the update (\(after)) must be equal to the number of sections contained in the \(view.name) "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case .deleteRowOutOfRange(let item, let section, let count):
            return "attempt to delete \(row) \(item) from section \(section) which only contains \(count) \(rows) "
                + "before the update"
        case .deleteRowFromMissingSection(let item, let section, let sectionCount):
            return "attempt to delete \(row) \(item) from section \(section), but there are only \(sectionCount) "
                + "sections before the update"
        case .insertRowOutOfRange(let item, let section, let count):
            return "attempt to insert \(row) \(item) into section \(section), but there are only \(count) \(rows) in "
                + "section \(section) after the update"
        case .insertRowIntoMissingSection(let item, let section, let sectionCount):
            return "attempt to insert \(row) \(item) into section \(section), but there are only \(sectionCount) "
                + "sections after the update"
        case .deleteSectionOutOfRange(let section, let sectionCount):
            return "attempt to delete section \(section), but there are only \(sectionCount) sections before the "
                + "update"
        case .insertSectionOutOfRange(let section, let sectionCount):
            return "attempt to insert section \(section) but there are only \(sectionCount) sections after the update"
        case .moveSectionFromOutOfRange(let section, let sectionCount):
            return "attempt to move section \(section), but there are only \(sectionCount) sections before the update"
        case .moveSectionToOutOfRange(let from, let to, let sectionCount):
            return "\(view.moveSectionVerb) section \(from) to section \(to), but there are only \(sectionCount) "
                + "sections after the update"
        case .moveRowFromInvalidIndexPath(let indexPath, let count):
            return "attempt to move index path (\(indexPath.exceptionDescription)) that does not exist - there are "
                + "only \(count) \(rows) in section \(indexPath.section) before the update"
        case .moveRowToInvalidIndexPath(let from, let to, let count):
            return "attempt to move index path (\(from.exceptionDescription)) to index path "
                + "(\(to.exceptionDescription)) that does not exist - there are only \(count) \(rows) in section "
                + "\(to.section) after the update"
        case .deleteAndReload(let indexPath):
            return "attempt to delete and reload the same index path (\(indexPath.exceptionDescription))"
        case .deleteAndMove(let indexPath):
            return "attempt to perform a delete and a move from the same index path "
                + "(\(indexPath.exceptionDescription))"
        case .insertAndMove(let indexPath):
            return "attempt to perform an insert and a move to the same index path (\(indexPath.exceptionDescription))"
        case .duplicateOldIndexPath(let indexPath):
            return "attempt to delete, reload or move from the same index path more than once "
                + "(\(indexPath.exceptionDescription))"
        case .duplicateNewIndexPath(let indexPath):
            return "attempt to insert or move to the same index path more than once (\(indexPath.exceptionDescription))"
        case .duplicateSection(let section):
            return "attempt to update section \(section) more than once in the same batch"
        }
    }

    /// The words of a view's batch-update messages: what it calls its items and itself.
    enum Vocabulary {
        case tableView
        case collectionView

        /// The view, as its messages name it.
        var name: String {
            switch self {
            case .tableView: "table view"
            case .collectionView: "collection view"
            }
        }

        /// One of its items.
        var item: String {
            switch self {
            case .tableView: "row"
            case .collectionView: "item"
            }
        }

        /// Its items.
        var items: String {
            "\(item)s"
        }

        /// How a message about a section moved past the end begins. UIKit's `UICollectionView` says "attempt to to
        /// move", its own typo (in the port of its code in UXKit and in `UITableView` too); the table's text keeps
        /// the wording it has always had.
        var moveSectionVerb: String {
            switch self {
            case .tableView: "attempt to move"
            case .collectionView: "attempt to to move"
            }
        }
    }
}
