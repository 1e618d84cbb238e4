import CellArchive
import CellCatalog
import CellKit
import CellTestSupport
import Testing

/// One archived property of one view kind, and the same property set in code.
struct PropertyCase: Sendable, CustomTestStringConvertible {
    let kind: String
    let key: String
    let value: ArchiveValue
    let set: @MainActor @Sendable (View) -> Void

    var testDescription: String { "\(kind).\(key) = \(value)" }

    /// The same property on another kind that has it.
    func on(_ kind: String) -> PropertyCase {
        PropertyCase(kind: kind, key: key, value: value, set: set)
    }

    /// The view kind, made in code.
    @MainActor
    func makeView() -> View {
        ViewKind(rawValue: kind).map(ArchivedProperties.makeView(of:)) ?? View()
    }
}

/// The properties every view has, each with a value other than the default of `kind` (labels and image views
/// ignore touches, scroll views clip, activity indicators are hidden until they start, by default).
private func viewKeys(of kind: String) -> [(String, ArchiveValue, @MainActor @Sendable (View) -> Void)] {
    let interactive = kind == "Label" || kind == "ImageView"
    let element = !(ViewKind(rawValue: kind).map { $0 == .label || $0.inherits(from: .control) } ?? false)
    let clips = kind != "ScrollView" && kind != "TextView"
    let hidden = kind != "ActivityIndicatorView"
    return [
        ("backgroundColor", .color(.named("orange")), { $0.backgroundColor = .orange }),
        ("alpha", .double(0.5), { $0.alpha = 0.5 }),
        ("isHidden", .bool(hidden), { $0.isHidden = hidden }),
        ("tag", .integer(42), { $0.tag = 42 }),
        ("clipsToBounds", .bool(clips), { $0.clipsToBounds = clips }),
        ("cornerRadius", .double(6), { $0.cornerRadius = 6 }),
        ("borderWidth", .double(1.5), { $0.borderWidth = 1.5 }),
        (
            "borderColor", .color(.rgba(red: 1, green: 2, blue: 3, alpha: 0.25)),
            {
                $0.borderColor = Color(rgb: 0x010203, alpha: 0.25)
            }
        ),
        ("shadowColor", .color(.named("gray")), { $0.shadowColor = .gray }),
        ("shadowOpacity", .double(0.3), { $0.shadowOpacity = 0.3 }),
        ("shadowRadius", .double(1), { $0.shadowRadius = 1 }),
        ("shadowOffset", .size(width: 0, height: 1), { $0.shadowOffset = Size(width: 0, height: 1) }),
        ("isUserInteractionEnabled", .bool(interactive), { $0.isUserInteractionEnabled = interactive }),
        ("isMultipleTouchEnabled", .bool(true), { $0.isMultipleTouchEnabled = true }),
        ("contentMode", .enumCase("bottomRight"), { $0.contentMode = .bottomRight }),
        ("accessibilityIdentifier", .string("row"), { $0.accessibilityIdentifier = "row" }),
        ("tintColor", .color(.asset("Brand")), { $0.tintColor = Color(assetNamed: "Brand") }),
        ("size", .size(width: 30, height: 20), { $0.preferredSize = Size(width: 30, height: 20) }),
        (
            "layoutMargins", .insets(top: 1, left: 2, bottom: 3, right: 4),
            { $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        ),
        ("preservesSuperviewLayoutMargins", .bool(true), { $0.preservesSuperviewLayoutMargins = true }),
        ("insetsLayoutMarginsFromSafeArea", .bool(false), { $0.insetsLayoutMarginsFromSafeArea = false }),
        ("isAccessibilityElement", .bool(element), { $0.isAccessibilityElement = element }),
        ("accessibilityLabel", .string("Share"), { $0.accessibilityLabel = "Share" }),
        ("accessibilityHint", .string("Opens"), { $0.accessibilityHint = "Opens" }),
        ("accessibilityValue", .string("50%"), { $0.accessibilityValue = "50%" }),
        // Bits 1 and 2: the catalog's second and third traits, `link` and `header`.
        ("accessibilityTraits", .integer(6), { $0.accessibilityTraits = [.link, .header] }),
        ("horizontalHuggingPriority", .double(1), { $0.horizontalHuggingPriority = 1 }),
        ("verticalHuggingPriority", .double(999), { $0.verticalHuggingPriority = 999 }),
        ("horizontalCompressionResistancePriority", .double(249), { $0.horizontalCompressionResistancePriority = 249 }),
        ("verticalCompressionResistancePriority", .double(1000), { $0.verticalCompressionResistancePriority = 1000 }),
    ]
}

/// The properties every control has, each with a value other than the default.
private let controlKeys: [(String, ArchiveValue, @MainActor @Sendable (View) -> Void)] = [
    ("isEnabled", .bool(false), { ($0 as? Control)?.isEnabled = false }),
    ("isSelected", .bool(true), { ($0 as? Control)?.isSelected = true }),
    ("isHighlighted", .bool(true), { ($0 as? Control)?.isHighlighted = true }),
    ("contentHorizontalAlignment", .enumCase("leading"), { ($0 as? Control)?.contentHorizontalAlignment = .leading }),
    ("contentVerticalAlignment", .enumCase("fill"), { ($0 as? Control)?.contentVerticalAlignment = .fill }),
]

/// The cases: every `.cell` property of every view kind, each with a value other than the default; a text view
/// takes the scroll view's, as UITextView is a UIScrollView.
private let propertyCases: [PropertyCase] =
    ownPropertyCases + ownPropertyCases.filter { $0.kind == "ScrollView" }.map { $0.on("TextView") }
    + textInputPropertyCases

private let ownPropertyCases: [PropertyCase] =
    ViewKind.allCases.flatMap { kind in
        let keys = viewKeys(of: kind.className) + (kind == .control || kind.base == .control ? controlKeys : [])
        return keys.map { PropertyCase(kind: kind.className, key: $0.0, value: $0.1, set: $0.2) }
    } + [
        PropertyCase(kind: "Label", key: "text", value: .string("Hi")) { ($0 as? Label)?.text = "Hi" },
        PropertyCase(kind: "Label", key: "textColor", value: .color(.named("red"))) {
            ($0 as? Label)?.textColor = .red
        },
        PropertyCase(kind: "Label", key: "font", value: .font(.custom(name: "Menlo", size: 11))) {
            ($0 as? Label)?.font = Font(name: "Menlo", size: 11)
        },
        PropertyCase(kind: "Label", key: "font", value: .font(.system(13))) {
            ($0 as? Label)?.font = .systemFont(ofSize: 13)
        },
        PropertyCase(kind: "Label", key: "textAlignment", value: .enumCase("justified")) {
            ($0 as? Label)?.textAlignment = .justified
        },
        PropertyCase(kind: "Label", key: "numberOfLines", value: .integer(3)) { ($0 as? Label)?.numberOfLines = 3 },
        PropertyCase(kind: "Label", key: "lineBreakMode", value: .enumCase("byTruncatingMiddle")) {
            ($0 as? Label)?.lineBreakMode = .byTruncatingMiddle
        },
        PropertyCase(kind: "Label", key: "adjustsFontForContentSizeCategory", value: .bool(true)) {
            ($0 as? Label)?.adjustsFontForContentSizeCategory = true
        },
        PropertyCase(kind: "Label", key: "preferredMaxLayoutWidth", value: .double(120)) {
            ($0 as? Label)?.preferredMaxLayoutWidth = 120
        },
        PropertyCase(kind: "Label", key: "adjustsFontSizeToFitWidth", value: .bool(true)) {
            ($0 as? Label)?.adjustsFontSizeToFitWidth = true
        },
        PropertyCase(kind: "Label", key: "minimumScaleFactor", value: .double(0.5)) {
            ($0 as? Label)?.minimumScaleFactor = 0.5
        },
        PropertyCase(kind: "Label", key: "allowsDefaultTighteningForTruncation", value: .bool(true)) {
            ($0 as? Label)?.allowsDefaultTighteningForTruncation = true
        },
        PropertyCase(kind: "Label", key: "lineSpacing", value: .double(2)) {
            ($0 as? Label)?.paragraphStyle.lineSpacing = 2
        },
        PropertyCase(kind: "Label", key: "minimumLineHeight", value: .double(22)) {
            ($0 as? Label)?.paragraphStyle.minimumLineHeight = 22
        },
        PropertyCase(kind: "Label", key: "maximumLineHeight", value: .double(24)) {
            ($0 as? Label)?.paragraphStyle.maximumLineHeight = 24
        },
        PropertyCase(kind: "Label", key: "lineHeightMultiple", value: .double(1.5)) {
            ($0 as? Label)?.paragraphStyle.lineHeightMultiple = 1.5
        },
        PropertyCase(kind: "Label", key: "paragraphSpacing", value: .double(6)) {
            ($0 as? Label)?.paragraphStyle.paragraphSpacing = 6
        },
        PropertyCase(kind: "Label", key: "paragraphSpacingBefore", value: .double(4)) {
            ($0 as? Label)?.paragraphStyle.paragraphSpacingBefore = 4
        },
        PropertyCase(kind: "Label", key: "defaultTabInterval", value: .double(36)) {
            ($0 as? Label)?.paragraphStyle.defaultTabInterval = 36
        },
        PropertyCase(kind: "Label", key: "highlightedTextColor", value: .color(.named("white"))) {
            ($0 as? Label)?.highlightedTextColor = .white
        },
        PropertyCase(kind: "Label", key: "isHighlighted", value: .bool(true)) { ($0 as? Label)?.isHighlighted = true },
        PropertyCase(kind: "Label", key: "textShadowColor", value: .color(.named("darkGray"))) {
            ($0 as? Label)?.textShadowColor = .darkGray
        },
        PropertyCase(kind: "Label", key: "textShadowOffset", value: .size(width: 1, height: 2)) {
            ($0 as? Label)?.textShadowOffset = Size(width: 1, height: 2)
        },
        PropertyCase(kind: "ImageView", key: "isHighlighted", value: .bool(true)) {
            ($0 as? ImageView)?.isHighlighted = true
        },
        PropertyCase(kind: "Label", key: "font", value: .font(.weightedSystem(13, .semibold))) {
            ($0 as? Label)?.font = .systemFont(ofSize: 13, weight: .semibold)
        },
        PropertyCase(kind: "Label", key: "font", value: .font(.italicSystem(13))) {
            ($0 as? Label)?.font = .italicSystemFont(ofSize: 13)
        },
        PropertyCase(kind: "Label", key: "font", value: .font(.monospacedDigitSystem(13, .medium))) {
            ($0 as? Label)?.font = .monospacedDigitSystemFont(ofSize: 13, weight: .medium)
        },
        PropertyCase(kind: "Label", key: "font", value: .font(.textStyle(.headline))) {
            ($0 as? Label)?.font = .preferredFont(forTextStyle: .headline)
        },
        PropertyCase(kind: "ImageView", key: "image", value: .image("photo")) {
            ($0 as? ImageView)?.image = Image(named: "photo")
        },
        PropertyCase(kind: "ImageView", key: "highlightedImage", value: .image("lit")) {
            ($0 as? ImageView)?.highlightedImage = Image(named: "lit")
        },
        PropertyCase(kind: "Button", key: "title", value: .string("Go")) { ($0 as? Button)?.title = "Go" },
        PropertyCase(kind: "Button", key: "titleColor", value: .color(.named("purple"))) {
            ($0 as? Button)?.titleColor = .purple
        },
        PropertyCase(kind: "Button", key: "titleFont", value: .font(.boldSystem(18))) {
            ($0 as? Button)?.titleFont = .boldSystemFont(ofSize: 18)
        },
        PropertyCase(kind: "Button", key: "image", value: .image("play")) {
            ($0 as? Button)?.image = Image(named: "play")
        },
        PropertyCase(kind: "Button", key: "backgroundImage", value: .image("pill")) {
            ($0 as? Button)?.backgroundImage = Image(named: "pill")
        },
        PropertyCase(kind: "Button", key: "highlightedTitle", value: .string("Hi")) {
            ($0 as? Button)?.setTitle("Hi", for: .highlighted)
        },
        PropertyCase(kind: "Button", key: "selectedTitle", value: .string("On")) {
            ($0 as? Button)?.setTitle("On", for: .selected)
        },
        PropertyCase(kind: "Button", key: "disabledTitle", value: .string("Off")) {
            ($0 as? Button)?.setTitle("Off", for: .disabled)
        },
        PropertyCase(kind: "Button", key: "highlightedTitleColor", value: .color(.named("red"))) {
            ($0 as? Button)?.setTitleColor(.red, for: .highlighted)
        },
        PropertyCase(kind: "Button", key: "selectedTitleColor", value: .color(.named("green"))) {
            ($0 as? Button)?.setTitleColor(.green, for: .selected)
        },
        PropertyCase(kind: "Button", key: "disabledTitleColor", value: .color(.named("gray"))) {
            ($0 as? Button)?.setTitleColor(.gray, for: .disabled)
        },
        PropertyCase(kind: "Button", key: "titleShadowColor", value: .color(.named("black"))) {
            ($0 as? Button)?.setTitleShadowColor(.black, for: .normal)
        },
        PropertyCase(kind: "Button", key: "highlightedTitleShadowColor", value: .color(.named("red"))) {
            ($0 as? Button)?.setTitleShadowColor(.red, for: .highlighted)
        },
        PropertyCase(kind: "Button", key: "selectedTitleShadowColor", value: .color(.named("green"))) {
            ($0 as? Button)?.setTitleShadowColor(.green, for: .selected)
        },
        PropertyCase(kind: "Button", key: "disabledTitleShadowColor", value: .color(.named("gray"))) {
            ($0 as? Button)?.setTitleShadowColor(.gray, for: .disabled)
        },
        PropertyCase(kind: "Button", key: "titleShadowOffset", value: .size(width: 0, height: 1)) {
            ($0 as? Button)?.titleShadowOffset = Size(width: 0, height: 1)
        },
        PropertyCase(kind: "Button", key: "reversesTitleShadowWhenHighlighted", value: .bool(true)) {
            ($0 as? Button)?.reversesTitleShadowWhenHighlighted = true
        },
        PropertyCase(kind: "Button", key: "highlightedImage", value: .image("lit")) {
            ($0 as? Button)?.setImage(Image(named: "lit"), for: .highlighted)
        },
        PropertyCase(kind: "Button", key: "selectedImage", value: .image("on")) {
            ($0 as? Button)?.setImage(Image(named: "on"), for: .selected)
        },
        PropertyCase(kind: "Button", key: "disabledImage", value: .image("off")) {
            ($0 as? Button)?.setImage(Image(named: "off"), for: .disabled)
        },
        PropertyCase(kind: "Button", key: "highlightedBackgroundImage", value: .image("pill_lit")) {
            ($0 as? Button)?.setBackgroundImage(Image(named: "pill_lit"), for: .highlighted)
        },
        PropertyCase(kind: "Button", key: "selectedBackgroundImage", value: .image("pill_on")) {
            ($0 as? Button)?.setBackgroundImage(Image(named: "pill_on"), for: .selected)
        },
        PropertyCase(kind: "Button", key: "disabledBackgroundImage", value: .image("pill_off")) {
            ($0 as? Button)?.setBackgroundImage(Image(named: "pill_off"), for: .disabled)
        },
        PropertyCase(kind: "Button", key: "buttonType", value: .enumCase("contactAdd")) {
            ($0 as? Button)?.buttonType = .contactAdd
        },
        PropertyCase(kind: "Button", key: "contentEdgeInsets", value: .insets(top: 1, left: 2, bottom: 3, right: 4)) {
            ($0 as? Button)?.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        PropertyCase(kind: "Button", key: "titleEdgeInsets", value: .insets(top: 0, left: 6, bottom: 0, right: 0)) {
            ($0 as? Button)?.titleEdgeInsets = EdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        },
        PropertyCase(kind: "Button", key: "imageEdgeInsets", value: .insets(top: 0, left: 0, bottom: 0, right: 6)) {
            ($0 as? Button)?.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
        },
        PropertyCase(kind: "Button", key: "titleLineBreakMode", value: .enumCase("byClipping")) {
            ($0 as? Button)?.titleLineBreakMode = .byClipping
        },
        PropertyCase(kind: "ScrollView", key: "contentSize", value: .size(width: 640, height: 480)) {
            ($0 as? ScrollView)?.contentSize = Size(width: 640, height: 480)
        },
        PropertyCase(kind: "ScrollView", key: "contentSizeFitsSubviews", value: .bool(true)) {
            ($0 as? ScrollView)?.contentSizeFitsSubviews = true
        },
        PropertyCase(kind: "ScrollView", key: "contentInset", value: .insets(top: 1, left: 2, bottom: 3, right: 4)) {
            ($0 as? ScrollView)?.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        },
        PropertyCase(kind: "ScrollView", key: "isScrollEnabled", value: .bool(false)) {
            ($0 as? ScrollView)?.isScrollEnabled = false
        },
        PropertyCase(kind: "ScrollView", key: "isPagingEnabled", value: .bool(true)) {
            ($0 as? ScrollView)?.isPagingEnabled = true
        },
        PropertyCase(kind: "ScrollView", key: "bounces", value: .bool(false)) { ($0 as? ScrollView)?.bounces = false },
        PropertyCase(kind: "ScrollView", key: "alwaysBounceVertical", value: .bool(true)) {
            ($0 as? ScrollView)?.alwaysBounceVertical = true
        },
        PropertyCase(kind: "ScrollView", key: "alwaysBounceHorizontal", value: .bool(true)) {
            ($0 as? ScrollView)?.alwaysBounceHorizontal = true
        },
        PropertyCase(kind: "ScrollView", key: "showsVerticalScrollIndicator", value: .bool(false)) {
            ($0 as? ScrollView)?.showsVerticalScrollIndicator = false
        },
        PropertyCase(kind: "ScrollView", key: "showsHorizontalScrollIndicator", value: .bool(false)) {
            ($0 as? ScrollView)?.showsHorizontalScrollIndicator = false
        },
        PropertyCase(kind: "StackView", key: "axis", value: .enumCase("vertical")) {
            ($0 as? StackView)?.axis = .vertical
        },
        PropertyCase(kind: "StackView", key: "spacing", value: .double(8)) { ($0 as? StackView)?.spacing = 8 },
        PropertyCase(kind: "Switch", key: "isOn", value: .bool(true)) { ($0 as? Switch)?.isOn = true },
        PropertyCase(kind: "Switch", key: "onTintColor", value: .color(.named("systemBlue"))) {
            ($0 as? Switch)?.onTintColor = .systemBlue
        },
        PropertyCase(kind: "Switch", key: "thumbTintColor", value: .color(.named("systemGray6"))) {
            ($0 as? Switch)?.thumbTintColor = .systemGray6
        },
        PropertyCase(kind: "StackView", key: "alignment", value: .enumCase("trailing")) {
            ($0 as? StackView)?.alignment = .trailing
        },
        PropertyCase(kind: "StackView", key: "distribution", value: .enumCase("equalCentering")) {
            ($0 as? StackView)?.distribution = .equalCentering
        },
        PropertyCase(kind: "StackView", key: "isLayoutMarginsRelativeArrangement", value: .bool(true)) {
            ($0 as? StackView)?.isLayoutMarginsRelativeArrangement = true
        },
    ] + valueControlCases

/// The properties of the value controls and indicators, each with a value other than the default.
private let valueControlCases: [PropertyCase] = [
    PropertyCase(kind: "Slider", key: "value", value: .double(0.25)) { ($0 as? Slider)?.value = 0.25 },
    PropertyCase(kind: "Slider", key: "minimumValue", value: .double(-1)) { ($0 as? Slider)?.minimumValue = -1 },
    PropertyCase(kind: "Slider", key: "maximumValue", value: .double(9)) { ($0 as? Slider)?.maximumValue = 9 },
    PropertyCase(kind: "Slider", key: "isContinuous", value: .bool(false)) { ($0 as? Slider)?.isContinuous = false },
    PropertyCase(kind: "Slider", key: "minimumTrackTintColor", value: .color(.named("systemRed"))) {
        ($0 as? Slider)?.minimumTrackTintColor = .systemRed
    },
    PropertyCase(kind: "Slider", key: "maximumTrackTintColor", value: .color(.named("systemGray4"))) {
        ($0 as? Slider)?.maximumTrackTintColor = .systemGray4
    },
    PropertyCase(kind: "Slider", key: "thumbTintColor", value: .color(.named("yellow"))) {
        ($0 as? Slider)?.thumbTintColor = .yellow
    },
    PropertyCase(kind: "Slider", key: "minimumValueImage", value: .image("quiet")) {
        ($0 as? Slider)?.minimumValueImage = Image(named: "quiet")
    },
    PropertyCase(kind: "Slider", key: "maximumValueImage", value: .image("loud")) {
        ($0 as? Slider)?.maximumValueImage = Image(named: "loud")
    },
    PropertyCase(kind: "SegmentedControl", key: "segments", value: .strings(["Day", "Week"])) {
        ($0 as? SegmentedControl)?.segments = ["Day", "Week"]
    },
    PropertyCase(kind: "SegmentedControl", key: "selectedSegmentTintColor", value: .color(.named("systemTeal"))) {
        ($0 as? SegmentedControl)?.selectedSegmentTintColor = .systemTeal
    },
    PropertyCase(kind: "SegmentedControl", key: "isMomentary", value: .bool(true)) {
        ($0 as? SegmentedControl)?.isMomentary = true
    },
    PropertyCase(kind: "Stepper", key: "value", value: .double(7)) { ($0 as? Stepper)?.value = 7 },
    PropertyCase(kind: "Stepper", key: "minimumValue", value: .double(-5)) { ($0 as? Stepper)?.minimumValue = -5 },
    PropertyCase(kind: "Stepper", key: "maximumValue", value: .double(10)) { ($0 as? Stepper)?.maximumValue = 10 },
    PropertyCase(kind: "Stepper", key: "stepValue", value: .double(0.5)) { ($0 as? Stepper)?.stepValue = 0.5 },
    PropertyCase(kind: "Stepper", key: "wraps", value: .bool(true)) { ($0 as? Stepper)?.wraps = true },
    PropertyCase(kind: "Stepper", key: "autorepeat", value: .bool(false)) { ($0 as? Stepper)?.autorepeat = false },
    PropertyCase(kind: "Stepper", key: "isContinuous", value: .bool(false)) { ($0 as? Stepper)?.isContinuous = false },
    PropertyCase(kind: "ActivityIndicatorView", key: "style", value: .enumCase("large")) {
        ($0 as? ActivityIndicatorView)?.style = .large
    },
    PropertyCase(kind: "ActivityIndicatorView", key: "color", value: .color(.named("systemPink"))) {
        ($0 as? ActivityIndicatorView)?.color = .systemPink
    },
    PropertyCase(kind: "ActivityIndicatorView", key: "hidesWhenStopped", value: .bool(false)) {
        ($0 as? ActivityIndicatorView)?.hidesWhenStopped = false
    },
    PropertyCase(kind: "ActivityIndicatorView", key: "isAnimating", value: .bool(true)) {
        ($0 as? ActivityIndicatorView)?.startAnimating()
    },
    PropertyCase(kind: "ProgressView", key: "progress", value: .double(0.75)) {
        ($0 as? ProgressView)?.progress = 0.75
    },
    PropertyCase(kind: "ProgressView", key: "progressViewStyle", value: .enumCase("bar")) {
        ($0 as? ProgressView)?.progressViewStyle = .bar
    },
    PropertyCase(kind: "ProgressView", key: "progressTintColor", value: .color(.named("systemGreen"))) {
        ($0 as? ProgressView)?.progressTintColor = .systemGreen
    },
    PropertyCase(kind: "ProgressView", key: "trackTintColor", value: .color(.named("systemGray6"))) {
        ($0 as? ProgressView)?.trackTintColor = .systemGray6
    },
    PropertyCase(kind: "PageControl", key: "numberOfPages", value: .integer(4)) {
        ($0 as? PageControl)?.numberOfPages = 4
    },
    PropertyCase(kind: "PageControl", key: "hidesForSinglePage", value: .bool(true)) {
        ($0 as? PageControl)?.hidesForSinglePage = true
    },
    PropertyCase(kind: "PageControl", key: "pageIndicatorTintColor", value: .color(.named("systemGray2"))) {
        ($0 as? PageControl)?.pageIndicatorTintColor = .systemGray2
    },
    PropertyCase(kind: "PageControl", key: "currentPageIndicatorTintColor", value: .color(.named("label"))) {
        ($0 as? PageControl)?.currentPageIndicatorTintColor = .label
    },
    PropertyCase(kind: "PickerView", key: "showsSelectionIndicator", value: .bool(true)) {
        ($0 as? PickerView)?.showsSelectionIndicator = true
    },
]

/// Every enumeration case the catalog names, under the key of a kind that takes it, set in code by the case of
/// the same name (`String(describing:)` in the test only; the runtime maps names by `switch`).
private let enumCases: [PropertyCase] =
    ContentMode.allCases.map { mode in
        PropertyCase(kind: "View", key: "contentMode", value: .enumCase("\(mode)")) { $0.contentMode = mode }
    }
    + TextAlignment.allCases.map { alignment in
        PropertyCase(kind: "Label", key: "textAlignment", value: .enumCase("\(alignment)")) {
            ($0 as? Label)?.textAlignment = alignment
        }
    }
    + LineBreakMode.allCases.map { mode in
        PropertyCase(kind: "Label", key: "lineBreakMode", value: .enumCase("\(mode)")) {
            ($0 as? Label)?.lineBreakMode = mode
        }
    }
    + BaselineAdjustment.allCases.map { adjustment in
        PropertyCase(kind: "Label", key: "baselineAdjustment", value: .enumCase("\(adjustment)")) {
            ($0 as? Label)?.baselineAdjustment = adjustment
        }
    }
    + StackView.Axis.allCases.map { axis in
        PropertyCase(kind: "StackView", key: "axis", value: .enumCase("\(axis)")) { ($0 as? StackView)?.axis = axis }
    }
    + StackView.Alignment.allCases.map { alignment in
        PropertyCase(kind: "StackView", key: "alignment", value: .enumCase("\(alignment)")) {
            ($0 as? StackView)?.alignment = alignment
        }
    }
    + StackView.Distribution.allCases.map { distribution in
        PropertyCase(kind: "StackView", key: "distribution", value: .enumCase("\(distribution)")) {
            ($0 as? StackView)?.distribution = distribution
        }
    }
    + Control.ContentHorizontalAlignment.allCases.map { alignment in
        PropertyCase(kind: "Control", key: "contentHorizontalAlignment", value: .enumCase("\(alignment)")) {
            ($0 as? Control)?.contentHorizontalAlignment = alignment
        }
    }
    + Control.ContentVerticalAlignment.allCases.map { alignment in
        PropertyCase(kind: "Control", key: "contentVerticalAlignment", value: .enumCase("\(alignment)")) {
            ($0 as? Control)?.contentVerticalAlignment = alignment
        }
    }
    + Button.ButtonType.allCases.map { type in
        PropertyCase(kind: "Button", key: "buttonType", value: .enumCase("\(type)")) {
            ($0 as? Button)?.buttonType = type
        }
    }
    // Every trait alone, as its bit.
    + EnumType.accessibilityTraits.cases.dropFirst().enumerated().map { bit, name in
        PropertyCase(kind: "View", key: "accessibilityTraits", value: .integer(1 << Int64(bit))) {
            $0.accessibilityTraits = AccessibilityTraits(catalogName: name) ?? []
        }
    }

/// The properties a bound of the same view limits, each archived after the bound (`bound`) that lets it differ from
/// its default; `set` sets both in code.
private let boundedCases: [(property: PropertyCase, bound: (String, ArchiveValue))] = [
    (
        PropertyCase(kind: "SegmentedControl", key: "selectedSegmentIndex", value: .integer(1)) {
            ($0 as? SegmentedControl)?.segments = ["A", "B"]
            ($0 as? SegmentedControl)?.selectedSegmentIndex = 1
        }, ("segments", .strings(["A", "B"]))
    ),
    (
        PropertyCase(kind: "PageControl", key: "currentPage", value: .integer(2)) {
            ($0 as? PageControl)?.numberOfPages = 3
            ($0 as? PageControl)?.currentPage = 2
        }, ("numberOfPages", .integer(3))
    ),
]

@Suite("Nib properties")
@MainActor
struct NibPropertyTests {
    /// A nib with one view template whose only subview is a `kind` with `properties`; the template class is not
    /// registered, so the fallback builds it.
    private func instantiateSubview(
        _ kind: String, _ properties: [(String, ArchiveValue)]
    ) throws -> View {
        var builder = ArchiveBuilder()
        let template = builder.template("Holder", superclass: "View", schema: [], line: 1)
        let view = builder.view(kind, line: 2, properties)
        builder.append([("subviews", .objects([view]))], to: template)
        let nib = try Nib(archive: builder.archive, name: "Holder", registry: CellRegistry())
        let root = try #require(try nib.instantiate(withOwner: nil).first)
        return try #require(root.subviews.first)
    }

    @Test(arguments: propertyCases + enumCases + textInputEnumCases)
    func archivedPropertyEqualsTheSameSetInCode(_ property: PropertyCase) throws {
        let archived = try instantiateSubview(property.kind, [(property.key, property.value)])
        let expected = property.makeView()
        property.set(expected)
        #expect(type(of: archived) == type(of: expected))
        #expect(ViewDescription.properties(of: archived) == ViewDescription.properties(of: expected))
    }

    @Test("a bounded property archived after its bound equals the two set in code", arguments: boundedCases.indices)
    func boundedPropertyEqualsTheSameSetInCode(_ index: Int) throws {
        let (property, bound) = boundedCases[index]
        let archived = try instantiateSubview(property.kind, [bound, (property.key, property.value)])
        let expected = property.makeView()
        property.set(expected)
        #expect(ViewDescription.properties(of: archived) == ViewDescription.properties(of: expected))
        let boundOnly = try instantiateSubview(property.kind, [bound])
        #expect(ViewDescription.properties(of: archived) != ViewDescription.properties(of: boundOnly))
    }

    @Test(arguments: propertyCases)
    func everyCaseChangesSomething(_ property: PropertyCase) {
        let changed = property.makeView()
        property.set(changed)
        #expect(ViewDescription.properties(of: changed) != ViewDescription.properties(of: property.makeView()))
    }

    @Test(arguments: NamedColor.all)
    func namedColorsHaveTheCatalogsComponents(_ named: NamedColor) throws {
        let view = try instantiateSubview("View", [("backgroundColor", .color(.named(named.name)))])
        let color = try #require(Color.named(named.name))
        #expect(view.backgroundColor == color)
        #expect(color.red == named.red && color.green == named.green && color.alpha == named.alpha)
    }

    @Test("every settable property of every kind in the catalog has a case here")
    func everyCatalogPropertyIsCovered() {
        let covered = Set(
            (propertyCases + enumCases + textInputEnumCases + boundedCases.map(\.property)).map {
                "\($0.kind).\($0.key)"
            })
        for kind in ViewKind.allCases {
            for spec in kind.properties where spec.role == .plain || spec.role == .arrangedSize {
                #expect(covered.contains("\(kind.className).\(spec.name)"), "\(kind.className).\(spec.name)")
            }
        }
    }

    @Test("traits with a bit the catalog names no trait for are a wrong value, not a kept number")
    func unknownTraitBits() {
        #expect(throws: NibError.self) {
            try instantiateSubview("View", [("accessibilityTraits", .integer(1 << 40))])
        }
        #expect(throws: NibError.self) {
            try instantiateSubview("View", [("accessibilityTraits", .integer(-1))])
        }
    }

    @Test func propertiesApplyInArchiveOrder() throws {
        let label = try #require(
            try instantiateSubview("Label", [("text", .string("first")), ("text", .string("second"))]) as? Label)
        #expect(label.text == "second")
    }

    @Test(arguments: [
        ("selectionStyle", ArchiveValue.enumCase("gray")), ("accessoryType", .enumCase("checkmark")),
        ("backgroundColor", .color(.named("white"))), ("tag", .integer(9)), ("indentationLevel", .integer(2)),
        ("indentationWidth", .double(15)), ("separatorInset", .insets(top: 0, left: 60, bottom: 0, right: 8)),
    ])
    func cellRootPropertiesApply(key: String, value: ArchiveValue) throws {
        var builder = ArchiveBuilder()
        let template = builder.template("Row", superclass: "TableViewCell", schema: [], line: 1)
        builder.append([(key, value), ("size", .size(width: 300, height: 50))], to: template)
        let nib = try Nib(archive: builder.archive, name: "Row", registry: CellRegistry())
        let cell = try #require(try nib.instantiate(withOwner: nil).first as? TableViewCell)
        let description = ViewDescription.properties(of: cell).joined(separator: " ")
        let expected = TableViewCell(reuseIdentifier: nil)
        switch key {
        case "selectionStyle": expected.selectionStyle = .gray
        case "accessoryType": expected.accessoryType = .checkmark
        case "backgroundColor": expected.backgroundColor = .white
        case "indentationLevel": expected.indentationLevel = 2
        case "indentationWidth": expected.indentationWidth = 15
        case "separatorInset": expected.separatorInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 8)
        default: expected.tag = 9
        }
        let expectedPairs = ViewDescription.properties(of: expected).filter { $0.hasPrefix(key + "=") }
        #expect(expectedPairs.count == 1)
        #expect(description.contains(expectedPairs[0]))
        #expect(cell.frame == Rect(x: 0, y: 0, width: 300, height: 50))
        // The archive has no `reuseIdentifier` key, as cellc writes a template with `reuseIdentifier = .none`.
        #expect(cell.reuseIdentifier == nil)
    }

    @Test(arguments: [
        ("View", "text"), ("Label", "textColour"), ("ImageView", "title"), ("Button", "text"), ("StackView", "frame"),
        ("ScrollView", "axis"), ("Label", "action"),
    ])
    func unknownKeysAreNotKeyValueCodingCompliant(kind: String, key: String) {
        let error = #expect(throws: NibError.self) {
            try instantiateSubview(kind, [(key, .string("x"))])
        }
        #expect(
            error
                == .notKeyValueCodingCompliant(source: "Fixture.cell", className: kind, key: key, object: 1, line: 2))
        #expect(
            error?.description
                == "Fixture.cell:2: [<\(kind)> setValue:forUndefinedKey:]: this class is not key value "
                + "coding-compliant for the key \(key). (object #1)")
    }

    @Test(arguments: [
        ("Label", "text", ArchiveValue.integer(3), "a string", "the integer 3"),
        ("View", "alpha", .integer(1), "a number", "the integer 1"),
        ("View", "tag", .double(1), "an integer", "the number 1.0"),
        (
            "View", "backgroundColor", .color(.named("chartreuse")), "a named colour such as 'white'",
            "the colour 'chartreuse'"
        ),
        ("Label", "textAlignment", .enumCase("middle"), "a case of TextAlignment", "the case '.middle'"),
        ("StackView", "axis", .string("vertical"), "a case of StackView.Axis", "the string \"vertical\""),
        ("Label", "font", .image("x"), "a font", "the image 'x'"),
        ("ScrollView", "contentInset", .size(width: 1, height: 2), "edge insets", "a size"),
        ("Button", "action", .integer(1), "a string", "the integer 1"),
        ("View", "outlet", .bool(true), "a string", "the boolean true"),
    ])
    func valuesOfTheWrongTypeAreTypedErrors(
        kind: String, key: String, value: ArchiveValue, expected: String, found: String
    ) {
        #expect(
            throws: NibError.invalidValue(
                source: "Fixture.cell", className: kind, key: key, object: 1, line: 2, expected: expected,
                found: found)
        ) {
            try instantiateSubview(kind, [(key, value)])
        }
    }

    @Test func cellKeysOnAViewTemplateAreNotKeyValueCodingCompliant() throws {
        var builder = ArchiveBuilder()
        let template = builder.template("Panel", superclass: "View", schema: [], line: 4)
        builder.append([("selectionStyle", .enumCase("none"))], to: template)
        let nib = try Nib(archive: builder.archive, name: "Panel", registry: CellRegistry())
        #expect(
            throws: NibError.notKeyValueCodingCompliant(
                source: "Fixture.cell", className: "Panel", key: "selectionStyle", object: 0, line: 4)
        ) {
            try nib.instantiate(withOwner: nil)
        }
    }
}
