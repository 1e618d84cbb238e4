extension ReuseQueue {
    /// Takes in a cell the data source made itself, as the tutorials' `if cell == nil { cell = … }` pattern does
    /// after `dequeueReusableCell(withIdentifier:)` returns nil: it counts as created for its reuse identifier and
    /// is queued under it once it leaves the screen, as UIKit queues a cell made with `init(style:reuseIdentifier:)`.
    ///
    /// Returns false, and changes nothing, for a cell with no reuse identifier, an empty one (which no registration
    /// can have) or one a queue already manages.
    @discardableResult
    func adopt(_ cell: TableViewCell, at indexPath: IndexPath?) -> Bool {
        guard let identifier = cell.reuseIdentifier, !identifier.isEmpty, cell.reuseRecord.serial == 0 else {
            return false
        }
        let index = slotIndex(for: identifier)
        cellsMade += 1
        cell.reuseRecord = CellReuseRecord(state: .dequeued, serial: cellsMade)
        slots[index].statistics.created += 1
        emit(.create, cell, at: indexPath)
        return true
    }
}
