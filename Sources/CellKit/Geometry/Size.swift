/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The empty size, 0 x 0.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension Size: CustomStringConvertible {
    /// The size as `(width, height)`, whole numbers without a fractional part.
    public var description: String {
        "(\(width.compactDescription), \(height.compactDescription))"
    }
}
