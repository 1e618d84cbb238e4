extension TableView {
    /// The animation of an inserted, deleted or reloaded row (UIKit's `UITableView.RowAnimation`); accepted for
    /// familiarity and ignored, as a headless table does not animate.
    public enum RowAnimation: Sendable, Hashable, CaseIterable {
        /// A fade.
        case fade
        /// Slides to or from the right.
        case right
        /// Slides to or from the left.
        case left
        /// Slides to or from the top.
        case top
        /// Slides to or from the bottom.
        case bottom
        /// No animation.
        case none
        /// Centred vertically while animating.
        case middle
        /// The system's choice.
        case automatic
    }
}
