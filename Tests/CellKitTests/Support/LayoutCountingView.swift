import CellKit

/// A view that counts its `layoutSubviews()` calls and can run a layout closure, for layout-pass tests.
@MainActor
final class LayoutCountingView: View {
    private(set) var layoutCount = 0
    var onLayout: (@MainActor (LayoutCountingView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        onLayout?(self)
    }
}
