/// A scrolling, multi-line, editable text view (UIKit's `UITextView`), edited headlessly as a ``TextField`` is:
/// `becomeFirstResponder()`, `insertText(_:)` (a newline is the return key), `deleteBackward()` and
/// `resignFirstResponder()`. It is no control, so it sends no control events: it tells its ``delegate``, as UIKit's
/// does.
@MainActor
open class TextView: ScrollView, TextInputTraits {
    /// UIKit's default `textContainerInset`: 8 points above and below the text.
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The room UIKit's text container leaves at each end of a line (`lineFragmentPadding`).
    public static let lineFragmentPadding = 5.0

    /// The text; UIKit's is never nil, and starts empty.
    public var text = "" {
        didSet {
            contentWrites.text &+= 1
            if text != oldValue { textSizeDidChange() }
        }
    }
    /// The font of the text: UIKit draws a text view at 12 points when none is set.
    public var font = Font.systemFont(ofSize: 12) {
        didSet { if font != oldValue { textSizeDidChange() } }
    }
    /// The colour of the text.
    public var textColor = Color.black
    /// How the lines are spaced (the text's `NSParagraphStyle`, for its line heights and spacing), measured and
    /// drawn as a label's (``ParagraphStyle``).
    public var paragraphStyle = ParagraphStyle.default {
        didSet { if paragraphStyle != oldValue { textSizeDidChange() } }
    }
    /// The horizontal alignment of the text.
    public var textAlignment = TextAlignment.natural
    /// Whether the user may edit the text; a view that is not editable does not become the first responder.
    public var isEditable = true
    /// Whether the user may select the text.
    public var isSelectable = true
    /// The room between the view's edges and its text.
    public var textContainerInset = TextView.defaultTextContainerInset {
        didSet { if textContainerInset != oldValue { textSizeDidChange() } }
    }
    /// The keyboard editing brings up.
    public var keyboardType = KeyboardType.default
    /// The title of the keyboard's return key, which inserts a newline.
    public var returnKeyType = ReturnKeyType.default
    /// Whether the text is hidden behind bullets.
    public var isSecureTextEntry = false
    /// How the keyboard capitalises what is typed.
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Whether the keyboard corrects what is typed.
    public var autocorrectionType = TextAutocorrectionType.default

    /// Whether the view is being edited.
    public private(set) var isEditing = false
    /// Told when editing begins, changes the text and ends; weak, as UIKit's delegates are.
    public weak var delegate: (any TextViewDelegate)?

    /// Creates a text view in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The text as drawn: a bullet per character under secure entry, the text itself otherwise.
    public var displayedText: String {
        displayed(text)
    }

    /// The rectangle the text wraps in: the bounds less `textContainerInset` and the line fragment padding.
    public var textRect: Rect {
        let inset = textContainerInset
        let padding = Self.lineFragmentPadding
        return Rect(
            x: inset.left + padding, y: inset.top,
            width: max(0, bounds.width - inset.left - inset.right - 2 * padding),
            height: max(0, bounds.height - inset.top - inset.bottom))
    }

    /// The size that shows the whole text at `size.width` (on one line per paragraph when it is 0): the text wrapped
    /// inside the container insets and line fragment padding, at least one line high, plus those insets, as
    /// UITextView's `sizeThatFits(_:)` answers; the width is the given one, or the text's when none is given.
    open override func sizeThatFits(_ size: Size) -> Size {
        let inset = textContainerInset
        let horizontal = inset.left + inset.right + 2 * Self.lineFragmentPadding
        let wrapWidth = size.width > 0 ? max(0, size.width - horizontal) : nil
        let textSize = TextMetrics.size(
            of: displayedText, font: font, numberOfLines: 0, maxWidth: wrapWidth, lineBreakMode: .byWordWrapping,
            paragraphStyle: paragraphStyle)
        return Size(
            width: size.width > 0 ? size.width : textSize.width + horizontal,
            height: max(textSize.height, paragraphStyle.lineHeight(of: font)) + inset.top + inset.bottom
        )
    }

    /// None while the view scrolls, as UITextView's; one that does not scroll is as tall as its text wrapped at its
    /// current width (and, before it has one, as wide as its text), so a stack view can size it as a label.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let fitting = sizeThatFits(Size(width: bounds.width, height: 0))
        return Size(width: bounds.width > 0 ? View.noIntrinsicMetric : fitting.width, height: fitting.height)
    }

    /// Without scrolling, the size that shows the text at `width`.
    override func intrinsicContentSize(fittingWidth width: Double) -> Size {
        isScrollEnabled ? intrinsicContentSize : sizeThatFits(Size(width: width, height: 0))
    }

    private func textSizeDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// The lines of the displayed text, wrapped by `TextMetrics` at the text rectangle's width, as a label with
    /// unlimited lines wraps.
    public var lines: [Substring] {
        textLayout.lines.map(\.text)
    }

    /// The displayed text's lines, wrapped at the text rectangle's width.
    package var textLayout: TextMetrics.Layout {
        TextMetrics.layout(
            of: displayedText, font: font, numberOfLines: 0, maxWidth: textRect.width, lineBreakMode: .byWordWrapping,
            paragraphStyle: paragraphStyle)
    }

    /// Begins editing, if the view is editable and not editing already and the delegate agrees
    /// (`textViewShouldBeginEditing(_:)`): another text field or text view of the same tree stops editing first (if
    /// it refuses, this view does not begin), and the delegate hears `textViewDidBeginEditing(_:)`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard isEditable, !isHidden else { return isEditing }
        guard !isEditing else { return true }
        guard delegate?.textViewShouldBeginEditing(self) ?? true, resignOtherFirstResponders() else { return false }
        isEditing = true
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing, if the delegate agrees (`textViewShouldEndEditing(_:)`); the delegate hears
    /// `textViewDidEndEditing(_:)`. Answers whether the view was editing and ended.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isEditing, delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.textViewDidEndEditing(self)
        return true
    }

    /// Types `string` at the end of the text while editing, if the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` agrees, telling it `textViewDidChange(_:)`.
    open func insertText(_ string: String) {
        guard isEditing, !string.isEmpty else { return }
        replace(text.endIndex..<text.endIndex, with: string)
    }

    /// Deletes the last character while editing, if the delegate agrees, telling it; does nothing on an empty
    /// view.
    open func deleteBackward() {
        guard isEditing, !text.isEmpty else { return }
        replace(text.index(before: text.endIndex)..<text.endIndex, with: "")
    }

    private func replace(_ range: Range<String.Index>, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        text.replaceSubrange(range, with: string)
        delegate?.textViewDidChange(self)
    }
}
