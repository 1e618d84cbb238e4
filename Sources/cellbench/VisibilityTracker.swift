/// Counts, after each frame, the items of each kind that intersect the viewport, computed by a `VisibleItemModel`
/// rather than asked of the view, and keeps the peak of each; the benchmark then checks that the view displays
/// exactly that many. It allocates nothing per frame.
struct VisibilityTracker<Model: VisibleItemModel> {
    let model: Model
    let viewportHeight: Double
    /// The most items of each kind visible at once so far, indexed as the model's kinds.
    private(set) var peaks: [Int]
    /// The items of each kind visible at the last offset counted.
    private(set) var counts: [Int]

    init(model: Model, viewportHeight: Double) {
        self.model = model
        self.viewportHeight = viewportHeight
        peaks = [Int](repeating: 0, count: model.kindCount)
        counts = [Int](repeating: 0, count: model.kindCount)
    }

    /// Counts the items visible at the scroll offset `offset`, updates the peaks, and returns the visible items of
    /// all kinds.
    mutating func count(atOffset offset: Double) -> Int {
        for index in counts.indices {
            counts[index] = 0
        }
        model.countVisible(top: offset, height: viewportHeight, into: &counts)
        var visible = 0
        for index in counts.indices {
            peaks[index] = max(peaks[index], counts[index])
            visible += counts[index]
        }
        return visible
    }
}
