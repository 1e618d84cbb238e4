import CellKit

/// A scroll view around one stack view, which it keeps as wide as itself (less a margin on each side) and as tall as
/// the stack's content, with the content size to match: what the constraints of the tutorial's storyboard do,
/// pinning the stack to the scroll view's content and its width to the scroll view's.
@MainActor
public final class StackScrollView: ScrollView {
    /// The stack the scroll view scrolls.
    public let stackView: StackView
    /// The room left on each side of the stack.
    public let horizontalMargin: Double

    /// Creates a scroll view in `frame` around `stackView`, `horizontalMargin` from each side.
    public init(stackView: StackView, horizontalMargin: Double = 0, frame: Rect = .zero) {
        self.stackView = stackView
        self.horizontalMargin = horizontalMargin
        super.init(frame: frame)
        addSubview(stackView)
    }

    /// Sizes the stack to the width and to its content's height, and the content to the stack.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let height = stackView.intrinsicContentSize.height
        stackView.frame = Rect(
            x: horizontalMargin, y: 0, width: max(0, bounds.width - 2 * horizontalMargin), height: height)
        contentSize = Size(width: bounds.width, height: height)
    }
}
