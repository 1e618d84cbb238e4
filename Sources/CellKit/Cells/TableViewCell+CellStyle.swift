extension TableViewCell {
    /// The built-in arrangements of a cell's text label, detail label and image view (UIKit's
    /// `UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable, Hashable, CaseIterable {
        /// An image and a text label; no detail label.
        case `default`
        /// A text label on the left and a grey detail label right-aligned on the right.
        case value1
        /// A small blue right-aligned text label in a narrow column, then the detail label.
        case value2
        /// A text label with a smaller detail label under it.
        case subtitle
    }
}
