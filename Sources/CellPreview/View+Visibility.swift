import CellKit

extension View {
    /// Whether the view, placed at `frame` in the coordinates of `visible` (what the clipping views around it let
    /// show), may show anything: it is not hidden or transparent, its frame is finite, and it overlaps `visible`, or
    /// has unclipped subviews that might. The renderer and `ScreenText` use the same rule, so the text lists what the
    /// picture shows.
    func mayShow(at frame: Rect, in visible: Rect) -> Bool {
        guard !isHidden, alpha > 0, frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else {
            return false
        }
        return frame.intersects(visible) || (!clipsToBounds && !subviews.isEmpty)
    }

    /// What of `visible` the view's subviews may show in, in the view's own coordinates when it is placed at
    /// `origin` (the coordinates its subviews' frames are in, less the scroll offset); nil when nothing.
    func visibleAreaForSubviews(of visible: Rect, at origin: Point) -> Rect? {
        let inner = visible.offsetBy(dx: -origin.x, dy: -origin.y)
        return clipsToBounds ? inner.intersection(Rect(origin: .zero, size: frame.size.standardizedSize)) : inner
    }
}

extension Size {
    /// The size with negative extents made positive, as a standardized rectangle has.
    fileprivate var standardizedSize: Size {
        Size(width: abs(width), height: abs(height))
    }
}
