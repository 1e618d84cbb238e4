/// A control showing a title and an image that runs its actions when tapped (UIKit's `UIButton`): a title, title
/// colour, image and background image per state, each falling back to the normal state's, laid out inside its
/// content insets by its content alignments.
@MainActor
open class Button: Control {
    /// The normal state's title; nil shows none.
    public var title: String? {
        get { titles[.normal] }
        set { setTitle(newValue, for: .normal) }
    }
    /// The highlighted state's own title (nil falls back to ``title``).
    public var highlightedTitle: String? {
        get { titles[.highlighted] }
        set { setTitle(newValue, for: .highlighted) }
    }
    /// The selected state's own title.
    public var selectedTitle: String? {
        get { titles[.selected] }
        set { setTitle(newValue, for: .selected) }
    }
    /// The disabled state's own title.
    public var disabledTitle: String? {
        get { titles[.disabled] }
        set { setTitle(newValue, for: .disabled) }
    }
    /// The normal state's title colour; nil takes the button type's (``defaultTitleColor``).
    public var titleColor: Color? {
        get { titleColors[.normal] }
        set { setTitleColor(newValue, for: .normal) }
    }
    /// The highlighted state's own title colour.
    public var highlightedTitleColor: Color? {
        get { titleColors[.highlighted] }
        set { setTitleColor(newValue, for: .highlighted) }
    }
    /// The selected state's own title colour.
    public var selectedTitleColor: Color? {
        get { titleColors[.selected] }
        set { setTitleColor(newValue, for: .selected) }
    }
    /// The disabled state's own title colour.
    public var disabledTitleColor: Color? {
        get { titleColors[.disabled] }
        set { setTitleColor(newValue, for: .disabled) }
    }
    /// The normal state's title shadow colour (UIKit's `setTitleShadowColor(_:for: .normal)`); nil draws no shadow.
    public var titleShadowColor: Color? {
        get { titleShadowColors[.normal] }
        set { setTitleShadowColor(newValue, for: .normal) }
    }
    /// The highlighted state's own title shadow colour.
    public var highlightedTitleShadowColor: Color? {
        get { titleShadowColors[.highlighted] }
        set { setTitleShadowColor(newValue, for: .highlighted) }
    }
    /// The selected state's own title shadow colour.
    public var selectedTitleShadowColor: Color? {
        get { titleShadowColors[.selected] }
        set { setTitleShadowColor(newValue, for: .selected) }
    }
    /// The disabled state's own title shadow colour.
    public var disabledTitleShadowColor: Color? {
        get { titleShadowColors[.disabled] }
        set { setTitleShadowColor(newValue, for: .disabled) }
    }
    /// How far the title's shadow is moved from the title (the title label's `shadowOffset`, UIKit's deprecated
    /// `titleShadowOffset`); (0, 0) by default, as a button's title label starts.
    public var titleShadowOffset = Size.zero
    /// Whether the title's shadow moves the other way while the button is highlighted (UIKit's
    /// `reversesTitleShadowWhenHighlighted`, false by default): see ``currentTitleShadowOffset``.
    public var reversesTitleShadowWhenHighlighted = false
    /// The normal state's image, shown before the title.
    public var image: Image? {
        get { images[.normal] }
        set { setImage(newValue, for: .normal) }
    }
    /// The highlighted state's own image.
    public var highlightedImage: Image? {
        get { images[.highlighted] }
        set { setImage(newValue, for: .highlighted) }
    }
    /// The selected state's own image.
    public var selectedImage: Image? {
        get { images[.selected] }
        set { setImage(newValue, for: .selected) }
    }
    /// The disabled state's own image.
    public var disabledImage: Image? {
        get { images[.disabled] }
        set { setImage(newValue, for: .disabled) }
    }
    /// The normal state's background image, stretched behind the title and image.
    public var backgroundImage: Image? {
        get { backgroundImages[.normal] }
        set { setBackgroundImage(newValue, for: .normal) }
    }
    /// The highlighted state's own background image.
    public var highlightedBackgroundImage: Image? {
        get { backgroundImages[.highlighted] }
        set { setBackgroundImage(newValue, for: .highlighted) }
    }
    /// The selected state's own background image.
    public var selectedBackgroundImage: Image? {
        get { backgroundImages[.selected] }
        set { setBackgroundImage(newValue, for: .selected) }
    }
    /// The disabled state's own background image.
    public var disabledBackgroundImage: Image? {
        get { backgroundImages[.disabled] }
        set { setBackgroundImage(newValue, for: .disabled) }
    }

    /// The font of the title.
    public var titleFont = Font.systemFont(ofSize: 15) {
        didSet {
            if titleFont != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// How the title is cut when it does not fit: UIKit's button title label truncates in the middle.
    public var titleLineBreakMode = LineBreakMode.byTruncatingMiddle
    /// The button's type, which gives its title colour and, for the glyph types, its image and size. UIKit fixes it
    /// at creation (`UIButton(type:)`); here it is a property, as a nib sets it after making the button, and a
    /// button is `.system`, Interface Builder's default.
    public var buttonType = ButtonType.system {
        didSet {
            if buttonType != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Space around the title and image together, inside the bounds; it adds to the intrinsic size.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet {
            if contentEdgeInsets != oldValue {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Moves the title from where the alignments put it; as in UIKit, it does not change the intrinsic size.
    public var titleEdgeInsets = EdgeInsets.zero
    /// Moves the image from where the alignments put it; it does not change the intrinsic size.
    public var imageEdgeInsets = EdgeInsets.zero

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var titleShadowColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]

    /// Creates a button in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Whether the button is touched; the shown title and image may change with it.
    open override var isHighlighted: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the button is selected.
    open override var isSelected: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the button responds.
    open override var isEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Sets the title shown in `state` (nil falls back to the normal state's), as UIKit's `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: State) {
        contentWrites.title &+= 1
        if titles[state] != title {
            titles[state] = title
            invalidateIntrinsicContentSize()
        }
    }

    /// Sets the title colour of `state` (nil falls back to the normal state's, then to the type's).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
    }

    /// Sets the title shadow colour of `state` (nil falls back to the normal state's), as UIKit's
    /// `setTitleShadowColor(_:for:)`.
    public func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors[state] = color
    }

    /// Sets the image shown in `state` (nil falls back to the normal state's).
    public func setImage(_ image: Image?, for state: State) {
        contentWrites.image &+= 1
        if images[state] != image {
            images[state] = image
            invalidateIntrinsicContentSize()
        }
    }

    /// Sets the background image of `state` (nil falls back to the normal state's).
    public func setBackgroundImage(_ image: Image?, for state: State) {
        if backgroundImages[state] != image {
            backgroundImages[state] = image
            invalidateIntrinsicContentSize()
        }
    }

    /// The title shown in `state`: its own, or else the normal state's, as UIKit's `title(for:)`.
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title colour of `state`: its own, the normal state's, or the type's.
    public func titleColor(for state: State) -> Color {
        titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor
    }

    /// The title shadow colour of `state`: its own or the normal state's, nil when neither is set, as UIKit's
    /// `titleShadowColor(for:)`.
    public func titleShadowColor(for state: State) -> Color? {
        titleShadowColors[state] ?? titleShadowColors[.normal]
    }

    /// The image shown in `state`: its own or the normal state's.
    public func image(for state: State) -> Image? {
        images[state] ?? images[.normal]
    }

    /// The background image of `state`: its own or the normal state's.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// The title shown now, in the button's ``Control/state``.
    public var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    public var currentTitleColor: Color { titleColor(for: state) }
    /// The title shadow colour shown now; nil for none.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
    /// Where the title's shadow is now: ``titleShadowOffset``, turned around (both components negated) while the
    /// button is highlighted if it ``reversesTitleShadowWhenHighlighted``, as UIKit's title label's.
    public var currentTitleShadowOffset: Size {
        guard reversesTitleShadowWhenHighlighted, isHighlighted else { return titleShadowOffset }
        return Size(width: -titleShadowOffset.width, height: -titleShadowOffset.height)
    }
    /// The image shown now.
    public var currentImage: Image? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// The title colour of a button whose states set none: its tint colour, inherited down the tree as UIKit's
    /// (`systemBlue` unless a view above sets one), for every type but `.custom`, whose title is white.
    public var defaultTitleColor: Color {
        buttonType == .custom ? .white : (tintColor ?? .systemBlue)
    }

    /// A touch lifting inside a button sends `touchUpInside` and then, as a button's tap triggers its primary
    /// action, `primaryActionTriggered`.
    override var touchUpTriggersPrimaryAction: Bool { true }

    /// The size of what stands in the image's place: the current image, or else the type's glyph.
    var imageContentSize: Size {
        currentImage?.size ?? buttonType.glyphSize
    }

    /// The size of the current title on one line; `.zero` for none.
    var titleContentSize: Size {
        guard let title = currentTitle, !title.isEmpty else { return .zero }
        return TextMetrics.size(of: title, font: titleFont, numberOfLines: 1, maxWidth: nil)
    }

    /// The room UIKit leaves above and below a button's title while `contentEdgeInsets` is zero: 6 points, so a
    /// 15-point title is 30 high, as Interface Builder frames a "Button" (46 x 30, uikit-metrics.md section 4.1) and
    /// the corpus's system buttons titled "yes" and "no" (30 x 30, `14-openfoodfacts-...-RobotoffQuestion...xib`).
    /// Any content inset replaces it, which is why a `(0.01, 0, 0.01, 0)` inset is the known way to take it off.
    public static let titleVerticalPadding = 6.0
    /// The smallest intrinsic width of a titled system button: 30, the corpus's "yes" and "no" buttons (an
    /// image-only one is its image's size: the corpus has a 20 x 20 one).
    public static let systemMinimumTitledWidth = 30.0

    /// The current image (or glyph) and one-line title side by side, plus the content insets, at least as large as
    /// the background image. While the insets are zero, a title has `titleVerticalPadding` above and below it, and
    /// a titled system button is at least `systemMinimumTitledWidth` wide; an empty custom or system button is
    /// `.zero`.
    open override var intrinsicContentSize: Size {
        let titleSize = titleContentSize
        let imageSize = imageContentSize
        let backgroundSize = currentBackgroundImage?.size ?? .zero
        let insets = contentEdgeInsets
        let padded = insets == .zero && titleSize.height > 0
        let titleHeight = titleSize.height + (padded ? 2 * Self.titleVerticalPadding : 0)
        let minimumWidth = padded && buttonType == .system ? Self.systemMinimumTitledWidth : 0
        return Size(
            width: max(
                titleSize.width + imageSize.width + insets.left + insets.right, backgroundSize.width, minimumWidth),
            height: max(max(titleHeight, imageSize.height) + insets.top + insets.bottom, backgroundSize.height)
        )
    }

    /// The intrinsic size: UIKit's button answers it whatever size it is offered.
    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }
}
