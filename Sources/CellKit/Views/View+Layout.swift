extension View {
    /// Marks the layout invalid, so the next `layoutIfNeeded()` calls `layoutSubviews()`.
    public func setNeedsLayout() {
        storedNeedsLayout = true
        // Up to the first ancestor that already knows: above it, every ancestor does.
        var ancestor = superview
        while let view = ancestor, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// Lays out this view if its layout is invalid, then its subviews, recursively: each view that needs layout
    /// gets exactly one `layoutSubviews()` call per pass.
    ///
    /// A superview lays out before its subviews, so frames it sets are in place when they lay out themselves.
    public func layoutIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        if needsLayout {
            storedNeedsLayout = false
            layoutSubviews()
        }
        // Cleared before the subviews lay out: one that invalidates a view above it marks this one again.
        subtreeNeedsLayout = false
        // A subview's layout may add or remove siblings; iterate over the views present when the pass began.
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// The content hugging priority along `axis` (UIKit's `contentHuggingPriority(for:)`).
    public func contentHuggingPriority(for axis: StackView.Axis) -> Double {
        self[keyPath: Self.huggingPriority(axis)]
    }

    /// Sets the content hugging priority along `axis` (UIKit's `setContentHuggingPriority(_:for:)`).
    public func setContentHuggingPriority(_ priority: Double, for axis: StackView.Axis) {
        self[keyPath: Self.huggingPriority(axis)] = priority
    }

    /// The compression resistance priority along `axis` (UIKit's `contentCompressionResistancePriority(for:)`).
    public func contentCompressionResistancePriority(for axis: StackView.Axis) -> Double {
        self[keyPath: Self.compressionResistancePriority(axis)]
    }

    /// Sets the compression resistance priority along `axis` (UIKit's
    /// `setContentCompressionResistancePriority(_:for:)`).
    public func setContentCompressionResistancePriority(_ priority: Double, for axis: StackView.Axis) {
        self[keyPath: Self.compressionResistancePriority(axis)] = priority
    }

    private static func huggingPriority(_ axis: StackView.Axis) -> ReferenceWritableKeyPath<View, Double> {
        axis == .horizontal ? \.horizontalHuggingPriority : \.verticalHuggingPriority
    }

    private static func compressionResistancePriority(_ axis: StackView.Axis) -> ReferenceWritableKeyPath<View, Double>
    {
        axis == .horizontal ? \.horizontalCompressionResistancePriority : \.verticalCompressionResistancePriority
    }
}
