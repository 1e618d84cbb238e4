/// The cell `Nib` makes for a template whose class is not registered (UIKit's fallback to the superclass for an
/// unknown class in a nib): a `TableViewCell` that still lays out its subviews by the archive's layout program.
package final class ArchivedTableViewCell: TableViewCell {
    /// The template's subviews, in preorder, which the layout steps name by index.
    private let views: [View]
    /// The archive's `layout` steps.
    private let steps: [NibLayoutStep]

    /// Builds the cell from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        views = decoder.views
        steps = decoder.plan.layout
        super.init(style: .default, reuseIdentifier: decoder.reuseIdentifier ?? decoder.plan.className)
        try decoder.assemble(self)
    }

    /// Sizes the content view, then runs the archive's layout steps in it.
    package override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        NibLayoutStep.run(
            steps, parentWidth: size.width, parentHeight: size.height, frame: { views[$0].frame },
            margins: { ($0 == NibExpression.root ? contentView : views[$0]).layoutMarginsFrame },
            setFrame: { views[$0].frame = $1 })
    }
}
