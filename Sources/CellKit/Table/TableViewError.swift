/// Why a table view could not do what it was asked; `description` is UIKit's exception text where UIKit has one.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    /// A dequeue failed (often inside the data source's `tableView(_:cellForRowAt:)`).
    case reuse(ReuseQueueError)
    /// A batch update did not match the data source's new counts or named rows that do not exist.
    case batchUpdate(BatchUpdateError)
    /// `rectForRow(at:)` was asked for a row that does not exist.
    case rectRequestForInvalidIndexPath(IndexPath)
    /// `scrollToRow(at:at:animated:)` was asked for a row that does not exist.
    case scrollToInvalidIndexPath(IndexPath)
    /// A row operation outside a batch (`invalidateHeight(at:)`, `selectRow`) named a row that does not exist.
    case invalidIndexPath(IndexPath)
    /// A section query named a section that does not exist.
    case invalidSection(Int, sectionCount: Int)
    /// The table needed a cell but has no data source (it is held weakly and may have gone).
    case missingDataSource
    /// The data source's `tableView(_:cellForRowAt:)` threw an error other than a dequeue error.
    case dataSourceFailed(indexPath: IndexPath, reason: String)
    /// The data source returned a cell that no dequeue call handed out.
    case cellNotDequeued(IndexPath)
    /// The data source returned a cell the table is already displaying at another row.
    case cellAlreadyDisplayed(IndexPath)
    /// The data or the layout was changed from a data-source or delegate call made during layout.
    case updateDuringLayout
    /// The data source has more rows in all than `TableView.maximumNumberOfRows` (`count` is `Int.max` when the
    /// sum itself overflows).
    case tooManyRows(count: Int)
    /// The data source has more sections than `TableView.maximumNumberOfSections`.
    case tooManySections(count: Int)
    /// `reloadData()` was called inside `beginUpdates()`/`endUpdates()` or `performBatchUpdates(_:completion:)`.
    case reloadDuringBatchUpdates

    /// UIKit's message for the error, or one in its style.
    public var description: String {
        switch self {
        case .reuse(let error):
            return error.description
        case .batchUpdate(let error):
            return error.description
        case .rectRequestForInvalidIndexPath(let indexPath):
            return "request for rect at invalid index path (\(indexPath.exceptionDescription))"
        case .scrollToInvalidIndexPath(let indexPath):
            return "attempt to scroll to invalid index path: \(indexPath.exceptionDescription)"
        case .invalidIndexPath(let indexPath):
            return "invalid index path (\(indexPath.exceptionDescription))"
        case .invalidSection(let section, let sectionCount):
            return "request for invalid section (\(section)); the table view has \(sectionCount) sections"
        case .missingDataSource:
            return "UITableView dataSource is not set"
        case .dataSourceFailed(let indexPath, let reason):
            return "dataSource failed to provide a cell for index path \(indexPath.exceptionDescription): \(reason)"
        case .cellNotDequeued(let indexPath):
            return "the cell returned from tableView(_:cellForRowAt:) for index path "
                + "\(indexPath.exceptionDescription) does not have a reuseIdentifier - cells must be retrieved by "
                + "calling dequeueReusableCell(withIdentifier:for:)"
        case .cellAlreadyDisplayed(let indexPath):
            return "the cell returned from tableView(_:cellForRowAt:) for index path "
                + "\(indexPath.exceptionDescription) is already displayed at another index path"
        case .updateDuringLayout:
            return "Cannot update the table view while it is laying out its rows or calling its data source or "
                + "delegate for a layout"
        case .tooManyRows(let count):
            let has = count == Int.max ? "\(count) or more" : "\(count)"
            return "the table view supports at most \(TableView.maximumNumberOfRows) rows; the data source has \(has)"
        case .tooManySections(let count):
            return "the table view supports at most \(TableView.maximumNumberOfSections) sections; the data source "
                + "has \(count)"
        case .reloadDuringBatchUpdates:
            return "reloadData() must not be called between beginUpdates() and endUpdates() or inside "
                + "performBatchUpdates(_:completion:)"
        }
    }
}
