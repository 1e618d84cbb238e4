extension StackView {
    /// How a stack view places its arranged subviews across its axis (UIKit's `UIStackView.Alignment`).
    ///
    /// As in UIKit, `leading` and `top` are the same placement, and so are `trailing` and `bottom`: the start or
    /// the end of the cross axis, whichever the axis.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// Stretch every view to the stack's cross size.
        case fill
        /// Put every view at the start of the cross axis.
        case leading
        /// Put every view at the start of the cross axis (the top edge of a horizontal stack).
        case top
        /// Centre every view on the cross axis.
        case center
        /// Put every view at the end of the cross axis.
        case trailing
        /// Put every view at the end of the cross axis (the bottom edge of a horizontal stack).
        case bottom
    }
}
