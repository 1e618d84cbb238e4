/// The cell `Nib` makes for a template whose class is not registered (UIKit's fallback to the superclass for an
/// unknown class in a nib): a `TableViewCell` that still lays out its subviews by the archive's layout program.
package final class ArchivedTableViewCell: TableViewCell {
    /// The template's subviews, in preorder, which the layout steps name by index.
    private let views: [View]
    /// The archive's `layout` steps.
    private let steps: [NibLayoutStep]
    /// The template's plan, whose height a self-sizing cell evaluates on its views.
    private let plan: NibTemplatePlan

    /// Builds the cell from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        views = decoder.views
        steps = decoder.plan.layout
        plan = decoder.plan
        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier)
        try decoder.assemble(self)
    }

    /// Sizes the content view, then runs the archive's layout steps in it.
    package override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        NibLayoutStep.run(
            steps, parentWidth: size.width, parentHeight: size.height, frame: { views[$0].frame },
            margins: { ($0 == NibExpression.root ? contentView : views[$0]).layoutMarginsFrame },
            measure: { views[$0].sizeThatFits($1) }, setFrame: { views[$0].frame = $1 })
    }

    /// The archive's height at `targetSize.width`, measuring this cell's views as they are configured, as the
    /// generated `systemLayoutSizeFitting(_:)` does; a height that reads no content is the static one.
    package override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        guard plan.heightReadsContent else { return super.systemLayoutSizeFitting(targetSize) }
        let height = plan.size(.height, parentWidth: targetSize.width - accessoryWidth, parentHeight: 0) {
            views[$0].sizeThatFits($1)
        }
        return Size(width: targetSize.width, height: height)
    }
}
