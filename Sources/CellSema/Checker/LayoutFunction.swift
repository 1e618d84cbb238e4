import CellCatalog

/// A function a layout expression may call.
enum LayoutFunction: String, CaseIterable {
    /// `min(a, b, ...)`: the smallest of two or more values.
    case min
    /// `max(a, b, ...)`: the largest of two or more values.
    case max
    /// `fittingWidth(view)` or `fittingWidth(view, height)`: the width the view's content asks for, at no height
    /// limit or at that height.
    case fittingWidth
    /// `fittingHeight(view)` or `fittingHeight(view, width)`: the height the view's content asks for, at no width
    /// limit or at that width.
    case fittingHeight

    /// The dimension a fitting-size function reads; nil for `min` and `max`.
    var dimension: LayoutDimension? {
        switch self {
        case .min, .max: nil
        case .fittingWidth: .width
        case .fittingHeight: .height
        }
    }

    /// The limit's name in messages: a fitting width is measured at a height, a fitting height at a width.
    var limitName: String { self == .fittingWidth ? "height" : "width" }
}
