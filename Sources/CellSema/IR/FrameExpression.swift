import CellCatalog

/// A view's `frame`: one layout expression for each of its four components.
public struct FrameExpression: Sendable, Hashable {
    /// The origin's x.
    public var x: LayoutExpression
    /// The origin's y.
    public var y: LayoutExpression
    /// The width.
    public var width: LayoutExpression
    /// The height.
    public var height: LayoutExpression

    /// Creates a frame.
    public init(x: LayoutExpression, y: LayoutExpression, width: LayoutExpression, height: LayoutExpression) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The expression of `component`.
    public subscript(component: FrameComponent) -> LayoutExpression {
        switch component {
        case .x: x
        case .y: y
        case .width: width
        case .height: height
        }
    }

    /// The four expressions, in `FrameComponent` order: x, y, width, height.
    public var components: [LayoutExpression] { [x, y, width, height] }
}
