/// One assignment of a layout program: set one component of one object's frame to an expression's value.
public struct ArchivedLayoutStep: Hashable, Sendable {
    /// A component of a frame.
    public enum Component: UInt8, Hashable, Sendable, CaseIterable {
        /// The origin's x.
        case x
        /// The origin's y.
        case y
        /// The width.
        case width
        /// The height.
        case height
    }

    /// The object whose frame is assigned, by index into ``Archive/objects``.
    public var object: Int
    /// The component assigned.
    public var component: Component
    /// The value.
    public var expression: ArchivedExpression

    /// Creates a step.
    public init(object: Int, component: Component, expression: ArchivedExpression) {
        self.object = object
        self.component = component
        self.expression = expression
    }
}
