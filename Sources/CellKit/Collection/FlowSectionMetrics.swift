/// One section's metrics in a flow layout's axes, clamped as `CollectionViewFlowLayout.maximumDimension` says:
/// insets, spacings and the extents of the header and footer along the scrolling axis.
struct FlowSectionMetrics: Equatable {
    /// The inset before the first line (top when scrolling vertically); at least 0.
    var leadingInset = 0.0
    /// The inset after the last line (bottom when scrolling vertically); at least 0.
    var trailingInset = 0.0
    /// The inset before a line's first item (left when scrolling vertically); may be negative.
    var crossLeadingInset = 0.0
    /// The inset after a line's last item (right when scrolling vertically); may be negative.
    var crossTrailingInset = 0.0
    /// The least distance between lines.
    var lineSpacing = 0.0
    /// The least distance between the items of a line.
    var interitemSpacing = 0.0
    /// The header's extent along the scrolling axis; 0 means no header.
    var header = 0.0
    /// The footer's extent along the scrolling axis; 0 means no footer.
    var footer = 0.0

    /// No insets, spacings, header or footer.
    init() {}

    /// The metrics `source` gives `section`, clamped. Negative insets along the scrolling axis are 0 (UIKit lets
    /// them pull lines over the header); across it they may outset the lines.
    @MainActor
    init(section: Int, source: any FlowLayoutSource, axis: FlowAxis) {
        let inset = source.flowLayoutInset(forSection: section)
        leadingInset = FlowAxis.clamped(axis.isVertical ? inset.top : inset.left)
        trailingInset = FlowAxis.clamped(axis.isVertical ? inset.bottom : inset.right)
        crossLeadingInset = FlowAxis.clampedSigned(axis.isVertical ? inset.left : inset.top)
        crossTrailingInset = FlowAxis.clampedSigned(axis.isVertical ? inset.right : inset.bottom)
        lineSpacing = FlowAxis.clamped(source.flowLayoutMinimumLineSpacing(forSection: section))
        interitemSpacing = FlowAxis.clamped(source.flowLayoutMinimumInteritemSpacing(forSection: section))
        header = FlowAxis.clamped(axis.main(source.flowLayoutHeaderSize(inSection: section)))
        footer = FlowAxis.clamped(axis.main(source.flowLayoutFooterSize(inSection: section)))
    }

    /// The room for a line's items across the scrolling axis in a viewport `crossExtent` wide; at least 0.
    func room(crossExtent: Double) -> Double {
        max(0, crossExtent - crossLeadingInset - crossTrailingInset)
    }
}
