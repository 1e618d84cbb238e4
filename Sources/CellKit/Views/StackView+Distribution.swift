extension StackView {
    /// How a stack view sizes and spaces its arranged subviews along its axis (UIKit's
    /// `UIStackView.Distribution`); `StackView` documents the exact rules.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// Natural sizes, with the last view stretched or shrunk to fill the stack.
        case fill
        /// Equal sizes that fill the stack.
        case fillEqually
        /// Sizes proportional to the natural sizes, filling the stack.
        case fillProportionally
        /// Natural sizes, with the spare room shared equally between the views.
        case equalSpacing
        /// Natural sizes, with the views' centres equally spaced from the first view's start to the last's end.
        case equalCentering
    }
}
