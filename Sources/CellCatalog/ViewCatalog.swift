/// Which properties each view kind and template kind has, with their types.
///
/// This table is the language's vocabulary: Grammar.md documents it, the checker enforces it and the emitter
/// turns each entry into CellKit code. A property name has the same type wherever it appears.
public enum ViewCatalog {
    /// Properties every view has.
    public static let viewProperties: [PropertySpec] = [
        PropertySpec("frame", .frame, role: .frame),
        PropertySpec("size", .size, role: .arrangedSize),
        PropertySpec("backgroundColor", .color),
        PropertySpec("alpha", .number, default: "1").bounded(0...1),
        PropertySpec("isHidden", .bool, default: "false"),
        PropertySpec("tag", .integer, default: "0"),
        PropertySpec("clipsToBounds", .bool, default: "false"),
        PropertySpec("cornerRadius", .number, default: "0").bounded(atLeast: 0),
        PropertySpec("borderWidth", .number, default: "0").bounded(atLeast: 0),
        PropertySpec("borderColor", .color),
        // The layer's shadow (UIKit's `layer.shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`), with
        // Core Animation's defaults: opaque black, 3 points of blur, 3 points up, and an opacity of 0, so no shadow
        // shows until the opacity is set.
        PropertySpec("shadowColor", .color, default: ".black"),
        PropertySpec("shadowOpacity", .number, default: "0").bounded(0...1),
        PropertySpec("shadowRadius", .number, default: "3").bounded(atLeast: 0),
        PropertySpec("shadowOffset", .offset, default: "(0, -3)"),
        PropertySpec("isUserInteractionEnabled", .bool, default: "true"),
        // Whether the view takes more than one touch at a time (UIKit's `isMultipleTouchEnabled`); CellKit's touches
        // are one finger, so it is kept, archived and compared but changes nothing.
        PropertySpec("isMultipleTouchEnabled", .bool, default: "false"),
        PropertySpec("contentMode", .enumeration(.contentMode), default: ".scaleToFill"),
        PropertySpec("accessibilityIdentifier", .string),
        PropertySpec("tintColor", .color, default: ".systemBlue"),
        PropertySpec("layoutMargins", .insets, default: "(8, 8, 8, 8)"),
        PropertySpec("preservesSuperviewLayoutMargins", .bool, default: "false"),
        PropertySpec("insetsLayoutMarginsFromSafeArea", .bool, default: "true"),
        // Accessibility, as UIKit's `UIAccessibility` informal protocol has it on every view. Whether a view is an
        // element defaults by kind (``ViewKind/defaultValue(of:)``): labels and controls are, other views are not.
        PropertySpec("isAccessibilityElement", .bool, default: "false"),
        PropertySpec("accessibilityLabel", .string),
        PropertySpec("accessibilityHint", .string),
        PropertySpec("accessibilityValue", .string),
        PropertySpec("accessibilityTraits", .optionSet(.accessibilityTraits), default: ".none"),
        PropertySpec("customClass", .string, role: .customClass),
        PropertySpec("connection", .enumeration(.outletConnection), role: .outletConnection),
        PropertySpec("collection", .string, role: .outletCollection),
        // Auto Layout's priorities of the view's intrinsic size, per axis, with Interface Builder's attribute names
        // (UIKit's `setContentHuggingPriority(_:for:)`, `setContentCompressionResistancePriority(_:for:)`): how
        // little a stack view stretches the view, and how little it shrinks it. UIKit's defaults are 250 and 750;
        // ``ViewKind/defaultValue(of:)`` gives the kinds Interface Builder creates hugging more.
        PropertySpec("horizontalHuggingPriority", .number, default: "250").bounded(1...1000),
        PropertySpec("verticalHuggingPriority", .number, default: "250").bounded(1...1000),
        PropertySpec("horizontalCompressionResistancePriority", .number, default: "750").bounded(1...1000),
        PropertySpec("verticalCompressionResistancePriority", .number, default: "750").bounded(1...1000),
    ]

    /// Interface Builder's key paths into a view's layer, as user-defined runtime attributes set them (with the
    /// `...IB` and `...UIColor` spellings of the common `CALayer` extensions that take a `UIColor`), and the property
    /// of CellKit's view, which has no layer, that each is: the checker points from one to the other.
    public static let layerKeyPaths: [String: String] = [
        "layer.cornerRadius": "cornerRadius", "layer.borderWidth": "borderWidth", "layer.borderColor": "borderColor",
        "layer.borderColorIB": "borderColor", "layer.borderUIColor": "borderColor", "layer.shadowColor": "shadowColor",
        "layer.shadowColorIB": "shadowColor", "layer.shadowUIColor": "shadowColor",
        "layer.shadowOpacity": "shadowOpacity", "layer.shadowRadius": "shadowRadius",
        "layer.shadowOffset": "shadowOffset", "layer.masksToBounds": "clipsToBounds",
    ]

    /// The properties of CellKit's view that are its layer's in UIKit (`cornerRadius`, `borderWidth`, ...), which a
    /// UIKit view does not have under those names; `clipsToBounds` is the view's in both.
    public static let layerProperties: Set<String> = Set(layerKeyPaths.values).subtracting(["clipsToBounds"])

    /// Properties of `Control`, which every control has: its states, how it aligns its content, its `action` (sent on
    /// its kind's own event) and one action property per control event, as Interface Builder connects any event of
    /// any control.
    public static let controlProperties: [PropertySpec] =
        [
            PropertySpec("isEnabled", .bool, default: "true"),
            PropertySpec("isSelected", .bool, default: "false"),
            PropertySpec("isHighlighted", .bool, default: "false"),
            PropertySpec(
                "contentHorizontalAlignment", .enumeration(.contentHorizontalAlignment), default: ".center"),
            PropertySpec("contentVerticalAlignment", .enumeration(.contentVerticalAlignment), default: ".center"),
            PropertySpec("action", .action, role: .action),
        ] + ControlEvent.allCases.map(PropertySpec.init(actionOn:))

    /// Properties of `Label`, which also has the paragraph style's (``paragraphStyleProperties``).
    public static let labelProperties: [PropertySpec] = [
        PropertySpec("text", .string),
        PropertySpec("textColor", .color, default: ".label"),
        PropertySpec("font", .font, default: ".system(17)"),
        PropertySpec("textAlignment", .enumeration(.textAlignment), default: ".natural"),
        PropertySpec("numberOfLines", .integer, default: "1").bounded(atLeast: 0),
        PropertySpec("lineBreakMode", .enumeration(.lineBreakMode), default: ".byTruncatingTail"),
        PropertySpec("adjustsFontForContentSizeCategory", .bool, default: "false"),
        PropertySpec("preferredMaxLayoutWidth", .number, default: "0").bounded(atLeast: 0),
        PropertySpec("adjustsFontSizeToFitWidth", .bool, default: "false"),
        PropertySpec("minimumScaleFactor", .number, default: "0").bounded(0...1),
        PropertySpec("allowsDefaultTighteningForTruncation", .bool, default: "false"),
        // The colour of the text while the label is highlighted; unset, it keeps `textColor`. A table cell
        // highlights the labels and image views of its content view while it is highlighted or selected.
        PropertySpec("highlightedTextColor", .color),
        PropertySpec("isHighlighted", .bool, default: "false"),
        // The text's own shadow (UILabel's `shadowColor` and `shadowOffset`): a sharp copy of the glyphs in the
        // colour, moved by the offset, beneath them; none while the colour is unset. The names say "text" because a
        // view's `shadowColor` and `shadowOffset` are its layer's, as a label's are in UIKit (`layer.shadowColor`).
        PropertySpec("textShadowColor", .color),
        PropertySpec("textShadowOffset", .offset, default: "(0, -1)"),
        PropertySpec("baselineAdjustment", .enumeration(.baselineAdjustment), default: ".alignBaselines"),
    ]

    /// Properties `Label` and `TextView` share: their text's paragraph style (`NSParagraphStyle`'s line heights,
    /// spacing and default tab interval), flat as Interface Builder's inspector lists them, each assigning a field of
    /// the view's `paragraphStyle`. 0 is unset for each, as in UIKit.
    public static let paragraphStyleProperties: [PropertySpec] = [
        "lineSpacing", "minimumLineHeight", "maximumLineHeight", "lineHeightMultiple", "paragraphSpacing",
        "paragraphSpacingBefore", "defaultTabInterval",
    ].map { PropertySpec($0, .number, default: "0").bounded(atLeast: 0).assigning("paragraphStyle.\($0)") }

    /// Properties of `ImageView`.
    public static let imageViewProperties: [PropertySpec] = [
        PropertySpec("image", .image),
        PropertySpec("highlightedImage", .image),
        PropertySpec("isHighlighted", .bool, default: "false"),
    ]

    /// Properties of `Button`.
    public static let buttonProperties: [PropertySpec] = [
        PropertySpec("title", .string),
        // Unset, a title takes its button type's colour: the tint for a system button, white for a custom one.
        PropertySpec("titleColor", .color),
        PropertySpec("titleFont", .font, default: ".system(15)"),
        PropertySpec("image", .image),
        PropertySpec("backgroundImage", .image),
        PropertySpec("buttonType", .enumeration(.buttonType), default: ".system"),
        // The states other than normal, one property each, as Interface Builder's inspector lists them: each is
        // UIKit's `setTitle(_:for:)` family for that state, and an unset one falls back to the normal value.
        PropertySpec("highlightedTitle", .string),
        PropertySpec("selectedTitle", .string),
        PropertySpec("disabledTitle", .string),
        PropertySpec("highlightedTitleColor", .color),
        PropertySpec("selectedTitleColor", .color),
        PropertySpec("disabledTitleColor", .color),
        // The title's shadow colour per state (UIKit's `setTitleShadowColor(_:for:)`), none unless set, drawn at
        // the title label's `shadowOffset` (`titleShadowOffset`, Interface Builder's "Shadow Offset", (0, 0) as a
        // button's title label starts); `reversesTitleShadowWhenHighlighted` turns the offset around while the
        // button is highlighted.
        PropertySpec("titleShadowColor", .color),
        PropertySpec("highlightedTitleShadowColor", .color),
        PropertySpec("selectedTitleShadowColor", .color),
        PropertySpec("disabledTitleShadowColor", .color),
        PropertySpec("titleShadowOffset", .offset, default: "(0, 0)"),
        PropertySpec("reversesTitleShadowWhenHighlighted", .bool, default: "false"),
        PropertySpec("highlightedImage", .image),
        PropertySpec("selectedImage", .image),
        PropertySpec("disabledImage", .image),
        PropertySpec("highlightedBackgroundImage", .image),
        PropertySpec("selectedBackgroundImage", .image),
        PropertySpec("disabledBackgroundImage", .image),
        PropertySpec("contentEdgeInsets", .insets, default: "(0, 0, 0, 0)"),
        PropertySpec("titleEdgeInsets", .insets, default: "(0, 0, 0, 0)"),
        PropertySpec("imageEdgeInsets", .insets, default: "(0, 0, 0, 0)"),
        PropertySpec("titleLineBreakMode", .enumeration(.lineBreakMode), default: ".byTruncatingMiddle"),
    ]

    /// Properties of `ScrollView`.
    public static let scrollViewProperties: [PropertySpec] = [
        PropertySpec("contentSize", .size, default: "(0, 0)"),
        PropertySpec("contentSizeFitsSubviews", .bool, default: "false"),
        PropertySpec("contentInset", .insets, default: "(0, 0, 0, 0)"),
        PropertySpec("isScrollEnabled", .bool, default: "true"),
        PropertySpec("isPagingEnabled", .bool, default: "false"),
        PropertySpec("bounces", .bool, default: "true"),
        PropertySpec("alwaysBounceVertical", .bool, default: "false"),
        PropertySpec("alwaysBounceHorizontal", .bool, default: "false"),
        PropertySpec("showsVerticalScrollIndicator", .bool, default: "true"),
        PropertySpec("showsHorizontalScrollIndicator", .bool, default: "true"),
    ]

    /// Properties of `StackView`.
    public static let stackViewProperties: [PropertySpec] = [
        PropertySpec("axis", .enumeration(.axis), default: ".horizontal"),
        PropertySpec("spacing", .number, default: "0"),
        PropertySpec("alignment", .enumeration(.stackAlignment), default: ".fill"),
        PropertySpec("distribution", .enumeration(.distribution), default: ".fill"),
        PropertySpec("isLayoutMarginsRelativeArrangement", .bool, default: "false"),
    ]

    /// Properties of `Switch`.
    public static let switchProperties: [PropertySpec] = [
        PropertySpec("isOn", .bool, default: "false"),
        PropertySpec("onTintColor", .color, default: ".systemGreen"),
        PropertySpec("thumbTintColor", .color, default: ".white"),
    ]

    /// Properties of `Slider`. The bounds are set before the value (``boundingProperties``), which they clamp.
    public static let sliderProperties: [PropertySpec] = [
        PropertySpec("value", .number, default: "0"),
        PropertySpec("minimumValue", .number, default: "0"),
        PropertySpec("maximumValue", .number, default: "1"),
        PropertySpec("isContinuous", .bool, default: "true"),
        PropertySpec("minimumTrackTintColor", .color),
        PropertySpec("maximumTrackTintColor", .color),
        PropertySpec("thumbTintColor", .color),
        PropertySpec("minimumValueImage", .image),
        PropertySpec("maximumValueImage", .image),
    ]

    /// Properties of `SegmentedControl`: its segments' titles, and the selected one (-1, UIKit's `noSegment`, for
    /// none).
    public static let segmentedControlProperties: [PropertySpec] = [
        PropertySpec("segments", .strings),
        PropertySpec("selectedSegmentIndex", .integer, default: "-1"),
        PropertySpec("selectedSegmentTintColor", .color),
        PropertySpec("isMomentary", .bool, default: "false"),
    ]

    /// Properties of `Stepper`, with UIKit's defaults (0 in 0...100 by steps of 1).
    public static let stepperProperties: [PropertySpec] = [
        PropertySpec("value", .number, default: "0"),
        PropertySpec("minimumValue", .number, default: "0"),
        PropertySpec("maximumValue", .number, default: "100"),
        PropertySpec("stepValue", .number, default: "1"),
        PropertySpec("wraps", .bool, default: "false"),
        PropertySpec("autorepeat", .bool, default: "true"),
        PropertySpec("isContinuous", .bool, default: "true"),
    ]

    /// Properties of `ActivityIndicatorView`; `isAnimating` is Interface Builder's "Animating" box, which starts
    /// the indicator when the view loads.
    public static let activityIndicatorViewProperties: [PropertySpec] = [
        PropertySpec("style", .enumeration(.activityIndicatorStyle), default: ".medium"),
        PropertySpec("color", .color),
        PropertySpec("hidesWhenStopped", .bool, default: "true"),
        PropertySpec("isAnimating", .bool, default: "false"),
    ]

    /// Properties of `ProgressView`.
    public static let progressViewProperties: [PropertySpec] = [
        PropertySpec("progress", .number, default: "0"),
        PropertySpec("progressViewStyle", .enumeration(.progressViewStyle), default: ".default"),
        PropertySpec("progressTintColor", .color),
        PropertySpec("trackTintColor", .color),
    ]

    /// Properties of `PageControl`.
    public static let pageControlProperties: [PropertySpec] = [
        PropertySpec("numberOfPages", .integer, default: "0"),
        PropertySpec("currentPage", .integer, default: "0"),
        PropertySpec("hidesForSinglePage", .bool, default: "false"),
        PropertySpec("pageIndicatorTintColor", .color),
        PropertySpec("currentPageIndicatorTintColor", .color),
    ]

    /// Properties of `PickerView`. Its rows come from its data source at run time, as UIKit's do; Interface Builder's
    /// one attribute, `showsSelectionIndicator`, has done nothing since iOS 7 (the selection band is always drawn),
    /// so it is kept, archived and compared but changes nothing.
    public static let pickerViewProperties: [PropertySpec] = [
        PropertySpec("showsSelectionIndicator", .bool, default: "false")
    ]

    /// The properties that bound another of their view's (a slider's and a stepper's bounds its value, a segmented
    /// control's segments its selection, a page control's page count its current page). A view's are assigned
    /// before its others, whatever order the template writes them in, as Interface Builder's nib decoding sets
    /// them together: `value = 50` beside `maximumValue = 100` is 50, not 1.
    public static let boundingProperties: Set<String> = [
        "minimumValue", "maximumValue", "segments", "numberOfPages",
    ]

    /// Properties `TextField` and `TextView` share: UIKit's text input traits.
    static let textInputTraitProperties: [PropertySpec] = [
        PropertySpec("keyboardType", .enumeration(.keyboardType), default: ".default"),
        PropertySpec("returnKeyType", .enumeration(.returnKeyType), default: ".default"),
        PropertySpec("isSecureTextEntry", .bool, default: "false"),
        PropertySpec("autocapitalizationType", .enumeration(.autocapitalizationType), default: ".sentences"),
        PropertySpec("autocorrectionType", .enumeration(.autocorrectionType), default: ".default"),
    ]

    /// Properties of `TextField`.
    public static let textFieldProperties: [PropertySpec] =
        [
            PropertySpec("text", .string),
            PropertySpec("placeholder", .string),
            PropertySpec("font", .font, default: ".system(17)"),
            PropertySpec("textColor", .color, default: ".black"),
            PropertySpec("textAlignment", .enumeration(.textAlignment), default: ".natural"),
            PropertySpec("borderStyle", .enumeration(.borderStyle), default: ".none"),
            PropertySpec("clearButtonMode", .enumeration(.viewMode), default: ".never"),
        ] + textInputTraitProperties

    /// Properties of `TextView`.
    public static let textViewProperties: [PropertySpec] =
        [
            // UITextView's text is never nil: it starts empty.
            PropertySpec("text", .string, default: "\"\""),
            // UITextView's font is nil by default, which draws at 12 points.
            PropertySpec("font", .font, default: ".system(12)"),
            PropertySpec("textColor", .color, default: ".black"),
            PropertySpec("textAlignment", .enumeration(.textAlignment), default: ".natural"),
            PropertySpec("isEditable", .bool, default: "true"),
            PropertySpec("isSelectable", .bool, default: "true"),
            PropertySpec("textContainerInset", .insets, default: "(8, 0, 8, 0)"),
        ] + paragraphStyleProperties + textInputTraitProperties

    /// Properties of `VisualEffectView`.
    public static let visualEffectViewProperties: [PropertySpec] = [
        PropertySpec("effect", .enumeration(.blurStyle))
    ]

    /// Properties a template sets on its own class: the view properties less frame and size, plus its nominal size
    /// and the class of its nib's owner.
    static let rootViewProperties: [PropertySpec] =
        viewProperties.filter { $0.role == .plain } + [
            PropertySpec("width", .number, role: .nominalWidth),
            PropertySpec("owner", .string, role: .owner),
            PropertySpec("ownerOutlet", .string, role: .ownerOutlet),
        ]

    /// Properties of a `cell` template.
    public static let cellProperties: [PropertySpec] =
        rootViewProperties + [
            PropertySpec("reuseIdentifier", .string, role: .reuseIdentifier),
            PropertySpec("height", .length, role: .height),
            PropertySpec("selectionStyle", .enumeration(.selectionStyle), default: ".default"),
            PropertySpec("accessoryType", .enumeration(.accessoryType), default: ".none"),
            PropertySpec("indentationLevel", .integer, default: "0"),
            PropertySpec("indentationWidth", .number, default: "10"),
            PropertySpec("separatorInset", .insets, default: "(0, 15, 0, 0)"),
        ]

    /// Properties of a `view` template.
    public static let templateViewProperties: [PropertySpec] =
        rootViewProperties + [PropertySpec("height", .number, role: .height)]

    /// Properties of a `collectionCell` or `reusableView` template: a reuse identifier, and a nominal size whose
    /// width and height are each a layout expression (UIKit's item size, which may read the content) rather than
    /// a cell's width, which its table sets.
    public static let collectionTemplateProperties: [PropertySpec] =
        viewProperties.filter { $0.role == .plain } + [
            PropertySpec("reuseIdentifier", .string, role: .reuseIdentifier),
            PropertySpec("width", .length, role: .nominalWidth),
            PropertySpec("height", .length, role: .height),
            PropertySpec("owner", .string, role: .owner),
            PropertySpec("ownerOutlet", .string, role: .ownerOutlet),
        ]

    /// Every property name of every view kind, for "did you mean" in styles.
    public static let allViewPropertyNames: [String] = {
        var seen: Set<String> = []
        return ViewKind.allCases.flatMap(\.properties).map(\.name).filter { seen.insert($0).inserted }
    }()

    /// The first spec named `name` among all view kinds; a name has one type wherever it appears.
    public static func anyViewProperty(named name: String) -> PropertySpec? {
        for kind in ViewKind.allCases {
            if let spec = kind.property(named: name) { return spec }
        }
        return nil
    }

    /// The word that opens a view's or template's block of user-defined runtime attributes (Interface Builder's
    /// "User Defined Runtime Attributes"): `attributes { cornerStyle = "pill" }`.
    public static let runtimeAttributesBlock = "attributes"

    /// The width a template is checked at and laid out at by default: an iPhone of the seeds' time.
    public static let defaultWidth = 320.0
    /// The room UIKit leaves around a cell's accessory: 16 points to the cell's trailing edge and 10 between the
    /// accessory and the content view. With the 8-point chevron this gives the 34 points Interface Builder takes
    /// from the content view for a disclosure indicator (uikit-metrics.md, section 4.2).
    public static let accessoryPadding = 26.0

    /// The width of the glyph each accessory type draws, by its case name: the chevron is 8 points wide, the
    /// check mark 14, the info button 22, and the detail disclosure button the info button, a 10-point gap and
    /// the chevron. Only the chevron's total (34) is measured; the others follow the same padding (Grammar.md).
    public static let accessoryGlyphWidths: [String: Double] = [
        "none": 0, "disclosureIndicator": 8, "checkmark": 14, "detailButton": 22, "detailDisclosureButton": 40,
    ]

    /// The width an accessory of type `caseName` takes from a cell's content view, as CellKit's
    /// `TableViewCell.AccessoryType.width`: its glyph and the padding, or 0 for `none` or an unknown case.
    public static func accessoryWidth(of caseName: String) -> Double {
        guard let glyph = accessoryGlyphWidths[caseName], glyph > 0 else { return 0 }
        return glyph + accessoryPadding
    }

    /// The width a custom accessory view `viewWidth` points wide takes from the content view, as UIKit measures it.
    public static func accessoryWidth(ofViewWidth viewWidth: Double) -> Double {
        max(0, viewWidth) + accessoryPadding
    }

    /// A cell's height when its template gives none: UIKit's default row height.
    public static let defaultCellHeight = 44.0
    /// A view template's height when it gives none: the seeds' screen less the status bar.
    public static let defaultViewHeight = 460.0
    /// A `collectionCell`'s size when its template gives none: UIKit's default item size (a flow layout's
    /// `itemSize`), which Interface Builder gives a new collection-view cell.
    public static let defaultCollectionCellSize = (width: 50.0, height: 50.0)
    /// A `reusableView`'s size when its template gives none: a section header across the seeds' screen, as
    /// Interface Builder's new collection reusable view is 50 points high.
    public static let defaultReusableViewSize = (width: 320.0, height: 50.0)
}
