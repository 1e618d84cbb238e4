/// The view `Nib` makes for a `view` template whose class is not registered: a `View` that still lays out its
/// subviews by the archive's layout program.
package final class ArchivedView: View, LayoutVariables {
    /// The template's subviews, in preorder, which the layout steps name by index.
    private let views: [View]
    /// The archive's `layout` steps.
    private let steps: [NibLayoutStep]
    /// The values of the template's layout variables.
    private var variables: NibLayoutVariables

    /// The template's layout variables, at the archive's defaults until the app sets them; setting one lays the
    /// view out again.
    package var layoutVariables: [String: Double] {
        get { variables.values }
        set { if variables.update(newValue, resizing: views) { setNeedsLayout() } }
    }

    /// Builds the view from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        views = decoder.views
        steps = decoder.plan.layout
        variables = NibLayoutVariables(decoder.plan)
        super.init(frame: .zero)
        try decoder.assemble(self)
        decoder.plan.addLayoutReader(self, views: views)
    }

    /// Runs the archive's layout steps in the bounds.
    package override func layoutSubviews() {
        super.layoutSubviews()
        NibLayoutStep.layOut(steps, views: views, variable: variables.value, in: self)
    }
}
