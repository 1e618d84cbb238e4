/// What a benchmark's list shows at an offset, computed from the pattern its items follow rather than asked of the
/// view: how many items of each kind intersect a band of the content, as the view finds its visible items.
protocol VisibleItemModel {
    /// The number of kinds of item; `countVisible` counts into indices `0..<kindCount`.
    var kindCount: Int { get }

    /// Adds to `counts` the items of each kind whose frames intersect `top..<top + height` along the scrolling
    /// axis, in O(visible items), without allocating.
    func countVisible(top: Double, height: Double, into counts: inout [Int])
}
