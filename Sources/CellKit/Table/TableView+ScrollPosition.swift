extension TableView {
    /// Where `scrollToRow(at:at:animated:)` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable, Hashable, CaseIterable {
        /// As little scrolling as brings the row fully into view (to the top or bottom edge); none if it is.
        case none
        /// The row's top at the viewport's top.
        case top
        /// The row's centre at the viewport's centre.
        case middle
        /// The row's bottom at the viewport's bottom.
        case bottom
    }
}
