/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// The edges (`minX`, `maxX`, ...) are computed as CGRect's are, from the standardized rectangle, so a negative
/// width or height still gives `minX <= maxX`; `width` and `height` are the stored size's, unstandardized.
public struct Rect: Sendable, Hashable {
    /// The corner the size is measured from: the top-left one for a standardized rectangle.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The stored size's width.
    public var width: Double { size.width }

    /// The stored size's height.
    public var height: Double { size.height }

    /// The smallest x coordinate of the rectangle.
    public var minX: Double { min(origin.x, origin.x + size.width) }

    /// The x coordinate of the rectangle's centre.
    public var midX: Double { origin.x + size.width / 2 }

    /// The largest x coordinate of the rectangle.
    public var maxX: Double { max(origin.x, origin.x + size.width) }

    /// The smallest y coordinate of the rectangle.
    public var minY: Double { min(origin.y, origin.y + size.height) }

    /// The y coordinate of the rectangle's centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// The largest y coordinate of the rectangle.
    public var maxY: Double { max(origin.y, origin.y + size.height) }

    /// Whether the rectangle encloses no area (a zero width or height).
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Rect: CustomStringConvertible {
    /// The rectangle as `(x, y, width, height)`, whole numbers without a fractional part.
    public var description: String {
        "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size.width.compactDescription), "
            + "\(size.height.compactDescription))"
    }
}
