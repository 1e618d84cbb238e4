/// The kinds of view a template may contain, each a CellKit class.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `View`.
    case view = "View"
    /// A `Control`, UIKit's `UIControl`: the base of the kinds that send actions, usable itself as the base of a
    /// custom class.
    case control = "Control"
    /// A `Label`.
    case label = "Label"
    /// An `ImageView`.
    case imageView = "ImageView"
    /// A `Button`.
    case button = "Button"
    /// A `ScrollView`.
    case scrollView = "ScrollView"
    /// A `StackView`, which positions its subviews itself.
    case stackView = "StackView"
    /// A `Switch`, UIKit's on/off `UISwitch`.
    case `switch` = "Switch"
    /// A `Slider`, UIKit's `UISlider`: a value picked along a track.
    case slider = "Slider"
    /// A `SegmentedControl`, UIKit's `UISegmentedControl`: a row of titled segments, one selected.
    case segmentedControl = "SegmentedControl"
    /// A `Stepper`, UIKit's `UIStepper`: minus and plus buttons that step a value.
    case stepper = "Stepper"
    /// An `ActivityIndicatorView`, UIKit's `UIActivityIndicatorView`: the spinner. Not a control.
    case activityIndicatorView = "ActivityIndicatorView"
    /// A `ProgressView`, UIKit's `UIProgressView`: a bar filled to a fraction. Not a control.
    case progressView = "ProgressView"
    /// A `PageControl`, UIKit's `UIPageControl`: a row of page dots, one current.
    case pageControl = "PageControl"
    /// A `PickerView`, UIKit's `UIPickerView`: spinning wheels of rows, one selected in each, which a data source
    /// and a delegate fill at run time. Not a control.
    case pickerView = "PickerView"
    /// A `TextField`, UIKit's one-line editable `UITextField`.
    case textField = "TextField"
    /// A `TextView`, UIKit's scrolling, multi-line `UITextView`.
    case textView = "TextView"
    /// A `VisualEffectView`, UIKit's blurring `UIVisualEffectView`, which holds its subviews in its `contentView`.
    case visualEffectView = "VisualEffectView"

    /// How a kind places the subviews a template nests in it.
    public enum SubviewPlacement: Sendable, Hashable {
        /// Each subview sets its own `frame`.
        case frames
        /// The view arranges its subviews (`addArrangedSubview`); each gives a preferred `size` instead of a frame.
        case arranged
        /// Each subview sets its own `frame`, and goes into the view's `contentView`, which fills it (UIKit refuses
        /// subviews added to a `UIVisualEffectView` itself).
        case contentView
    }

    /// The CellKit class, as written in Swift and in archives.
    public var className: String { rawValue }

    /// The kind this one's class inherits from, whose properties it has too; nil for `View`, the root.
    public var base: ViewKind? {
        switch self {
        case .view: nil
        case .button, .switch: .control
        case .control, .label, .imageView, .scrollView, .stackView: .view
        case .slider, .segmentedControl, .stepper, .pageControl: .control
        case .activityIndicatorView, .progressView, .pickerView: .view
        case .textField: .control
        case .textView: .scrollView
        case .visualEffectView: .view
        }
    }

    /// How this kind places its subviews. Every kind holds subviews, as every UIKit view does.
    public var subviewPlacement: SubviewPlacement {
        switch self {
        case .stackView: .arranged
        case .visualEffectView: .contentView
        default: .frames
        }
    }

    /// The properties this kind adds to its base's.
    public var ownProperties: [PropertySpec] {
        switch self {
        case .view: ViewCatalog.viewProperties
        case .control: ViewCatalog.controlProperties
        case .label: ViewCatalog.labelProperties + ViewCatalog.paragraphStyleProperties
        case .imageView: ViewCatalog.imageViewProperties
        case .button: ViewCatalog.buttonProperties
        case .scrollView: ViewCatalog.scrollViewProperties
        case .stackView: ViewCatalog.stackViewProperties
        case .switch: ViewCatalog.switchProperties
        case .slider: ViewCatalog.sliderProperties
        case .segmentedControl: ViewCatalog.segmentedControlProperties
        case .stepper: ViewCatalog.stepperProperties
        case .activityIndicatorView: ViewCatalog.activityIndicatorViewProperties
        case .progressView: ViewCatalog.progressViewProperties
        case .pageControl: ViewCatalog.pageControlProperties
        case .pickerView: ViewCatalog.pickerViewProperties
        case .textField: ViewCatalog.textFieldProperties
        case .textView: ViewCatalog.textViewProperties
        case .visualEffectView: ViewCatalog.visualEffectViewProperties
        }
    }

    /// The control event on which a control of this kind sends its `action` (UIKit's primary event for it, which
    /// Interface Builder connects by default); nil for a kind that is not a control.
    public var actionEvent: ControlEvent? {
        switch self {
        case .control, .button: .touchUpInside
        case .switch: .valueChanged
        // Interface Builder connects a text field's default action to "Editing Did End".
        case .textField: .editingDidEnd
        case .view, .label, .imageView, .scrollView, .stackView: nil
        case .slider, .segmentedControl, .stepper, .pageControl: .valueChanged
        case .activityIndicatorView, .progressView, .pickerView: nil
        case .textView, .visualEffectView: nil
        }
    }

    /// The event on which a view of this kind sends the action that `spec`, an action property, names: the event
    /// the property is named after, or the kind's own for `action`.
    public func event(of spec: PropertySpec) -> ControlEvent? {
        spec.controlEvent ?? actionEvent
    }

    /// Whether a view of this kind has a size of its own content (an intrinsic content size in some dimension, or a
    /// `sizeThatFits(_:)` of its own), which a frame's `auto` and `fittingWidth`/`fittingHeight` read. A plain
    /// view, a control, a scroll view, a text view and an effect view have none: UIKit's `sizeThatFits(_:)` answers
    /// their current size, which a frame cannot be computed from.
    public var hasContentSize: Bool {
        switch self {
        case .label, .imageView, .button, .stackView, .switch, .slider, .segmentedControl, .stepper,
            .activityIndicatorView, .progressView, .pageControl, .pickerView, .textField:
            true
        case .view, .control, .scrollView, .textView, .visualEffectView: false
        }
    }

    /// The property that holds what a view of this kind shows, which sample data gives as a plain string: a label's
    /// `text`, a button's `title`, an image view's `image`; nil for a kind that shows no content of its own.
    public var contentProperty: String? {
        switch self {
        case .label: "text"
        case .button: "title"
        case .imageView: "image"
        case .textField, .textView: "text"
        case .view, .control, .scrollView, .stackView, .switch: nil
        case .slider, .segmentedControl, .stepper, .activityIndicatorView, .progressView, .pageControl,
            .pickerView, .visualEffectView:
            nil
        }
    }

    /// The value a view of this kind has for `spec` when its template does not set it: the property's default, or
    /// this kind's own (labels and image views ignore touches, scroll views clip, as in UIKit).
    public func defaultValue(of spec: PropertySpec) -> String? {
        switch (self, spec.name) {
        case (.label, "isUserInteractionEnabled"), (.imageView, "isUserInteractionEnabled"): "false"
        case (.scrollView, "clipsToBounds"), (.textView, "clipsToBounds"): "true"
        // A stopped indicator that hides when stopped is hidden from the start, as UIKit's initializer makes it.
        case (.activityIndicatorView, "isHidden"): "true"
        case (_, "isAccessibilityElement") where self == .label || inherits(from: .control): "true"
        // The hugging Interface Builder writes on the views it creates (uikit-metrics.md, sections 4.1 and 4.4):
        // 251 on labels and image views, 750 on the fixed-size controls, 750 vertically on progress views.
        case (.label, "horizontalHuggingPriority"), (.label, "verticalHuggingPriority"),
            (.imageView, "horizontalHuggingPriority"), (.imageView, "verticalHuggingPriority"):
            "251"
        case (.switch, "horizontalHuggingPriority"), (.switch, "verticalHuggingPriority"),
            (.stepper, "horizontalHuggingPriority"), (.stepper, "verticalHuggingPriority"),
            (.activityIndicatorView, "horizontalHuggingPriority"),
            (.activityIndicatorView, "verticalHuggingPriority"), (.progressView, "verticalHuggingPriority"):
            "750"
        default: spec.defaultValue
        }
    }

    /// This kind's property that does what another kind's `name` does, where the names differ: a button's
    /// `titleFont` for a label's `font`, as UIKit names them; nil when there is none. "Did you mean" suggests it.
    public func counterpart(of name: String) -> String? {
        switch (self, name) {
        case (.button, "font"): "titleFont"
        case (.button, "textColor"): "titleColor"
        case (.button, "lineBreakMode"): "titleLineBreakMode"
        case (.button, "text"): "title"
        case (.button, "textShadowColor"): "titleShadowColor"
        case (.button, "textShadowOffset"): "titleShadowOffset"
        case (.label, "titleShadowColor"): "textShadowColor"
        case (.label, "titleShadowOffset"): "textShadowOffset"
        default: nil
        }
    }

    /// Whether a view of this kind scrolls its subviews (a `ScrollView`, and a `TextView`, which is one): its
    /// `contentOffset` is its bounds' origin, which converting a frame across it counts.
    public var scrollsContent: Bool {
        self == .scrollView || base == .scrollView
    }

    /// Whether a view of this kind may have a size of its own (UIKit's intrinsic content size): a label's text, a
    /// button's title, a switch's fixed size, a stack view's arranged subviews. A plain view, a bare control and a
    /// scroll view have none, so a stack view gives one without a `size` no room.
    public var mayHaveIntrinsicSize: Bool {
        ![.view, .control, .scrollView].contains(self)
    }

    /// Whether this kind is `kind` or inherits from it.
    public func inherits(from kind: ViewKind) -> Bool {
        var current: ViewKind? = self
        while let next = current {
            if next == kind { return true }
            current = next.base
        }
        return false
    }

    /// The properties of this kind, its bases' first (the root's first of all), in catalog order.
    public var properties: [PropertySpec] { ViewKind.catalog[self]?.list ?? [] }

    /// The property named `name`, if this kind has it.
    public func property(named name: String) -> PropertySpec? {
        ViewKind.catalog[self]?.byName[name]
    }

    /// Each kind's properties, as a list and by name, built once: the checker looks one up for every property of
    /// every view.
    private static let catalog: [ViewKind: (list: [PropertySpec], byName: [String: PropertySpec])] = {
        var catalog: [ViewKind: (list: [PropertySpec], byName: [String: PropertySpec])] = [:]
        for kind in ViewKind.allCases {
            var list = kind.ownProperties
            var base = kind.base
            while let next = base {
                list = next.ownProperties + list
                base = next.base
            }
            catalog[kind] = (list, Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        }
        return catalog
    }()
}
