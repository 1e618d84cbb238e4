/// The view `Nib` makes for a `view` template whose class is not registered: a `View` that still lays out its
/// subviews by the archive's layout program.
package final class ArchivedView: View {
    /// The template's subviews, in preorder, which the layout steps name by index.
    private let views: [View]
    /// The archive's `layout` steps.
    private let steps: [NibLayoutStep]

    /// Builds the view from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        views = decoder.views
        steps = decoder.plan.layout
        super.init(frame: .zero)
        try decoder.assemble(self)
    }

    /// Runs the archive's layout steps in the bounds.
    package override func layoutSubviews() {
        super.layoutSubviews()
        NibLayoutStep.layOut(steps, views: views, in: self)
    }
}
