import CellArchive

/// One validated assignment of an archived layout program: a component of a subview's frame, by subview index.
struct NibLayoutStep {
    /// The subview's index in its template.
    let view: Int
    /// The component of its frame the step sets.
    let component: ArchivedLayoutStep.Component
    /// The value.
    let expression: NibExpression

    /// Runs `steps` in order, reading frames by subview index with `frame` and writing them with `setFrame`, at
    /// the root's size: what the generated `layoutSubviews()` and `height(forWidth:)` do with their compiled code.
    ///
    /// `margins` gives the rectangle inside the margins of a subview, or of the root for `NibExpression.root`;
    /// `measure` the `sizeThatFits(_:)` of a subview, for fitting sizes; `variable` a layout variable's value.
    static func run(
        _ steps: [NibLayoutStep], parentWidth: Double, parentHeight: Double, frame: (Int) -> Rect,
        margins: (Int) -> Rect, measure: (Int, Size) -> Size = { _, _ in .zero },
        variable: (String) -> Double = { _ in 0 }, setFrame: (Int, Rect) -> Void
    ) {
        for step in steps {
            let value = step.expression.evaluate(
                parentWidth: parentWidth, parentHeight: parentHeight, frame: frame, margins: margins, measure: measure,
                variable: variable)
            var rect = frame(step.view)
            switch step.component {
            case .x: rect.origin.x = value
            case .y: rect.origin.y = value
            case .width: rect.size.width = value
            case .height: rect.size.height = value
            }
            setFrame(step.view, rect)
        }
    }
}
