/// A location in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`, whole numbers without a fractional part.
    public var description: String {
        "(\(x.compactDescription), \(y.compactDescription))"
    }
}
