extension Rect {
    /// Whether `point` lies in the rectangle; half-open like a pixel grid: `minX <= x < maxX`, `minY <= y < maxY`.
    ///
    /// Two rectangles that share an edge therefore never both contain a point on it, which is what hit-testing
    /// adjacent views needs.
    public func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether the two rectangles overlap with a positive area; rectangles that only touch do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        intersection(other) != nil
    }

    /// The overlap of the two rectangles, standardized, or nil when they do not overlap with a positive area.
    ///
    /// CGRect answers a "null" rectangle here; an optional makes the no-overlap case impossible to ignore.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else {
            return nil
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle moved by `dx` horizontally and `dy` vertically, its size unchanged.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The standardized rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (negative
    /// values grow it).
    ///
    /// An extent that would turn negative becomes zero at the rectangle's midpoint, so layout code computing
    /// margins on a too-small view gets an empty frame rather than a flipped one.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The standardized rectangle with each edge moved inwards by the matching inset (negative values outset).
    ///
    /// An extent that would turn negative becomes zero, placed where the two moved edges meet halfway.
    public func inset(by insets: EdgeInsets) -> Rect {
        let base = standardized
        var x = base.origin.x + insets.left
        var width = base.size.width - insets.left - insets.right
        if width < 0 {
            x += width / 2
            width = 0
        }
        var y = base.origin.y + insets.top
        var height = base.size.height - insets.top - insets.bottom
        if height < 0 {
            y += height / 2
            height = 0
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
