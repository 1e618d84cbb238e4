import CellKit

/// Moves a scroll view to a frame's offset and lays it out: the work of one frame of scrolling. The table and the
/// collection benchmarks scroll with it, so both time the same frames the same way.
@MainActor
struct Scroller {
    let view: ScrollView
    /// How far one frame scrolls, in points.
    let step: Double
    /// The largest offset, at which the bottom of the content meets the bottom of the viewport.
    let maxOffset: Double

    /// The frames from the top to the bottom: the last one reaches `maxOffset`.
    var framesToBottom: Int {
        Int((maxOffset / step).rounded(.up))
    }

    /// Sets the offset of frame `frame` (`frame * step`, no further than the bottom) and lays out the view.
    func show(frame: Int) {
        view.contentOffset = Point(x: 0, y: min(Double(frame) * step, maxOffset))
        view.layoutIfNeeded()
    }

    /// Scrolls `warmup` frames from the top (which makes the cells, grows the pools and every buffer to their
    /// steady size and runs each code path once), goes back to the top, then scrolls and times `frames` frames,
    /// calling `observe` after every frame, outside the timing. Returns the times of the timed frames.
    func timedScroll<Failure: Error>(
        frames: Int, warmup: Int, observe: () throws(Failure) -> Void
    ) throws(Failure) -> FrameHistogram {
        let clock = ContinuousClock()
        var histogram = FrameHistogram()
        for frame in 0...max(0, warmup) {
            show(frame: frame)
            try observe()
        }
        show(frame: 0)
        try observe()
        for frame in 0..<frames {
            let start = clock.now
            show(frame: frame + 1)
            histogram.record((clock.now - start).nanoseconds)
            try observe()
        }
        return histogram
    }
}
