/// The cell `Nib` makes for a template whose class is not registered (UIKit's fallback to the superclass for an
/// unknown class in a nib): a `TableViewCell` that still lays out its subviews by the archive's layout program.
package final class ArchivedTableViewCell: TableViewCell, LayoutVariables {
    /// The template's subviews, in preorder, which the layout steps name by index.
    private let views: [View]
    /// The archive's `layout` steps.
    private let steps: [NibLayoutStep]
    /// The template's plan, whose height a self-sizing cell evaluates on its views.
    private let plan: NibTemplatePlan
    /// The values of the template's layout variables.
    private var variables: NibLayoutVariables

    /// The template's layout variables, at the archive's defaults until the app sets them; setting one lays the
    /// cell out again.
    package var layoutVariables: [String: Double] {
        get { variables.values }
        set { if variables.update(newValue, resizing: views) { setNeedsLayout() } }
    }

    /// Builds the cell from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        views = decoder.views
        steps = decoder.plan.layout
        plan = decoder.plan
        variables = NibLayoutVariables(decoder.plan)
        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier)
        try decoder.assemble(self)
        decoder.plan.addLayoutReader(self, views: views)
    }

    /// Sizes the content view, then runs the archive's layout steps in it.
    package override func layoutSubviews() {
        super.layoutSubviews()
        NibLayoutStep.layOut(steps, views: views, variable: variables.value, in: contentView)
    }

    /// The archive's height at `targetSize.width`, measuring this cell's views as they are configured, as the
    /// generated `systemLayoutSizeFitting(_:)` does; a height that reads no content is the static one.
    package override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        guard plan.heightReadsContent else { return super.systemLayoutSizeFitting(targetSize) }
        let height = plan.size(
            .height, parentWidth: targetSize.width - accessoryWidth, parentHeight: 0,
            measure: { views[$0].sizeThatFits($1) }, variable: variables.value,
            sizeClasses: { NibExpression.SizeClasses(self.traitCollection) })
        return Size(width: targetSize.width, height: height)
    }
}
