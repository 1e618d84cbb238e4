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
    /// The colour of the text; by default UIKit's `label`, black in light mode and white in dark mode.
    public var textColor = Color.label {
        didSet { contentWrites.textColor &+= 1 }
    }
    /// The colour of the text while the label is highlighted (UIKit's `highlightedTextColor`); nil keeps
    /// `textColor`.
    public var highlightedTextColor: Color?
    /// Whether the label shows `highlightedTextColor` (when it has one); a table cell sets it on the labels of its
    /// content view while it is highlighted or selected, as UIKit's does.
    public var isHighlighted = false
    /// The colour the text is drawn in: `highlightedTextColor` while highlighted if there is one, else `textColor`.
    public var displayedTextColor: Color {
        isHighlighted ? highlightedTextColor ?? textColor : textColor
    }
    /// The font of the text.
    public var font = Font.systemFont(ofSize: 17) {
        didSet {
            if font != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Whether a font of a Dynamic Type text style (`Font.preferredFont(forTextStyle:)`) follows the content size
    /// category of the label's trait collection, as the category changes and when it is set (UIKit's
    /// `adjustsFontForContentSizeCategory`, false by default as there). Other fonts do not change.
    public var adjustsFontForContentSizeCategory = false {
        didSet {
            if adjustsFontForContentSizeCategory, !oldValue { adjustFontToContentSizeCategory() }
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
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.4).
        horizontalHuggingPriority = 251
        verticalHuggingPriority = 251
    }

    /// Follows the content size category when `adjustsFontForContentSizeCategory` is on.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory,
            previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        {
            adjustFontToContentSizeCategory()
        }
    }

    /// Replaces a text-style font by the same style's font at the current content size category.
    private func adjustFontToContentSizeCategory() {
        if let style = font.textStyle {
            font = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }

    /// The text's size by `TextMetrics`: one line's when the label has one line, else wrapped at
    /// `preferredMaxLayoutWidth` when it is positive (and unwrapped when it is 0), as UILabel's.
    open override var intrinsicContentSize: Size {
        measure(maxWidth: numberOfLines == 1 ? nil : preferredMaxLayoutWidth)
    }

    /// Wrapped at `width` when the label has more than one line and no `preferredMaxLayoutWidth`, as Auto Layout
    /// sets a multi-line label's wrapping width to its own width.
    override func intrinsicContentSize(fittingWidth width: Double) -> Size {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return intrinsicContentSize }
        return measure(maxWidth: width)
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
