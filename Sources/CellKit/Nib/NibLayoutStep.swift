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
    /// `measure` the `sizeThatFits(_:)` of a subview, for fitting sizes; `variable` a layout variable's value;
    /// `contentOffset` a subview's bounds' origin (every scroll view at rest by default, as the height programs
    /// measure); `sizeClasses` the root's size classes.
    static func run(
        _ steps: [NibLayoutStep], parentWidth: Double, parentHeight: Double, frame: (Int) -> Rect,
        margins: (Int) -> Rect, measure: (Int, Size) -> Size = { _, _ in .zero },
        variable: (String) -> Double = { _ in 0 }, contentOffset: (Int) -> Point = { _ in .zero },
        sizeClasses: () -> NibExpression.SizeClasses = { .unspecified }, setFrame: (Int, Rect) -> Void
    ) {
        for step in steps {
            let value = step.expression.evaluate(
                parentWidth: parentWidth, parentHeight: parentHeight, frame: frame, margins: margins, measure: measure,
                variable: variable, contentOffset: contentOffset, sizeClasses: sizeClasses)
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

    /// Runs `steps` on a template's subviews (by index) in `root`'s bounds, as the generated `layoutSubviews()`
    /// does: `root` is a cell's content view, or the template's view. A stack view lays out before the first step
    /// that reads a frame it sets (an arranged view's, or a margin of one), as the generated code calls its
    /// `layoutIfNeeded()`; cellc orders the stack's own frame before such steps.
    @MainActor
    static func layOut(
        _ steps: [NibLayoutStep], views: [View], variable: (String) -> Double = { _ in 0 }, in root: View
    ) {
        let size = root.bounds.size
        var laidOut: Set<ObjectIdentifier> = []
        func settle(_ index: Int) {
            guard let stack = arrangingStack(of: views[index]), laidOut.insert(ObjectIdentifier(stack)).inserted
            else { return }
            stack.layoutIfNeeded()
        }
        run(
            steps, parentWidth: size.width, parentHeight: size.height,
            frame: { index in
                settle(index)
                return views[index].frame
            },
            margins: { index in
                guard index != NibExpression.root else { return root.layoutMarginsFrame }
                settle(index)
                return views[index].layoutMarginsFrame
            },
            measure: { views[$0].sizeThatFits($1) }, variable: variable, contentOffset: { views[$0].bounds.origin },
            sizeClasses: { NibExpression.SizeClasses(root.traitCollection) }, setFrame: { views[$0].frame = $1 })
    }

    /// The outermost stack view whose layout places `view`: the stack that arranges it, that stack's own when a
    /// stack arranges it too, and so on; nil for a view a frame places.
    @MainActor
    private static func arrangingStack(of view: View) -> StackView? {
        var stack: StackView?
        var current = view
        while let parent = current.superview as? StackView, parent.arrangedSubviews.contains(where: { $0 === current })
        {
            stack = parent
            current = parent
        }
        return stack
    }
}
