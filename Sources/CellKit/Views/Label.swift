/// A view that shows read-only text (UIKit's `UILabel`); its size comes from `TextMetrics`.
@MainActor
open class Label: View {
    /// The text shown; nil shows nothing.
    public var text: String? {
        didSet {
            contentWrites.text &+= 1
            if text != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The colour of the text.
    public var textColor = Color.black {
        didSet { contentWrites.textColor &+= 1 }
    }
    /// The font of the text.
    public var font = Font.systemFont(ofSize: 17) {
        didSet {
            if font != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The horizontal alignment of the text.
    public var textAlignment = TextAlignment.natural
    /// The most lines the text wraps to; 0 is unlimited.
    public var numberOfLines = 1 {
        didSet {
            if numberOfLines != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// How the text wraps and is truncated.
    public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet {
            if lineBreakMode != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The width a multi-line label wraps at when computing its intrinsic size; 0 (the default) does not wrap.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet {
            if preferredMaxLayoutWidth != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// Creates a label; unlike plain views, labels ignore touches by default, as in UIKit.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
        isUserInteractionEnabled = false
    }

    /// The text's size by `TextMetrics`, wrapped at `preferredMaxLayoutWidth` when it is positive.
    open override var intrinsicContentSize: Size {
        measure(maxWidth: preferredMaxLayoutWidth)
    }

    /// The text's size by `TextMetrics`, wrapped at `size.width` when the label has more than one line.
    ///
    /// As in UIKit, a single-line label reports its whole text's width even when it is wider than `size`.
    open override func sizeThatFits(_ size: Size) -> Size {
        measure(maxWidth: numberOfLines == 1 ? nil : size.width)
    }

    private func measure(maxWidth: Double?) -> Size {
        TextMetrics.size(
            of: text ?? "",
            font: font,
            numberOfLines: numberOfLines,
            maxWidth: maxWidth,
            lineBreakMode: lineBreakMode
        )
    }
}
