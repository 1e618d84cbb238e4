import CellKit
import ExampleCells

extension SmartNewsViewController: Article1x1TableViewCellActions, Article1x3TableViewCellActions,
    Article3x1TableViewCellActions
{
    /// Tells the delegate which feed's thumbnail was tapped, and dims its headline as read.
    public func feedPressed(_ sender: Button) {
        guard let indexPath = indexPathForRow(of: sender), let cell = tableView.cellForRow(at: indexPath),
            let index = feedIndex(of: sender)
        else {
            return
        }
        markRead(index)
        delegate?.articleCell(cell, didSelect: feeds[index])
    }
}
