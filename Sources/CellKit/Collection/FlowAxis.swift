/// A flow layout's two axes: "main", along the scrolling direction (y when scrolling vertically), in which lines
/// stack, and "cross", across it, in which the items of a line flow. The engine works in these terms and turns them
/// into points and rectangles only at its edges.
struct FlowAxis: Equatable {
    /// Whether the layout scrolls vertically (main is y) rather than horizontally (main is x).
    var isVertical: Bool

    /// The extent of `size` along the scrolling axis.
    func main(_ size: Size) -> Double { isVertical ? size.height : size.width }

    /// The extent of `size` across the scrolling axis.
    func cross(_ size: Size) -> Double { isVertical ? size.width : size.height }

    /// The coordinate of `point` along the scrolling axis.
    func main(_ point: Point) -> Double { isVertical ? point.y : point.x }

    /// The coordinate of `point` across the scrolling axis.
    func cross(_ point: Point) -> Double { isVertical ? point.x : point.y }

    /// The smallest and largest coordinates of `rect` along the scrolling axis.
    func mainRange(_ rect: Rect) -> (lower: Double, upper: Double) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The rectangle at `main`, `cross` of extents `mainLength` and `crossLength`.
    func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        isVertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The size of extents `main` and `cross`.
    func size(main: Double, cross: Double) -> Size {
        isVertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// `value` clamped to `0...CollectionViewFlowLayout.maximumDimension`; NaN is 0.
    static func clamped(_ value: Double) -> Double {
        value > 0 ? min(value, CollectionViewFlowLayout.maximumDimension) : 0
    }

    /// `value` clamped to `-maximumDimension...maximumDimension`; NaN is 0.
    static func clampedSigned(_ value: Double) -> Double {
        guard !value.isNaN else {
            return 0
        }
        let limit = CollectionViewFlowLayout.maximumDimension
        return min(max(value, -limit), limit)
    }
}
