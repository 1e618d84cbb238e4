/// A view whose content is larger than itself and is scrolled by moving `bounds.origin` (UIKit's
/// `UIScrollView`). Headless: scrolling is setting `contentOffset`; nothing decelerates or bounces.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content.
    public var contentSize = Size.zero
    /// Extra room around the content the scroll view can scroll into.
    public var contentInset = EdgeInsets.zero
    /// Whether the user can scroll; setting `contentOffset` in code works regardless, as in UIKit. A text view that
    /// stops scrolling gets an intrinsic size, so a change tells the superview.
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether scrolling stops on multiples of the bounds size.
    public var isPagingEnabled = false
    /// Whether scrolling past the content's edge springs back.
    public var bounces = true
    /// Whether a drag bounces vertically even when the content is no taller than the bounds (UIKit's
    /// `alwaysBounceVertical`); headless CellKit keeps it for the app, as it keeps `bounces`.
    public var alwaysBounceVertical = false
    /// Whether a drag bounces horizontally even when the content is no wider than the bounds (UIKit's
    /// `alwaysBounceHorizontal`).
    public var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator is shown while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator is shown while scrolling.
    public var showsHorizontalScrollIndicator = true

    /// Creates a scroll view in `frame`; scroll views clip their content, as in UIKit.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The point of the content shown at the top-left corner: `bounds.origin`. Changing it invalidates the
    /// layout, so subclasses can lay out the newly visible content.
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Scrolls to `offset`; `animated` is ignored, as a headless scroll view has no frames to animate.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

    /// `offset` held within the range the content and its insets can scroll: from minus the top (left) inset to
    /// the content's height (width) plus the bottom (right) inset less the bounds', or the top (left) when the
    /// content is shorter (narrower) than the view, or the offset is not a number. A drag scrolls within it; a table
    /// and a collection view, which hold `contentOffset` to it, refine it for their viewports.
    func clampedOffset(_ offset: Point) -> Point {
        func clamp(_ value: Double, low: Double, high: Double) -> Double {
            value.isNaN ? low : min(max(value, low), max(low, high))
        }
        return Point(
            x: clamp(offset.x, low: -contentInset.left, high: contentSize.width + contentInset.right - bounds.width),
            y: clamp(
                offset.y, low: -contentInset.top, high: contentSize.height + contentInset.bottom - bounds.height))
    }
}
