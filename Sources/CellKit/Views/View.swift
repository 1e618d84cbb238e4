import CellCatalog

/// A rectangular area in a hierarchy of views (UIKit's `UIView`), headless: it has geometry, appearance
/// properties and a layout pass, and draws nothing.
///
/// Coordinates follow UIKit: `frame` is in the superview's coordinate space, `bounds` in the view's own, whose
/// origin is the scroll offset (zero except for scroll views). Subclasses lay out their subviews in
/// `layoutSubviews()`, which `layoutIfNeeded()` calls only when something invalidated the layout.
@MainActor
open class View {
    /// The value of an `intrinsicContentSize` dimension the view has no natural size in.
    nonisolated public static let noIntrinsicMetric = -1.0

    /// The view's rectangle in its superview's coordinates; setting a different size invalidates the layout.
    public var frame: Rect {
        get { storedFrame }
        set {
            let oldSize = storedFrame.size
            storedFrame = newValue
            if newValue.size != oldSize {
                setNeedsLayout()
            }
        }
    }
    /// The storage of `frame`, internal as `storedSuperview` is.
    var storedFrame: Rect

    /// The origin of `bounds`: the point of the view's own coordinate space shown at its top-left corner.
    var boundsOrigin = Point.zero

    /// The view's rectangle in its own coordinates; its size is always `frame.size`.
    ///
    /// Setting a new origin scrolls the content and invalidates the layout, as UIKit's scroll views rely on.
    /// Setting a new size resizes the frame about its centre, as UIKit does, so `center` does not move.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                setNeedsLayout()
            }
            if newValue.size != frame.size {
                let oldCenter = center
                frame = Rect(
                    x: oldCenter.x - newValue.size.width / 2,
                    y: oldCenter.y - newValue.size.height / 2,
                    width: newValue.size.width,
                    height: newValue.size.height
                )
            }
        }
    }

    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = Point(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
        }
    }

    /// The view this view is a subview of; weak, as the superview owns its subviews.
    public var superview: View? { storedSuperview }
    /// The storage of `superview`. This and the storage of `subviews` and `needsLayout` are internal, and read
    /// through public properties: the optimizer proves that no two accesses to an internal property overlap and
    /// checks none at run time, where a public stored property, which other modules may reach, is checked at every
    /// access, a third of a scrolling frame's instructions when they were public.
    weak var storedSuperview: View?
    /// The view whose traits a view outside any hierarchy takes while a table or collection measures it:
    /// see `measuringInTraits(of:_:)`.
    weak var sizingHost: View?

    /// The subviews, back to front.
    public var subviews: [View] { storedSubviews }
    var storedSubviews: [View] = []

    /// Whether the next `layoutIfNeeded()` will call `layoutSubviews()`; a new view needs layout.
    public var needsLayout: Bool { storedNeedsLayout }
    var storedNeedsLayout = true
    /// Whether a view below this one needs layout: `layoutIfNeeded()` goes down only into subtrees that do, so a
    /// pass over a table whose cells are laid out touches the cells that changed, not every view of every cell.
    var subtreeNeedsLayout = false

    /// The fill behind the view's content; nil is transparent.
    public var backgroundColor: Color? {
        didSet { contentWrites.backgroundColor &+= 1 }
    }
    /// The opacity, `0...1`; below 0.01 the view is invisible to hit-testing, as in UIKit.
    public var alpha: Double = 1 {
        didSet { contentWrites.alpha &+= 1 }
    }
    /// Whether the view and its subviews are hidden; a hidden arranged subview takes no room in a stack view.
    public var isHidden = false {
        didSet {
            contentWrites.isHidden &+= 1
            if isHidden != oldValue {
                superview?.subviewVisibilityDidChange(self)
            }
        }
    }
    /// A number that identifies the view to `viewWithTag(_:)`; 0 by default.
    public var tag = 0
    /// Whether subviews are clipped to the bounds when drawn.
    public var clipsToBounds = false
    /// The radius of the rounded corners of the background and border (UIKit's `layer.cornerRadius`).
    public var cornerRadius: Double = 0
    /// The width of the border drawn inside the bounds (UIKit's `layer.borderWidth`).
    public var borderWidth: Double = 0
    /// The colour of the border; nil draws none (UIKit's `layer.borderColor`).
    public var borderColor: Color?
    /// The colour of the shadow the layer casts (UIKit's `layer.shadowColor`); opaque black by default, as Core
    /// Animation's, and nil casts none.
    public var shadowColor: Color? = .black
    /// The opacity of the shadow, `0...1` (UIKit's `layer.shadowOpacity`); 0 by default, which casts none.
    public var shadowOpacity: Double = 0
    /// The blur radius of the shadow, in points (UIKit's `layer.shadowRadius`); 3 by default.
    public var shadowRadius: Double = 3
    /// How far the shadow is moved from the view (UIKit's `layer.shadowOffset`); 3 points up by default, as Core
    /// Animation's `(0, -3)`.
    public var shadowOffset = Size(width: 0, height: -3)
    /// Whether the view and its subviews take part in hit-testing.
    public var isUserInteractionEnabled = true
    /// Whether the view takes more than one touch at a time (UIKit's `isMultipleTouchEnabled`, false by default);
    /// CellKit delivers one finger at a time, so the flag is kept, archived and compared but changes nothing.
    public var isMultipleTouchEnabled = false
    /// How the content is placed when the bounds change.
    public var contentMode = ContentMode.scaleToFill
    /// A string that identifies the view to UI tests and accessibility.
    public var accessibilityIdentifier: String?
    /// The insets of the bounds that margin anchors read (UIKit's `layoutMargins`): 8 points on each side, as
    /// UIKit's for most views; a cell's content view has 16 left and right and 11 top and bottom.
    public var layoutMargins = EdgeInsets(LayoutMargins.view) {
        didSet { setNeedsLayout() }
    }
    /// Whether the view takes over the part of its superview's margins that reaches into it, as UIKit's
    /// `preservesSuperviewLayoutMargins` (``effectiveLayoutMargins``).
    public var preservesSuperviewLayoutMargins = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the margins grow to keep clear of the safe area, as UIKit's; CellKit's screens have no safe area
    /// (no notch, no home indicator), so the flag is kept, archived and compared but changes no margin.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether assistive technologies see the view as one element; UIKit's default, false for plain views and image
    /// views, which `Label` and `Control` turn on.
    public var isAccessibilityElement = false
    /// What VoiceOver reads for the element; nil reads nothing of its own.
    public var accessibilityLabel: String?
    /// What VoiceOver reads, after a pause, to say what acting on the element does.
    public var accessibilityHint: String?
    /// The element's current value, for an element whose value changes (a slider's percentage).
    public var accessibilityValue: String?
    /// What kind of element the view is and what state it is in, as UIKit's `accessibilityTraits`.
    public var accessibilityTraits = AccessibilityTraits.none
    /// The tap recognizers attached by `addGestureRecognizer(_:)`, in the order added.
    public internal(set) var gestureRecognizers: [TapGestureRecognizer] = []
    /// How often each content property was written, even with an equal value: the stale-content detector's
    /// evidence that someone configured it. Counting costs an increment per write, so it is always on.
    var contentWrites = ContentWriteCounts()
    /// The size a stack view gives this view when it arranges it, ahead of its intrinsic size, as width and height
    /// constraints would in Interface Builder; nil leaves it to the intrinsic size, or else the frame's.
    public var preferredSize: Size? {
        didSet { superview?.setNeedsLayout() }
    }
    /// How strongly the view resists growing wider than its intrinsic width (Auto Layout's content hugging
    /// priority, 1 to 1000); a `.fill` stack view stretches the view that hugs least. UIKit's default is 250;
    /// labels and image views take 251, as Interface Builder creates them.
    public var horizontalHuggingPriority: Double = 250 {
        didSet { superview?.setNeedsLayout() }
    }
    /// How strongly the view resists growing taller than its intrinsic height (see `horizontalHuggingPriority`).
    public var verticalHuggingPriority: Double = 250 {
        didSet { superview?.setNeedsLayout() }
    }
    /// How strongly the view resists becoming narrower than its intrinsic width (Auto Layout's compression
    /// resistance priority, 1 to 1000; UIKit's default 750); a stack view too short for its views shrinks the one
    /// that resists least first.
    public var horizontalCompressionResistancePriority: Double = 750 {
        didSet { superview?.setNeedsLayout() }
    }
    /// How strongly the view resists becoming shorter than its intrinsic height (see
    /// `horizontalCompressionResistancePriority`).
    public var verticalCompressionResistancePriority: Double = 750 {
        didSet { superview?.setNeedsLayout() }
    }

    /// The traits this view sets for itself and its subtree (UIKit's `traitOverrides`); see `View+Traits.swift`.
    public var traitOverrides = TraitOverrides() {
        didSet { traitOverridesDidChange(from: oldValue) }
    }
    /// The tint this view sets, nil to inherit its superview's (see `tintColor`).
    var ownTintColor: Color? {
        didSet { if ownTintColor != oldValue { tintDidChange(from: oldValue) } }
    }

    /// Creates a view with the given frame.
    public init(frame: Rect = .zero) {
        storedFrame = frame
    }

    /// Lays out the subviews; called by `layoutIfNeeded()` when the layout is invalid. The default does nothing.
    ///
    /// Overrides set the frames of subviews from `bounds`; they need not call `super` on a plain view, but
    /// subclasses of CellKit's views must, as they do in UIKit.
    open func layoutSubviews() {}

    /// The size the view's content naturally has, each dimension `View.noIntrinsicMetric` when it has none.
    ///
    /// Stack views read it to size their arranged subviews. The default has no natural size.
    open var intrinsicContentSize: Size {
        Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The intrinsic size of the view once it is `width` wide, which stack views ask when they know the width they
    /// give it: `intrinsicContentSize` for most views; the text wrapped at `width` for a multi-line label without a
    /// `preferredMaxLayoutWidth` (Auto Layout wraps such a label at its own width) and for a text view that does not
    /// scroll; a stack view's content measured at that width.
    func intrinsicContentSize(fittingWidth width: Double) -> Size {
        intrinsicContentSize
    }

    /// The size the view would like within `size`, used by `sizeToFit()`.
    ///
    /// The default answers the intrinsic size in each dimension that has one and the current size in the others
    /// (UIKit's default keeps the current size; answering the intrinsic size lets image views fit themselves).
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(
            width: intrinsic.width == Self.noIntrinsicMetric ? frame.size.width : intrinsic.width,
            height: intrinsic.height == Self.noIntrinsicMetric ? frame.size.height : intrinsic.height
        )
    }

    /// Called when the view's trait collection changed: a superview's or its own overrides changed, or it moved to
    /// another superview (UIKit's `traitCollectionDidChange(_:)`). The default does nothing; `Label` overrides it to
    /// follow the content size category. Colours need no hook: they are resolved against the traits when drawn.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when the view's effective `tintColor` changed (UIKit's `tintColorDidChange()`). The default does
    /// nothing.
    open func tintColorDidChange() {}

    /// A hook called at the end of a generated template's initializer, after its properties and subviews are set.
    /// The default does nothing.
    open func awakeFromNib() {}

    /// Receives one user-defined runtime attribute of the view's `attributes { ... }` block, after the view's
    /// properties are set and before `awakeFromNib()`, on both the generated initializer and the nib path.
    ///
    /// A subclass overrides it to take its attributes, typed, instead of key-value coding, and calls `super` for
    /// keys it does not know. The default takes none and throws `RuntimeAttributeError.undefinedKey`, UIKit's "this
    /// class is not key value coding-compliant for the key" error.
    open func setRuntimeAttribute(_ value: RuntimeAttribute, forKey key: String) throws(RuntimeAttributeError) {
        throw .undefinedKey(className: String(describing: type(of: self)), key: key)
    }

    /// Called after `subview` was added to this view, by `addSubview(_:)` and the insert methods.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` is removed from this view, including when it moves to another superview.
    open func willRemoveSubview(_ subview: View) {}

    /// Whether `point`, in this view's coordinates, is inside the view; the default tests `bounds`.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest descendant (or this view) that receives a touch at `point`, given in this view's coordinates.
    ///
    /// As in UIKit, hidden views, views with `alpha` below 0.01 and views with user interaction disabled are
    /// skipped with their subtrees; a point outside this view is outside its subviews too, even unclipped ones;
    /// later (front) subviews are tried first; a view none of whose subviews takes the point takes it itself.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point)) {
                return hit
            }
        }
        return self
    }

    /// Invalidates the intrinsic size after a change to the content it depends on, so that a stack view or other
    /// superview laying out by it lays out again.
    open func invalidateIntrinsicContentSize() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// Reacts to a subview's intrinsic size changing; the default lays this view out again.
    ///
    /// Internal and overridden by `StackView`, which also passes the change up, as its own size depends on it.
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        setNeedsLayout()
    }

    /// Reacts to a subview being shown or hidden; the default does nothing, as plain views lay out hidden
    /// subviews like the others. `StackView` overrides it.
    func subviewVisibilityDidChange(_ subview: View) {}
}
