import CellCatalog

/// What a layout expression computes: a component of a view's frame, or one of the template's own dimensions (a
/// cell's row height, a collection item's width or height), whose `parent` is the template's root.
enum LayoutTarget: Equatable {
    /// The `component` of the frame of the view at `view`.
    case frame(Int, FrameComponent)
    /// The template's own dimension along the axis.
    case size(LayoutDimension)

    /// The view whose frame the expression computes; nil for a dimension of the template.
    var view: Int? {
        if case .frame(let view, _) = self { return view }
        return nil
    }

    /// The template's dimension the expression computes; nil for a frame component.
    var axis: LayoutDimension? {
        if case .size(let axis) = self { return axis }
        return nil
    }
}
