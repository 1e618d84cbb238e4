/// A bar filled to a fraction (UIKit's `UIProgressView`). Not a control.
@MainActor
open class ProgressView: View {
    /// The bar's look (UIKit's `UIProgressView.Style`).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The standard bar, with rounded ends.
        case `default`
        /// The flat bar of a toolbar.
        case bar
    }

    /// The bar's intrinsic height: 4 since iOS 13 (Interface Builder wrote 2 before). CellKit gives both styles
    /// the same.
    public static let height = 4.0

    /// The filled fraction, in 0...1: a value outside it is clamped, as UIKit clamps it.
    public var progress: Double {
        get { storedProgress }
        set {
            storedProgress = BoundedValue.clamp(newValue, 0, 1)
            contentWrites.progress &+= 1
        }
    }
    /// The look.
    public var progressViewStyle = Style.default
    /// The filled part's colour; nil draws UIKit's default tint, `systemBlue`.
    public var progressTintColor: Color?
    /// The unfilled part's colour; nil draws UIKit's light grey track.
    public var trackTintColor: Color?

    private var storedProgress = 0.0

    /// Creates an empty progress view in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.1).
        verticalHuggingPriority = 750
    }

    /// UIKit's `init(progressViewStyle:)`.
    public convenience init(progressViewStyle: Style) {
        self.init(frame: .zero)
        self.progressViewStyle = progressViewStyle
    }

    /// UIKit's `setProgress(_:animated:)`; CellKit does not animate.
    public func setProgress(_ progress: Double, animated: Bool) {
        self.progress = progress
    }

    /// The bar's height; its width is its frame's.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Self.height) }
}
