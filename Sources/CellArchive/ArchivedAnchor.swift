/// A measurement of an object's frame an expression reads, as `.cell` files name it.
public enum ArchivedAnchor: UInt8, Hashable, Sendable, CaseIterable {
    /// The left edge.
    case minX
    /// The horizontal centre.
    case midX
    /// The right edge.
    case maxX
    /// The top edge.
    case minY
    /// The vertical centre.
    case midY
    /// The bottom edge.
    case maxY
    /// The width.
    case width
    /// The height.
    case height
}
