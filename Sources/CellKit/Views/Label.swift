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
    /// The colour of the text's shadow (UILabel's `shadowColor`): a copy of the glyphs drawn beneath them, moved by
    /// ``textShadowOffset``; nil (the default) draws none. The view's ``View/shadowColor`` is its layer's, as in UIKit.
    public var textShadowColor: Color?
    /// How far the text's shadow is moved from the text (UILabel's `shadowOffset`): 1 point up by default, as in
    /// UIKit.
    public var textShadowOffset = Size(width: 0, height: -1)
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

    /// How the lines are spaced: their height and the room between them and between paragraphs (the label's
    /// attributed text's `NSParagraphStyle`, for its line heights and spacing).
    public var paragraphStyle = ParagraphStyle.default {
        didSet {
            if paragraphStyle != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Whether the text is drawn smaller when it does not fit the bounds, down to `minimumScaleFactor` of the
    /// font's size (UIKit's `adjustsFontSizeToFitWidth`, false by default): see ``displayedFont``. Like UILabel's,
    /// the intrinsic size and `sizeThatFits(_:)` keep the full font.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size a shrinking label draws at; 0 (the default), as in UIKit, keeps
    /// the font's own size, so the label does not shrink.
    public var minimumScaleFactor = 0.0
    /// Where a one-line label draws text it shrank (``displayedFont``): on the full font's baseline (the default),
    /// centred where the full font's line is centred, or with its top at the full line's top (UIKit's
    /// `baselineAdjustment`); see ``displayedLineTop``.
    public var baselineAdjustment = BaselineAdjustment.alignBaselines
    /// UIKit's `allowsDefaultTighteningForTruncation`: whether the text's letters may be squeezed together before
    /// it is truncated. It is kept, archived and read back, but CellKit's layout never tightens: UIKit's amount of
    /// tightening is not documented, so the text is measured and truncated as if this were false.
    public var allowsDefaultTighteningForTruncation = false

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
        measure(font: font, maxWidth: maxWidth)
    }

    private func measure(font: Font, maxWidth: Double?) -> Size {
        TextMetrics.size(
            of: text ?? "",
            font: font,
            numberOfLines: numberOfLines,
            maxWidth: maxWidth,
            lineBreakMode: lineBreakMode,
            paragraphStyle: paragraphStyle
        )
    }

    /// The font the text is drawn in at the current bounds: `font`, or with `adjustsFontSizeToFitWidth` and a
    /// positive `minimumScaleFactor`, the largest size in hundredths of a point, down to `minimumScaleFactor` of
    /// the font's, at which the text fits, as UILabel shrinks it. A one-line label's text fits when its width is
    /// at most the bounds' width; a multi-line label's (iOS 7's rule) when it wraps at the bounds' width into
    /// `numberOfLines` (any number for 0) without truncation and its height is at most the bounds' height. Text
    /// that does not fit even at the smallest size is drawn at that size, truncated by `lineBreakMode`.
    public var displayedFont: Font {
        let smallest = (font.pointSize * min(1, minimumScaleFactor) * 100).rounded(.up)
        let largest = (font.pointSize * 100).rounded(.down)
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, let text, !text.isEmpty, smallest < largest,
            !fits(font)
        else {
            return font
        }
        // Fitting is monotonic in the size, so the largest fitting hundredth is found by bisection; the cap ends it
        // for sizes so large that adjacent doubles are more than a hundredth apart.
        var low = smallest
        var high = largest
        for _ in 0..<64 where high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if fits(font.withSize(middle / 100)) {
                low = middle
            } else {
                high = middle
            }
        }
        return font.withSize(low / 100)
    }

    /// The top of the line's box, from the top of the bounds, where a one-line label whose text shrank draws it:
    /// the place ``baselineAdjustment`` keeps for it, from where the full font's line is centred; nil when the
    /// label does not shrink its text now (it has more lines, or the text fits at the full font), and the text is
    /// centred vertically as it is.
    public var displayedLineTop: Double? {
        guard numberOfLines == 1 else { return nil }
        let shown = displayedFont
        guard shown != font else { return nil }
        return baselineAdjustment.lineTop(
            of: shown, shrunkFrom: font, paragraphStyle: paragraphStyle, height: bounds.height)
    }

    /// Whether the text fits the bounds in `font`, by ``displayedFont``'s rule.
    private func fits(_ font: Font) -> Bool {
        if numberOfLines == 1 {
            return measure(font: font, maxWidth: nil).width <= bounds.width
        }
        let layout = TextMetrics.layout(
            of: text ?? "", font: font, numberOfLines: numberOfLines, maxWidth: bounds.width,
            lineBreakMode: lineBreakMode, paragraphStyle: paragraphStyle)
        return !layout.isTruncated
            && paragraphStyle.height(of: font, startsParagraph: layout.startsParagraph) <= bounds.height
    }
}
