/// The cell `Nib` makes for a `collectionCell` template whose class is not registered (UIKit's fallback to the
/// superclass for an unknown class in a nib): a `CollectionViewCell` that still lays out its subviews, in its
/// content view, by the archive's layout program, and measures itself by the archive's size programs.
package final class ArchivedCollectionViewCell: CollectionViewCell, LayoutVariables {
    private let archived: ArchivedLayout
    /// The values of the template's layout variables.
    private var variables: NibLayoutVariables

    /// The template's layout variables, at the archive's defaults until the app sets them; setting one lays the
    /// cell out again.
    package var layoutVariables: [String: Double] {
        get { variables.values }
        set { if variables.update(newValue, resizing: archived.views) { setNeedsLayout() } }
    }

    /// Builds the cell from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        archived = ArchivedLayout(decoder)
        variables = NibLayoutVariables(decoder.plan)
        super.init(frame: .zero)
        try decoder.assemble(self)
        decoder.plan.addLayoutReader(self, views: archived.views)
    }

    /// Sizes the content view and the background views, then runs the archive's layout steps in the content view.
    package override func layoutSubviews() {
        super.layoutSubviews()
        archived.layOut(variables: variables, in: contentView)
    }

    /// The archive's width and height where they read the content, as the generated
    /// `systemLayoutSizeFitting(_:)` computes them; otherwise the current size, as the base class answers.
    package override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        archived.fittingSize(targetSize, variables: variables, of: self) ?? super.systemLayoutSizeFitting(targetSize)
    }
}
