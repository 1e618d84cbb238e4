/// A view whose content is larger than itself and is scrolled by moving `bounds.origin` (UIKit's
/// `UIScrollView`). Headless: scrolling is setting `contentOffset`; nothing decelerates or bounces.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content: the size set, or with `contentSizeFitsSubviews`, its subviews' extent.
    public var contentSize: Size {
        get { contentSizeFitsSubviews ? subviewExtent : setContentSize }
        set { setContentSize = newValue }
    }
    /// The content size last set.
    private var setContentSize = Size.zero
    /// Whether the content size is the extent of the subviews, from the content's origin to their greatest `maxX`
    /// and `maxY`, whatever was set, as Auto Layout sizes the content of a scroll view whose content is pinned to its
    /// content layout guide; it follows their frames as they change.
    public var contentSizeFitsSubviews = false
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
    /// layout, so subclasses can lay out the newly visible content, and that of each view added with
    /// ``addLayoutReader(_:)``.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            for reader in layoutReaders {
                reader.view?.setNeedsLayout()
            }
        }
    }

    /// The subviews' extent from the content's origin.
    private var subviewExtent: Size {
        subviews.reduce(Size.zero) { extent, subview in
            Size(width: max(extent.width, subview.frame.maxX), height: max(extent.height, subview.frame.maxY))
        }
    }

    /// The views whose layout reads this scroll view's offset, held weakly.
    private var layoutReaders: [LayoutReader] = []

    /// A weak reference to a view whose layout reads the offset.
    private struct LayoutReader {
        weak var view: View?
    }

    /// Lays `view` out again whenever `contentOffset` changes: what UIKit's layout engine does for a view outside
    /// the scroll view constrained to one inside it, which moves as the content scrolls. A template whose frame
    /// reads a view inside a scroll view from outside it adds itself; adding a view twice adds it once.
    public func addLayoutReader(_ view: View) {
        layoutReaders.removeAll { $0.view == nil }
        guard !layoutReaders.contains(where: { $0.view === view }) else { return }
        layoutReaders.append(LayoutReader(view: view))
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
