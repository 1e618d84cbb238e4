/// The view `Nib` makes for a `reusableView` template whose class is not registered: a `CollectionReusableView`
/// that still lays out its subviews by the archive's layout program and measures itself by its size programs.
package final class ArchivedCollectionReusableView: CollectionReusableView, LayoutVariables {
    private let archived: ArchivedLayout
    /// The values of the template's layout variables.
    private var variables: NibLayoutVariables

    /// The template's layout variables, at the archive's defaults until the app sets them; setting one lays the
    /// view out again.
    package var layoutVariables: [String: Double] {
        get { variables.values }
        set { if variables.update(newValue, resizing: archived.views) { setNeedsLayout() } }
    }

    /// Builds the view from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        archived = ArchivedLayout(decoder)
        variables = NibLayoutVariables(decoder.plan)
        super.init(frame: .zero)
        try decoder.assemble(self)
        decoder.plan.addLayoutReader(self, views: archived.views)
    }

    /// Runs the archive's layout steps in the bounds.
    package override func layoutSubviews() {
        super.layoutSubviews()
        archived.layOut(variables: variables, in: self)
    }

    /// The archive's width and height where they read the content, as the generated
    /// `systemLayoutSizeFitting(_:)` computes them; otherwise the current size, as the base class answers.
    package override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        archived.fittingSize(targetSize, variables: variables, of: self) ?? super.systemLayoutSizeFitting(targetSize)
    }
}
