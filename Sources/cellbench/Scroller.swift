import CellKit

/// Moves a scroll view to a frame's offset and lays it out: the work of one frame of scrolling.
@MainActor
struct Scroller {
    let view: ScrollView
    /// How far one frame scrolls, in points.
    let step: Double
    /// The largest offset, at which the bottom of the content meets the bottom of the viewport.
    let maxOffset: Double

    /// Sets the offset of frame `frame` (`frame * step`, no further than the bottom) and lays out the view.
    func show(frame: Int) {
        view.contentOffset = Point(x: 0, y: min(Double(frame) * step, maxOffset))
        view.layoutIfNeeded()
    }
}
