import CellCatalog

/// One frame component of one view: a node of the layout dependency graph.
public struct LayoutSlot: Sendable, Hashable {
    /// The view's index in ``CheckedTemplate/views``.
    public var view: Int
    /// The component.
    public var component: FrameComponent

    /// Creates a slot.
    public init(view: Int, component: FrameComponent) {
        self.view = view
        self.component = component
    }
}
