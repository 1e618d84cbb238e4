/// A control showing a title and an image that runs its actions when tapped (UIKit's `UIButton`, one state).
@MainActor
open class Button: Control {
    /// The title; nil shows none.
    public var title: String? {
        didSet {
            contentWrites.title &+= 1
            if title != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The colour of the title: by default UIKit's `systemBlue`, the tint a system button's title takes.
    public var titleColor = Color.systemBlue
    /// The font of the title.
    public var titleFont = Font.systemFont(ofSize: 15) {
        didSet {
            if titleFont != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The image shown before the title.
    public var image: Image? {
        didSet {
            contentWrites.image &+= 1
            if image != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The image stretched behind the title and image.
    public var backgroundImage: Image? {
        didSet {
            if backgroundImage != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// Creates a button in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A tap sends `touchDown`, `touchUpInside` and then, as a button's tap triggers its primary action,
    /// `primaryActionTriggered`.
    open override func handleTap() {
        super.handleTap()
        sendActions(for: .primaryActionTriggered)
    }

    /// The image and the one-line title side by side, at least as large as the background image; `.zero` for an
    /// empty button.
    ///
    /// UIKit pads system buttons by amounts that vary with the OS version; CellKit adds none.
    open override var intrinsicContentSize: Size {
        let titleSize = TextMetrics.size(of: title ?? "", font: titleFont, numberOfLines: 1, maxWidth: nil)
        let imageSize = image?.size ?? .zero
        let backgroundSize = backgroundImage?.size ?? .zero
        return Size(
            width: max(titleSize.width + imageSize.width, backgroundSize.width),
            height: max(titleSize.height, imageSize.height, backgroundSize.height)
        )
    }
}
