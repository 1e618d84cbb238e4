/// A row of dots, one per page, the current one lit (UIKit's `UIPageControl`): a tap on the left half of the
/// control goes back a page, on the right half forward one, sending `valueChanged` when the page changed.
@MainActor
open class PageControl: Control {
    /// The diameter of a dot.
    public static let dotDiameter = 7.0
    /// The space between two dots.
    public static let dotSpacing = 9.0
    /// The control's intrinsic height, as Interface Builder framed it before iOS 14's redesign (39 x 37 for three
    /// pages: three dots of 7 with two gaps of 9).
    public static let height = 37.0

    /// How many pages there are; a negative count is 0, and the current page stays among them.
    public var numberOfPages: Int {
        get { storedPages }
        set {
            storedPages = max(0, newValue)
            storedPage = Self.clamp(storedPage, pages: storedPages)
        }
    }
    /// The current page, in `0...numberOfPages - 1` (0 when there are none): a page outside is clamped.
    public var currentPage: Int {
        get { storedPage }
        set {
            storedPage = Self.clamp(newValue, pages: storedPages)
            contentWrites.currentPage &+= 1
        }
    }
    /// Whether the control hides itself when there is only one page.
    public var hidesForSinglePage = false
    /// The other pages' dots' colour; nil draws UIKit's translucent default.
    public var pageIndicatorTintColor: Color?
    /// The current page's dot's colour; nil draws UIKit's default.
    public var currentPageIndicatorTintColor: Color?

    private var storedPages = 0
    private var storedPage = 0

    /// Creates a page control in `frame`, with no pages.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A page control sends its `action` when its page changes.
    open override var primaryActionEvent: Event { .valueChanged }

    /// Whether the control shows its dots: not when `hidesForSinglePage` and there is one page or none.
    public var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    /// A touch that lifts inside (a tap at its point) goes back a page on the left half of the control, forward
    /// one on the right, as UIKit's does, sending `valueChanged` between `touchDown` and `touchUpInside` when the
    /// page changed.
    open override func endTracking(_ touch: Touch) {
        guard isTouchInside else { return }
        let page = currentPage + (touch.location.x < bounds.midX ? -1 : 1)
        if (0..<numberOfPages).contains(page) {
            currentPage = page
            sendActions(for: .valueChanged)
        }
    }

    /// UIKit's `size(forNumberOfPages:)`: the width of `pageCount` dots and the gaps between them.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let count = Double(max(0, pageCount))
        return Size(width: max(0, count * Self.dotDiameter + (count - 1) * Self.dotSpacing), height: Self.height)
    }

    /// The dots of its pages.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }

    private static func clamp(_ page: Int, pages: Int) -> Int {
        min(max(page, 0), max(pages - 1, 0))
    }
}
