extension View {
    /// Marks the layout invalid, so the next `layoutIfNeeded()` calls `layoutSubviews()`.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out this view if its layout is invalid, then its subviews, recursively: each view that needs layout
    /// gets exactly one `layoutSubviews()` call per pass.
    ///
    /// A superview lays out before its subviews, so frames it sets are in place when they lay out themselves.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        // A subview's layout may add or remove siblings; iterate over the views present when the pass began.
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }
}
