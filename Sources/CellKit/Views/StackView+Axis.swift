extension StackView {
    /// The direction a stack view lines its arranged subviews up in (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}
