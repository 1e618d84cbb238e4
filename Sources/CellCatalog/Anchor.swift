/// A measurement of a view's frame that expressions may read: `title.maxY`, `parent.width`.
public enum Anchor: String, Sendable, Hashable, CaseIterable {
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

    /// The frame components this anchor reads.
    public var components: [FrameComponent] {
        switch self {
        case .minX: [.x]
        case .midX, .maxX: [.x, .width]
        case .minY: [.y]
        case .midY, .maxY: [.y, .height]
        case .width: [.width]
        case .height: [.height]
        }
    }
}

/// One of the four numbers of a frame; the layout graph's nodes are (view, component) pairs.
public enum FrameComponent: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The origin's x.
    case x
    /// The origin's y.
    case y
    /// The width.
    case width
    /// The height.
    case height

    /// The component's name: `x`, `y`, `width`, `height`.
    public var description: String {
        switch self {
        case .x: "x"
        case .y: "y"
        case .width: "width"
        case .height: "height"
        }
    }
}
