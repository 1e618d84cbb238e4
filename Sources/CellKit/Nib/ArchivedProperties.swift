import CellArchive
import CellCatalog

/// One property the `.cell` language names on a view of class `V`: how the nib decoder sets it from an archived
/// value, and how tools read it back, as the value's description (`nil` for none).
@MainActor
package struct ArchivedAccessor<V> {
    /// Sets the property from an archived value, or throws `wrongValue` for a value of another type.
    let set: (V, ArchiveValue) throws(ArchivedPropertyFailure) -> Void
    /// The property's value, described.
    let get: (V) -> String

    /// An accessor of the two closures.
    init(
        set: @escaping (V, ArchiveValue) throws(ArchivedPropertyFailure) -> Void, get: @escaping (V) -> String
    ) {
        self.set = set
        self.get = get
    }

    /// The property at `path`, whose archived value `read` decodes.
    init<Value>(
        _ path: ReferenceWritableKeyPath<V, Value>,
        _ read: @escaping (ArchiveValue) -> () throws(ArchivedPropertyFailure) -> Value
    ) {
        set = { view, value throws(ArchivedPropertyFailure) in view[keyPath: path] = try read(value)() }
        get = { view in "\(view[keyPath: path])" }
    }

    /// The optional property at `path`, whose archived value `read` decodes.
    init<Value>(
        _ path: ReferenceWritableKeyPath<V, Value?>,
        _ read: @escaping (ArchiveValue) -> () throws(ArchivedPropertyFailure) -> Value
    ) {
        set = { view, value throws(ArchivedPropertyFailure) in view[keyPath: path] = try read(value)() }
        get = { view in view[keyPath: path].map { "\($0)" } ?? "nil" }
    }

    /// The property at `path` of a catalog enumeration, read by its case name.
    init<Value: CatalogEnumeration>(_ path: ReferenceWritableKeyPath<V, Value>, enumeration: Value.Type) {
        set = { view, value throws(ArchivedPropertyFailure) in view[keyPath: path] = try value.enumCase(Value.self) }
        get = { view in view[keyPath: path].rawValue }
    }

    /// The optional property at `path` of a catalog enumeration, read by its case name; nil when unset.
    init<Value: CatalogEnumeration>(_ path: ReferenceWritableKeyPath<V, Value?>, enumeration: Value.Type) {
        set = { view, value throws(ArchivedPropertyFailure) in view[keyPath: path] = try value.enumCase(Value.self) }
        get = { view in view[keyPath: path]?.rawValue ?? "nil" }
    }
}

/// The runtime's half of the catalog: the CellKit class of each view kind and, for each class, an accessor for each
/// plain property the catalog gives its kind, by the property's `.cell` name. A test proves that these tables and the
/// catalog name the same properties.
@MainActor
package enum ArchivedProperties {
    /// A new view of the CellKit class of `kind`.
    package static func makeView(of kind: ViewKind) -> View {
        switch kind {
        case .view: View()
        case .control: Control()
        case .label: Label()
        case .imageView: ImageView()
        case .button: Button()
        case .scrollView: ScrollView()
        case .stackView: StackView()
        case .switch: Switch()
        case .slider: Slider()
        case .segmentedControl: SegmentedControl()
        case .stepper: Stepper()
        case .activityIndicatorView: ActivityIndicatorView()
        case .progressView: ProgressView()
        case .pageControl: PageControl()
        case .pickerView: PickerView()
        case .textField: TextField()
        case .textView: TextView()
        case .visualEffectView: VisualEffectView()
        }
    }

    /// Sets the property the `.cell` language calls `key` on `view`, by the table of the view's class, then by
    /// every control's (for a control) and every view's; `ArchivedPropertyFailure.unknownKey` when none has it.
    ///
    /// Every property of every nib goes through here, so it dispatches to the typed table directly: no accessor is
    /// made for the call.
    package static func set(_ key: String, to value: ArchiveValue, on view: View) throws(ArchivedPropertyFailure) {
        switch view {
        case let label as Label: try set(key, value, on: label, self.label)
        // A text view is a scroll view: its own table, which holds the scroll view's, comes first.
        case let textView as TextView: try set(key, value, on: textView, self.textView)
        case let imageView as ImageView: try set(key, value, on: imageView, self.imageView)
        case let button as Button: try set(key, value, on: button, self.button)
        case let scrollView as ScrollView: try set(key, value, on: scrollView, self.scrollView)
        case let stackView as StackView: try set(key, value, on: stackView, self.stackView)
        case let toggle as Switch: try set(key, value, on: toggle, self.switch)
        case let slider as Slider: try set(key, value, on: slider, self.slider)
        case let segmented as SegmentedControl: try set(key, value, on: segmented, segmentedControl)
        case let stepper as Stepper: try set(key, value, on: stepper, self.stepper)
        case let indicator as ActivityIndicatorView: try set(key, value, on: indicator, activityIndicatorView)
        case let progress as ProgressView: try set(key, value, on: progress, progressView)
        case let pages as PageControl: try set(key, value, on: pages, pageControl)
        case let picker as PickerView: try set(key, value, on: picker, pickerView)
        case let field as TextField: try set(key, value, on: field, self.textField)
        case let effectView as VisualEffectView: try set(key, value, on: effectView, self.visualEffectView)
        case let cell as TableViewCell: try set(key, value, on: cell, self.cell)
        case let control as Control: try set(key, value, on: control, [:])
        default: try set(key, value, on: view, [:])
        }
    }

    /// Sets `key` by `table`, or else by the accessors every control has (for a control) and every view has.
    private static func set<V: View>(
        _ key: String, _ value: ArchiveValue, on view: V, _ table: [String: ArchivedAccessor<V>]
    ) throws(ArchivedPropertyFailure) {
        if let accessor = table[key] {
            try accessor.set(view, value)
        } else if let control = view as? Control, let accessor = self.control[key] {
            try accessor.set(control, value)
        } else if let accessor = self.view[key] {
            try accessor.set(view, value)
        } else {
            throw .unknownKey
        }
    }

    /// Every property the `.cell` language names on `view`'s class, each with its value described, sorted by name:
    /// what a test compares of two views.
    package static func described(_ view: View) -> [(name: String, value: String)] {
        var names = Set(self.view.keys)
        if view is Control {
            names.formUnion(control.keys)
        }
        switch view {
        case is Label: names.formUnion(label.keys)
        case is TextView: names.formUnion(textView.keys)
        case is ImageView: names.formUnion(imageView.keys)
        case is Button: names.formUnion(button.keys)
        case is ScrollView: names.formUnion(scrollView.keys)
        case is StackView: names.formUnion(stackView.keys)
        case is Switch: names.formUnion(self.switch.keys)
        case is Slider: names.formUnion(slider.keys)
        case is SegmentedControl: names.formUnion(segmentedControl.keys)
        case is Stepper: names.formUnion(stepper.keys)
        case is ActivityIndicatorView: names.formUnion(activityIndicatorView.keys)
        case is ProgressView: names.formUnion(progressView.keys)
        case is PageControl: names.formUnion(pageControl.keys)
        case is PickerView: names.formUnion(pickerView.keys)
        case is TextField: names.formUnion(textField.keys)
        case is VisualEffectView: names.formUnion(visualEffectView.keys)
        case is TableViewCell: names.formUnion(cell.keys)
        default: break
        }
        return names.sorted().compactMap { name in accessor(name, of: view).map { (name, $0.get(view)) } }
    }

    /// The accessor of `key` on `view`, as one of every view's, whatever its class; for ``described(_:)``, which
    /// tests call, not for the nib path.
    private static func accessor(_ key: String, of view: View) -> ArchivedAccessor<View>? {
        if let control = view as? Control, self.control[key] != nil {
            return erased(control, key, self.control)
        }
        return switch view {
        case let label as Label: erased(label, key, self.label)
        case let textView as TextView: erased(textView, key, self.textView)
        case let imageView as ImageView: erased(imageView, key, self.imageView)
        case let button as Button: erased(button, key, self.button)
        case let scrollView as ScrollView: erased(scrollView, key, self.scrollView)
        case let stackView as StackView: erased(stackView, key, self.stackView)
        case let toggle as Switch: erased(toggle, key, self.switch)
        case let slider as Slider: erased(slider, key, self.slider)
        case let segmented as SegmentedControl: erased(segmented, key, segmentedControl)
        case let stepper as Stepper: erased(stepper, key, self.stepper)
        case let indicator as ActivityIndicatorView: erased(indicator, key, activityIndicatorView)
        case let progress as ProgressView: erased(progress, key, progressView)
        case let pages as PageControl: erased(pages, key, pageControl)
        case let picker as PickerView: erased(picker, key, pickerView)
        case let field as TextField: erased(field, key, self.textField)
        case let effectView as VisualEffectView: erased(effectView, key, self.visualEffectView)
        case let cell as TableViewCell: erased(cell, key, self.cell)
        default: self.view[key]
        }
    }

    /// `key`'s accessor in `table`, for a view of the table's class, or else every view's.
    private static func erased<V: View>(_ view: V, _ key: String, _ table: [String: ArchivedAccessor<V>])
        -> ArchivedAccessor<View>?
    {
        guard let accessor = table[key] else { return self.view[key] }
        return ArchivedAccessor<View>(
            set: { erasedView, value throws(ArchivedPropertyFailure) in
                guard let typed = erasedView as? V else { throw .unknownKey }
                try accessor.set(typed, value)
            },
            get: { erasedView in (erasedView as? V).map(accessor.get) ?? "nil" })
    }

    /// The properties every view has (`size` is the preferred size a stack view arranges the view at).
    static let view: [String: ArchivedAccessor<View>] = [
        "backgroundColor": ArchivedAccessor(\.backgroundColor, ArchiveValue.color),
        "alpha": ArchivedAccessor(\.alpha, ArchiveValue.double),
        "isHidden": ArchivedAccessor(\.isHidden, ArchiveValue.bool),
        "tag": ArchivedAccessor(\.tag, ArchiveValue.integer),
        "clipsToBounds": ArchivedAccessor(\.clipsToBounds, ArchiveValue.bool),
        "cornerRadius": ArchivedAccessor(\.cornerRadius, ArchiveValue.double),
        "borderWidth": ArchivedAccessor(\.borderWidth, ArchiveValue.double),
        "borderColor": ArchivedAccessor(\.borderColor, ArchiveValue.color),
        "shadowColor": ArchivedAccessor(\.shadowColor, ArchiveValue.color),
        "shadowOpacity": ArchivedAccessor(\.shadowOpacity, ArchiveValue.double),
        "shadowRadius": ArchivedAccessor(\.shadowRadius, ArchiveValue.double),
        "shadowOffset": ArchivedAccessor(\.shadowOffset, ArchiveValue.size),
        "isUserInteractionEnabled": ArchivedAccessor(\.isUserInteractionEnabled, ArchiveValue.bool),
        "isMultipleTouchEnabled": ArchivedAccessor(\.isMultipleTouchEnabled, ArchiveValue.bool),
        "contentMode": ArchivedAccessor(\.contentMode, enumeration: ContentMode.self),
        "accessibilityIdentifier": ArchivedAccessor(\.accessibilityIdentifier, ArchiveValue.string),
        "tintColor": ArchivedAccessor(\.tintColor, ArchiveValue.color),
        "isAccessibilityElement": ArchivedAccessor(\.isAccessibilityElement, ArchiveValue.bool),
        "accessibilityLabel": ArchivedAccessor(\.accessibilityLabel, ArchiveValue.string),
        "accessibilityHint": ArchivedAccessor(\.accessibilityHint, ArchiveValue.string),
        "accessibilityValue": ArchivedAccessor(\.accessibilityValue, ArchiveValue.string),
        "accessibilityTraits": ArchivedAccessor(\.accessibilityTraits, ArchiveValue.accessibilityTraits),
        "size": ArchivedAccessor(\.preferredSize, ArchiveValue.size),
        "layoutMargins": ArchivedAccessor(\.layoutMargins, ArchiveValue.insets),
        "preservesSuperviewLayoutMargins": ArchivedAccessor(\.preservesSuperviewLayoutMargins, ArchiveValue.bool),
        "insetsLayoutMarginsFromSafeArea": ArchivedAccessor(\.insetsLayoutMarginsFromSafeArea, ArchiveValue.bool),
        "horizontalHuggingPriority": ArchivedAccessor(\.horizontalHuggingPriority, ArchiveValue.double),
        "verticalHuggingPriority": ArchivedAccessor(\.verticalHuggingPriority, ArchiveValue.double),
        "horizontalCompressionResistancePriority": ArchivedAccessor(
            \.horizontalCompressionResistancePriority, ArchiveValue.double),
        "verticalCompressionResistancePriority": ArchivedAccessor(
            \.verticalCompressionResistancePriority, ArchiveValue.double),
    ]

    /// The properties every control has. Its actions are not among them: `NibPlanner` collects them into the plan's
    /// actions, which are connected once the whole tree exists.
    static let control: [String: ArchivedAccessor<Control>] = [
        "isEnabled": ArchivedAccessor(\.isEnabled, ArchiveValue.bool),
        "isSelected": ArchivedAccessor(\.isSelected, ArchiveValue.bool),
        "isHighlighted": ArchivedAccessor(\.isHighlighted, ArchiveValue.bool),
        "contentHorizontalAlignment": ArchivedAccessor(
            \.contentHorizontalAlignment, enumeration: Control.ContentHorizontalAlignment.self),
        "contentVerticalAlignment": ArchivedAccessor(
            \.contentVerticalAlignment, enumeration: Control.ContentVerticalAlignment.self),
    ]

    /// `Label`'s own, with its paragraph style's, text shadow and baseline adjustment.
    static let label = labelText.merging(paragraphStyle(\Label.paragraphStyle)) { own, _ in own }
        .merging(labelShadowAndBaseline) { own, _ in own }

    /// `Label`'s text, colours, font and shrinking.
    private static let labelText: [String: ArchivedAccessor<Label>] = [
        "text": ArchivedAccessor(\.text, ArchiveValue.string),
        "textColor": ArchivedAccessor(\.textColor, ArchiveValue.color),
        "font": ArchivedAccessor(\.font, ArchiveValue.font),
        "textAlignment": ArchivedAccessor(\.textAlignment, enumeration: TextAlignment.self),
        "numberOfLines": ArchivedAccessor(\.numberOfLines, ArchiveValue.integer),
        "lineBreakMode": ArchivedAccessor(\.lineBreakMode, enumeration: LineBreakMode.self),
        "adjustsFontForContentSizeCategory": ArchivedAccessor(\.adjustsFontForContentSizeCategory, ArchiveValue.bool),
        "preferredMaxLayoutWidth": ArchivedAccessor(\.preferredMaxLayoutWidth, ArchiveValue.double),
        "adjustsFontSizeToFitWidth": ArchivedAccessor(\.adjustsFontSizeToFitWidth, ArchiveValue.bool),
        "minimumScaleFactor": ArchivedAccessor(\.minimumScaleFactor, ArchiveValue.double),
        "allowsDefaultTighteningForTruncation": ArchivedAccessor(
            \.allowsDefaultTighteningForTruncation, ArchiveValue.bool),
        "highlightedTextColor": ArchivedAccessor(\.highlightedTextColor, ArchiveValue.color),
        "isHighlighted": ArchivedAccessor(\.isHighlighted, ArchiveValue.bool),
    ]

    /// `Label`'s text shadow and baseline adjustment, a table of their own so that neither literal grows too large
    /// for the type checker.
    private static let labelShadowAndBaseline: [String: ArchivedAccessor<Label>] = [
        "textShadowColor": ArchivedAccessor(\.textShadowColor, ArchiveValue.color),
        "textShadowOffset": ArchivedAccessor(\.textShadowOffset, ArchiveValue.size),
        "baselineAdjustment": ArchivedAccessor(\.baselineAdjustment, enumeration: BaselineAdjustment.self),
    ]

    /// `ImageView`'s own.
    static let imageView: [String: ArchivedAccessor<ImageView>] = [
        "image": ArchivedAccessor(\.image, ArchiveValue.image),
        "highlightedImage": ArchivedAccessor(\.highlightedImage, ArchiveValue.image),
        "isHighlighted": ArchivedAccessor(\.isHighlighted, ArchiveValue.bool),
    ]

    /// `Button`'s own.
    static let button = buttonTitleAndImages.merging(buttonTitleShadow) { own, _ in own }

    /// `Button`'s titles, colours, images, type, insets and line break mode.
    private static let buttonTitleAndImages: [String: ArchivedAccessor<Button>] = [
        "title": ArchivedAccessor(\.title, ArchiveValue.string),
        "titleColor": ArchivedAccessor(\.titleColor, ArchiveValue.color),
        "titleFont": ArchivedAccessor(\.titleFont, ArchiveValue.font),
        "image": ArchivedAccessor(\.image, ArchiveValue.image),
        "backgroundImage": ArchivedAccessor(\.backgroundImage, ArchiveValue.image),
        "buttonType": ArchivedAccessor(\.buttonType, enumeration: Button.ButtonType.self),
        "highlightedTitle": ArchivedAccessor(\.highlightedTitle, ArchiveValue.string),
        "selectedTitle": ArchivedAccessor(\.selectedTitle, ArchiveValue.string),
        "disabledTitle": ArchivedAccessor(\.disabledTitle, ArchiveValue.string),
        "highlightedTitleColor": ArchivedAccessor(\.highlightedTitleColor, ArchiveValue.color),
        "selectedTitleColor": ArchivedAccessor(\.selectedTitleColor, ArchiveValue.color),
        "disabledTitleColor": ArchivedAccessor(\.disabledTitleColor, ArchiveValue.color),
        "highlightedImage": ArchivedAccessor(\.highlightedImage, ArchiveValue.image),
        "selectedImage": ArchivedAccessor(\.selectedImage, ArchiveValue.image),
        "disabledImage": ArchivedAccessor(\.disabledImage, ArchiveValue.image),
        "highlightedBackgroundImage": ArchivedAccessor(\.highlightedBackgroundImage, ArchiveValue.image),
        "selectedBackgroundImage": ArchivedAccessor(\.selectedBackgroundImage, ArchiveValue.image),
        "disabledBackgroundImage": ArchivedAccessor(\.disabledBackgroundImage, ArchiveValue.image),
        "contentEdgeInsets": ArchivedAccessor(\.contentEdgeInsets, ArchiveValue.insets),
        "titleEdgeInsets": ArchivedAccessor(\.titleEdgeInsets, ArchiveValue.insets),
        "imageEdgeInsets": ArchivedAccessor(\.imageEdgeInsets, ArchiveValue.insets),
        "titleLineBreakMode": ArchivedAccessor(\.titleLineBreakMode, enumeration: LineBreakMode.self),
    ]

    /// `Button`'s title shadow, a table of its own so that neither literal grows too large for the type checker.
    private static let buttonTitleShadow: [String: ArchivedAccessor<Button>] = [
        "titleShadowColor": ArchivedAccessor(\.titleShadowColor, ArchiveValue.color),
        "highlightedTitleShadowColor": ArchivedAccessor(\.highlightedTitleShadowColor, ArchiveValue.color),
        "selectedTitleShadowColor": ArchivedAccessor(\.selectedTitleShadowColor, ArchiveValue.color),
        "disabledTitleShadowColor": ArchivedAccessor(\.disabledTitleShadowColor, ArchiveValue.color),
        "titleShadowOffset": ArchivedAccessor(\.titleShadowOffset, ArchiveValue.size),
        "reversesTitleShadowWhenHighlighted": ArchivedAccessor(\.reversesTitleShadowWhenHighlighted, ArchiveValue.bool),
    ]

    /// `ScrollView`'s own.
    static let scrollView: [String: ArchivedAccessor<ScrollView>] = [
        "contentSize": ArchivedAccessor(\.contentSize, ArchiveValue.size),
        "contentSizeFitsSubviews": ArchivedAccessor(\.contentSizeFitsSubviews, ArchiveValue.bool),
        "contentInset": ArchivedAccessor(\.contentInset, ArchiveValue.insets),
        "isScrollEnabled": ArchivedAccessor(\.isScrollEnabled, ArchiveValue.bool),
        "isPagingEnabled": ArchivedAccessor(\.isPagingEnabled, ArchiveValue.bool),
        "bounces": ArchivedAccessor(\.bounces, ArchiveValue.bool),
        "alwaysBounceVertical": ArchivedAccessor(\.alwaysBounceVertical, ArchiveValue.bool),
        "alwaysBounceHorizontal": ArchivedAccessor(\.alwaysBounceHorizontal, ArchiveValue.bool),
        "showsVerticalScrollIndicator": ArchivedAccessor(\.showsVerticalScrollIndicator, ArchiveValue.bool),
        "showsHorizontalScrollIndicator": ArchivedAccessor(\.showsHorizontalScrollIndicator, ArchiveValue.bool),
    ]

    /// `StackView`'s own.
    static let stackView: [String: ArchivedAccessor<StackView>] = [
        "axis": ArchivedAccessor(\.axis, enumeration: StackView.Axis.self),
        "spacing": ArchivedAccessor(\.spacing, ArchiveValue.double),
        "alignment": ArchivedAccessor(\.alignment, enumeration: StackView.Alignment.self),
        "distribution": ArchivedAccessor(\.distribution, enumeration: StackView.Distribution.self),
        "isLayoutMarginsRelativeArrangement": ArchivedAccessor(\.isLayoutMarginsRelativeArrangement, ArchiveValue.bool),
    ]

    /// A `cell` template root's own. (`size` is not set on a root: a template's nominal size is `NibDecoder`'s.)
    static let cell: [String: ArchivedAccessor<TableViewCell>] = [
        "selectionStyle": ArchivedAccessor(\.selectionStyle, enumeration: TableViewCell.SelectionStyle.self),
        "accessoryType": ArchivedAccessor(\.accessoryType, enumeration: TableViewCell.AccessoryType.self),
        "indentationLevel": ArchivedAccessor(\.indentationLevel, ArchiveValue.integer),
        "indentationWidth": ArchivedAccessor(\.indentationWidth, ArchiveValue.double),
        "separatorInset": ArchivedAccessor(\.separatorInset, ArchiveValue.insets),
    ]

    /// `Switch`'s own.
    static let `switch`: [String: ArchivedAccessor<Switch>] = [
        "isOn": ArchivedAccessor(\.isOn, ArchiveValue.bool),
        "onTintColor": ArchivedAccessor(\.onTintColor, ArchiveValue.color),
        "thumbTintColor": ArchivedAccessor(\.thumbTintColor, ArchiveValue.color),
    ]

    /// `Slider`'s own.
    static let slider: [String: ArchivedAccessor<Slider>] = [
        "value": ArchivedAccessor(\.value, ArchiveValue.double),
        "minimumValue": ArchivedAccessor(\.minimumValue, ArchiveValue.double),
        "maximumValue": ArchivedAccessor(\.maximumValue, ArchiveValue.double),
        "isContinuous": ArchivedAccessor(\.isContinuous, ArchiveValue.bool),
        "minimumTrackTintColor": ArchivedAccessor(\.minimumTrackTintColor, ArchiveValue.color),
        "maximumTrackTintColor": ArchivedAccessor(\.maximumTrackTintColor, ArchiveValue.color),
        "thumbTintColor": ArchivedAccessor(\.thumbTintColor, ArchiveValue.color),
        "minimumValueImage": ArchivedAccessor(\.minimumValueImage, ArchiveValue.image),
        "maximumValueImage": ArchivedAccessor(\.maximumValueImage, ArchiveValue.image),
    ]

    /// `SegmentedControl`'s own. No segments is what the catalog calls unset, so it reads as nil.
    static let segmentedControl: [String: ArchivedAccessor<SegmentedControl>] = [
        "segments": ArchivedAccessor(
            set: { view, value throws(ArchivedPropertyFailure) in view.segments = try value.strings() },
            get: { view in view.segments.isEmpty ? "nil" : "\(view.segments)" }),
        "selectedSegmentIndex": ArchivedAccessor(\.selectedSegmentIndex, ArchiveValue.integer),
        "selectedSegmentTintColor": ArchivedAccessor(\.selectedSegmentTintColor, ArchiveValue.color),
        "isMomentary": ArchivedAccessor(\.isMomentary, ArchiveValue.bool),
    ]

    /// `Stepper`'s own.
    static let stepper: [String: ArchivedAccessor<Stepper>] = [
        "value": ArchivedAccessor(\.value, ArchiveValue.double),
        "minimumValue": ArchivedAccessor(\.minimumValue, ArchiveValue.double),
        "maximumValue": ArchivedAccessor(\.maximumValue, ArchiveValue.double),
        "stepValue": ArchivedAccessor(\.stepValue, ArchiveValue.double),
        "wraps": ArchivedAccessor(\.wraps, ArchiveValue.bool),
        "autorepeat": ArchivedAccessor(\.autorepeat, ArchiveValue.bool),
        "isContinuous": ArchivedAccessor(\.isContinuous, ArchiveValue.bool),
    ]

    /// `ActivityIndicatorView`'s own.
    static let activityIndicatorView: [String: ArchivedAccessor<ActivityIndicatorView>] = [
        "style": ArchivedAccessor(\.style, enumeration: ActivityIndicatorView.Style.self),
        "color": ArchivedAccessor(\.color, ArchiveValue.color),
        "hidesWhenStopped": ArchivedAccessor(\.hidesWhenStopped, ArchiveValue.bool),
        "isAnimating": ArchivedAccessor(\.isAnimating, ArchiveValue.bool),
    ]

    /// `ProgressView`'s own.
    static let progressView: [String: ArchivedAccessor<ProgressView>] = [
        "progress": ArchivedAccessor(\.progress, ArchiveValue.double),
        "progressViewStyle": ArchivedAccessor(\.progressViewStyle, enumeration: ProgressView.Style.self),
        "progressTintColor": ArchivedAccessor(\.progressTintColor, ArchiveValue.color),
        "trackTintColor": ArchivedAccessor(\.trackTintColor, ArchiveValue.color),
    ]

    /// `PageControl`'s own.
    static let pageControl: [String: ArchivedAccessor<PageControl>] = [
        "numberOfPages": ArchivedAccessor(\.numberOfPages, ArchiveValue.integer),
        "currentPage": ArchivedAccessor(\.currentPage, ArchiveValue.integer),
        "hidesForSinglePage": ArchivedAccessor(\.hidesForSinglePage, ArchiveValue.bool),
        "pageIndicatorTintColor": ArchivedAccessor(\.pageIndicatorTintColor, ArchiveValue.color),
        "currentPageIndicatorTintColor": ArchivedAccessor(\.currentPageIndicatorTintColor, ArchiveValue.color),
    ]

    /// `PickerView`'s own.
    static let pickerView: [String: ArchivedAccessor<PickerView>] = [
        "showsSelectionIndicator": ArchivedAccessor(\.showsSelectionIndicator, ArchiveValue.bool)
    ]

    /// `TextField`'s own.
    static let textField: [String: ArchivedAccessor<TextField>] = textInputTraits().merging(
        [
            "text": ArchivedAccessor(\.text, ArchiveValue.string),
            "placeholder": ArchivedAccessor(\.placeholder, ArchiveValue.string),
            "font": ArchivedAccessor(\.font, ArchiveValue.font),
            "textColor": ArchivedAccessor(\.textColor, ArchiveValue.color),
            "textAlignment": ArchivedAccessor(\.textAlignment, enumeration: TextAlignment.self),
            "borderStyle": ArchivedAccessor(\.borderStyle, enumeration: TextField.BorderStyle.self),
            "clearButtonMode": ArchivedAccessor(\.clearButtonMode, enumeration: TextField.ViewMode.self),
        ],
        uniquingKeysWith: { _, own in own })

    /// `TextView`'s own, the text input traits and the scroll view's it inherits.
    static let textView: [String: ArchivedAccessor<TextView>] = scrollView.mapValues { inherited in
        ArchivedAccessor(
            set: { view, value throws(ArchivedPropertyFailure) in try inherited.set(view, value) },
            get: { view in inherited.get(view) })
    }
    .merging(textInputTraits(), uniquingKeysWith: { _, own in own })
    .merging(
        [
            "text": ArchivedAccessor(\.text, ArchiveValue.string),
            "font": ArchivedAccessor(\.font, ArchiveValue.font),
            "textColor": ArchivedAccessor(\.textColor, ArchiveValue.color),
            "textAlignment": ArchivedAccessor(\.textAlignment, enumeration: TextAlignment.self),
            "isEditable": ArchivedAccessor(\.isEditable, ArchiveValue.bool),
            "isSelectable": ArchivedAccessor(\.isSelectable, ArchiveValue.bool),
            "textContainerInset": ArchivedAccessor(\.textContainerInset, ArchiveValue.insets),
        ],
        uniquingKeysWith: { _, own in own }
    )
    .merging(paragraphStyle(\TextView.paragraphStyle), uniquingKeysWith: { _, own in own })

    /// The paragraph style's fields, which `Label` and `TextView` share, each at its field of the view's style at
    /// `style`.
    private static func paragraphStyle<V>(
        _ style: ReferenceWritableKeyPath<V, ParagraphStyle>
    ) -> [String: ArchivedAccessor<V>] {
        let fields: [(String, WritableKeyPath<ParagraphStyle, Double>)] = [
            ("lineSpacing", \.lineSpacing), ("minimumLineHeight", \.minimumLineHeight),
            ("maximumLineHeight", \.maximumLineHeight), ("lineHeightMultiple", \.lineHeightMultiple),
            ("paragraphSpacing", \.paragraphSpacing), ("paragraphSpacingBefore", \.paragraphSpacingBefore),
            ("defaultTabInterval", \.defaultTabInterval),
        ]
        return Dictionary(
            uniqueKeysWithValues: fields.map { name, field in
                (name, ArchivedAccessor(style.appending(path: field), ArchiveValue.double))
            })
    }

    /// The text input traits, which `TextField` and `TextView` share (UIKit's `UITextInputTraits`).
    private static func textInputTraits<V: TextInputTraits>() -> [String: ArchivedAccessor<V>] {
        [
            "keyboardType": ArchivedAccessor(\.keyboardType, enumeration: KeyboardType.self),
            "returnKeyType": ArchivedAccessor(\.returnKeyType, enumeration: ReturnKeyType.self),
            "isSecureTextEntry": ArchivedAccessor(\.isSecureTextEntry, ArchiveValue.bool),
            "autocapitalizationType": ArchivedAccessor(
                \.autocapitalizationType, enumeration: TextAutocapitalizationType.self),
            "autocorrectionType": ArchivedAccessor(\.autocorrectionType, enumeration: TextAutocorrectionType.self),
        ]
    }

    /// `VisualEffectView`'s own.
    static let visualEffectView: [String: ArchivedAccessor<VisualEffectView>] = [
        "effect": ArchivedAccessor(\.effect, enumeration: BlurEffect.Style.self)
    ]
}
