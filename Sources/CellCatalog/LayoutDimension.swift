/// An axis of a size: the dimension of a view's fitting size a layout expression reads (`fittingWidth(view)` or
/// `fittingHeight(view)`), or one of a template's own dimensions (a collection item's `width = auto`).
public enum LayoutDimension: String, Sendable, Hashable, CaseIterable {
    /// The width; a fitting width is measured at a height limit.
    case width
    /// The height; a fitting height is measured at a width limit.
    case height

    /// The function a `.cell` file reads it with: `fittingWidth` or `fittingHeight`.
    public var functionName: String {
        switch self {
        case .width: "fittingWidth"
        case .height: "fittingHeight"
        }
    }
}
