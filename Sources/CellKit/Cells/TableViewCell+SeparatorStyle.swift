extension TableViewCell {
    /// Whether a table draws a line under each row (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Sendable, Hashable, CaseIterable {
        /// No line: the cells draw their own separators, as seed 000's separator image does.
        case none
        /// A one-point line under each row, inset from the leading edge by the cell's content margin.
        case singleLine
    }
}
