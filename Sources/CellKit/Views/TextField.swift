/// A one-line editable text control (UIKit's `UITextField`), edited headlessly: `becomeFirstResponder()` (or a tap)
/// begins editing, `insertText(_:)` and `deleteBackward()` type, `returnKey()` presses return, and each sends UIKit's
/// control events in UIKit's order.
///
/// A text field sends `primaryActionTriggered` on return, its ``primaryActionEvent``; a `.cell` file's `action` is
/// sent on `editingDidEnd`, the event Interface Builder connects by default.
@MainActor
open class TextField: Control, TextInputTraits {
    /// The height Interface Builder gives a `.roundedRect` field, which CellKit takes as its intrinsic height.
    public static let roundedRectHeight = 30.0

    /// The text; nil and the empty string both show the placeholder.
    public var text: String? {
        didSet {
            contentWrites.text &+= 1
            if text != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The grey text shown while the field is empty.
    public var placeholder: String? {
        didSet {
            if placeholder != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The font of the text and the placeholder.
    public var font = Font.systemFont(ofSize: 17) {
        didSet {
            if font != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// The colour of the text.
    public var textColor = Color.black
    /// The horizontal alignment of the text.
    public var textAlignment = TextAlignment.natural
    /// The border drawn around the text.
    public var borderStyle = BorderStyle.none {
        didSet {
            if borderStyle != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// When the clear button shows (and only while there is text, as in UIKit).
    public var clearButtonMode = ViewMode.never
    /// The keyboard editing brings up.
    public var keyboardType = KeyboardType.default
    /// The title of the keyboard's return key.
    public var returnKeyType = ReturnKeyType.default
    /// Whether the text is hidden behind bullets, as a password is.
    public var isSecureTextEntry = false
    /// How the keyboard capitalises what is typed.
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Whether the keyboard corrects what is typed.
    public var autocorrectionType = TextAutocorrectionType.default

    /// Whether the field is being edited: it is the first responder, taking the keyboard's input.
    public private(set) var isEditing = false
    /// Asked whether to begin and end editing, change the text, clear it and return, and told when editing
    /// begins and ends; weak, as UIKit's delegates are.
    public weak var delegate: (any TextFieldDelegate)?

    /// Creates a text field in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A text field's primary action is its return key.
    open override var primaryActionEvent: Event { .primaryActionTriggered }

    /// The text as drawn: a bullet per character under secure entry, the text itself otherwise.
    public var displayedText: String {
        displayed(text ?? "")
    }

    /// Whether the clear button shows now: by `clearButtonMode` and the editing state, and only over some text.
    public var isClearButtonVisible: Bool {
        guard let text, !text.isEmpty else { return false }
        return switch clearButtonMode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    /// The room between the field's edge and its text, on each side, for its border style.
    public var textInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The clear button's width at the trailing edge, when it shows.
    public static let clearButtonWidth = 19.0

    /// Begins editing, if the field is enabled and not editing already and the delegate agrees
    /// (`textFieldShouldBeginEditing(_:)`): any other text field or text view of the same tree stops editing first,
    /// as a window has one first responder, and if one refuses the field does not begin. The delegate hears
    /// `textFieldDidBeginEditing(_:)`, then `editingDidBegin` is sent. Answers whether the field is editing
    /// afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard isEnabled, !isHidden else { return isEditing }
        guard !isEditing else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, resignOtherFirstResponders() else { return false }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing, if the delegate agrees (`textFieldShouldEndEditing(_:)`): the delegate hears
    /// `textFieldDidEndEditing(_:)`, then `editingDidEnd` is sent. Answers whether the field was editing and ended.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isEditing, delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Types `string` at the end of the text while editing, if the delegate agrees, sending `editingChanged`; does
    /// nothing when the field is not editing, as no keyboard is up.
    open func insertText(_ string: String) {
        guard isEditing, !string.isEmpty else { return }
        let current = text ?? ""
        replace(current.endIndex..<current.endIndex, in: current, with: string)
    }

    /// Deletes the last character while editing, if the delegate agrees, sending `editingChanged`; does nothing on
    /// an empty field.
    open func deleteBackward() {
        guard isEditing, let current = text, !current.isEmpty else { return }
        replace(current.index(before: current.endIndex)..<current.endIndex, in: current, with: "")
    }

    /// Replaces `range` of `current` with `string` and sends `editingChanged`, unless the delegate refuses.
    private func replace(_ range: Range<String.Index>, in current: String, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        var changed = current
        changed.replaceSubrange(range, with: string)
        text = changed
        sendActions(for: .editingChanged)
    }

    /// Presses the return key while editing: asks the delegate `textFieldShouldReturn(_:)`, and unless it refuses
    /// sends `primaryActionTriggered`, then `editingDidEndOnExit`, and, as UIKit does only when some action is
    /// added for `editingDidEndOnExit`, ends editing (`editingDidEnd`).
    open func returnKey() {
        guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if !actionNames(for: .editingDidEndOnExit).isEmpty {
            resignFirstResponder()
        }
    }

    /// Taps the clear button, if it shows: begins editing when the field was not, then, unless the delegate's
    /// `textFieldShouldClear(_:)` refuses, empties the text and sends `editingChanged`. Answers whether the button
    /// was there to tap.
    @discardableResult
    open func tapClearButton() -> Bool {
        guard isEnabled, isClearButtonVisible else { return false }
        guard becomeFirstResponder(), delegate?.textFieldShouldClear(self) ?? true else { return true }
        text = ""
        sendActions(for: .editingChanged)
        return true
    }

    /// A touch that lifts inside (a tap) begins editing (`editingDidBegin`), between `touchDown` and
    /// `touchUpInside`.
    open override func endTracking(_ touch: Touch) {
        if isTouchInside {
            becomeFirstResponder()
        }
    }

    /// The text's (or else the placeholder's) one-line width and the border's insets; the height of one line, or
    /// Interface Builder's 30 points for a rounded field.
    open override var intrinsicContentSize: Size {
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : displayedText
        let width = TextMetrics.width(of: shown, font: font) + 2 * textInset
        let height = borderStyle == .roundedRect ? Self.roundedRectHeight : font.lineHeight + 2 * textInset
        return Size(width: width, height: height)
    }
}

extension TextField {
    /// The border a text field draws (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: String, Sendable, Hashable, CaseIterable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezeled rectangle, as of old iOS.
        case bezel
        /// A rounded rectangle on a white ground: the style Interface Builder gives a new text field.
        case roundedRect
    }

    /// When an overlay such as the clear button shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: String, Sendable, Hashable, CaseIterable {
        /// Never.
        case never
        /// Only while editing.
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always.
        case always
    }
}
