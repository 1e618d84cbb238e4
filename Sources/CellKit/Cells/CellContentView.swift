/// The class of `TableViewCell.contentView`: a plain view that also tells its cell when a subview's intrinsic
/// size changes, so the cell's layout, which sizes the built-in labels from their text, runs again.
final class CellContentView: View {
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        superview?.setNeedsLayout()
    }
}
