/// The spinner (UIKit's `UIActivityIndicatorView`): `startAnimating()` shows it turning, `stopAnimating()` stops it
/// and, when `hidesWhenStopped`, hides it. Not a control. CellKit draws no frames of animation; the picture shows
/// a turning indicator as its spokes.
@MainActor
open class ActivityIndicatorView: View {
    /// The indicator's look (UIKit's `UIActivityIndicatorView.Style`): medium and large, and the deprecated
    /// white, whiteLarge and gray, which fix the colour too.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The 20-point indicator of iOS 13.
        case medium
        /// The 37-point indicator of iOS 13.
        case large
        /// The deprecated 20-point white indicator.
        case white
        /// The deprecated 37-point white indicator.
        case whiteLarge
        /// The deprecated 20-point grey indicator.
        case gray

        /// The indicator's side: 37 for the large styles, 20 for the others.
        public var side: Double { self == .large || self == .whiteLarge ? 37 : 20 }

        /// The colour the style draws in when `color` is not set.
        public var defaultColor: Color { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// The look, which decides the size.
    public var style = Style.medium
    /// The spokes' colour; nil draws the style's own (grey, or white for the white styles).
    public var color: Color?
    /// Whether the indicator hides while stopped: setting it while stopped hides or shows the view at once.
    public var hidesWhenStopped = true {
        didSet {
            if !animating { isHidden = hidesWhenStopped }
        }
    }
    /// Whether the indicator is turning. Setting it is Interface Builder's "Animating" box, starting or stopping
    /// the indicator as `startAnimating()` and `stopAnimating()` do.
    public var isAnimating: Bool {
        get { animating }
        set { newValue ? startAnimating() : stopAnimating() }
    }

    private var animating = false

    /// Creates a stopped indicator in `frame`, hidden as it hides when stopped, as UIKit's is.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.1).
        horizontalHuggingPriority = 750
        verticalHuggingPriority = 750
    }

    /// UIKit's `init(style:)`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Starts the indicator, showing it if it hides when stopped.
    public func startAnimating() {
        animating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the indicator, hiding it if it hides when stopped.
    public func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The colour the spokes are drawn in.
    public var displayedColor: Color { color ?? style.defaultColor }

    /// The style's square.
    open override var intrinsicContentSize: Size { Size(width: style.side, height: style.side) }
}
