/// A view that shows an image (UIKit's `UIImageView`).
@MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing.
    public var image: Image? {
        didSet {
            contentWrites.image &+= 1
            if image != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The image shown instead of `image` while `isHighlighted` is true.
    public var highlightedImage: Image?
    /// Whether the view shows `highlightedImage` (when it has one); a table cell sets it on the image views of its
    /// content view while it is highlighted or selected, as UIKit's does.
    public var isHighlighted = false

    /// Creates an image view sized to `image`, as UIKit does; image views ignore touches by default.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.4).
        horizontalHuggingPriority = 251
        verticalHuggingPriority = 251
    }

    /// Creates an image view without an image in `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.4).
        horizontalHuggingPriority = 251
        verticalHuggingPriority = 251
    }

    /// The image on display: `highlightedImage` while highlighted if there is one, else `image`.
    public var displayedImage: Image? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: Size {
        guard let image else {
            return super.intrinsicContentSize
        }
        return image.size
    }
}
