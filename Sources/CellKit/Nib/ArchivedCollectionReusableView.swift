/// The view `Nib` makes for a `reusableView` template whose class is not registered: a `CollectionReusableView`
/// that still lays out its subviews by the archive's layout program and measures itself by its size programs.
package final class ArchivedCollectionReusableView: CollectionReusableView {
    private let archived: ArchivedLayout

    /// Builds the view from `decoder` as a generated `init(nib:)` would, without outlets or actions.
    package init(nib decoder: NibDecoder) throws(NibError) {
        archived = ArchivedLayout(decoder)
        super.init(frame: .zero)
        try decoder.assemble(self)
    }

    /// Runs the archive's layout steps in the bounds.
    package override func layoutSubviews() {
        super.layoutSubviews()
        archived.layOut(in: self)
    }

    /// The archive's width and height where they read the content, as the generated
    /// `systemLayoutSizeFitting(_:)` computes them; otherwise the current size, as the base class answers.
    package override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        archived.fittingSize(targetSize) ?? super.systemLayoutSizeFitting(targetSize)
    }
}
