extension TableViewCell {
    /// How a selected or highlighted cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: String, Sendable, Hashable, CaseIterable {
        /// No change: the selected background view is never shown.
        case none
        /// A blue background (grey since iOS 7).
        case blue
        /// A grey background.
        case gray
        /// The system's default selection appearance.
        case `default`
    }
}
