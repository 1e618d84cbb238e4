/// The dimension of a view's fitting size a layout expression reads: `fittingWidth(view)` or
/// `fittingHeight(view)`.
public enum LayoutDimension: String, Sendable, Hashable, CaseIterable {
    /// The fitting width, at a height limit.
    case width
    /// The fitting height, at a width limit.
    case height

    /// The function a `.cell` file reads it with: `fittingWidth` or `fittingHeight`.
    public var functionName: String {
        switch self {
        case .width: "fittingWidth"
        case .height: "fittingHeight"
        }
    }
}
