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
        PropertySpec("alpha", .number, default: "1"),
        PropertySpec("isHidden", .bool, default: "false"),
        PropertySpec("tag", .integer, default: "0"),
        PropertySpec("clipsToBounds", .bool, default: "false"),
        PropertySpec("cornerRadius", .number, default: "0"),
        PropertySpec("borderWidth", .number, default: "0"),
        PropertySpec("borderColor", .color),
        PropertySpec("isUserInteractionEnabled", .bool, default: "true"),
        PropertySpec("contentMode", .enumeration(.contentMode), default: ".scaleToFill"),
        PropertySpec("accessibilityIdentifier", .string),
        PropertySpec("customClass", .string, role: .customClass),
        PropertySpec("connection", .enumeration(.outletConnection), role: .outletConnection),
        PropertySpec("collection", .string, role: .outletCollection),
    ]

    /// Properties of `Label`.
    public static let labelProperties: [PropertySpec] = [
        PropertySpec("text", .string),
        PropertySpec("textColor", .color, default: ".black"),
        PropertySpec("font", .font, default: ".system(17)"),
        PropertySpec("textAlignment", .enumeration(.textAlignment), default: ".natural"),
        PropertySpec("numberOfLines", .integer, default: "1"),
        PropertySpec("lineBreakMode", .enumeration(.lineBreakMode), default: ".byTruncatingTail"),
    ]

    /// Properties of `ImageView`.
    public static let imageViewProperties: [PropertySpec] = [
        PropertySpec("image", .image),
        PropertySpec("highlightedImage", .image),
    ]

    /// Properties of `Button`.
    public static let buttonProperties: [PropertySpec] = [
        PropertySpec("title", .string),
        PropertySpec("titleColor", .color, default: ".systemBlue"),
        PropertySpec("titleFont", .font, default: ".system(15)"),
        PropertySpec("image", .image),
        PropertySpec("backgroundImage", .image),
        PropertySpec("isEnabled", .bool, default: "true"),
        PropertySpec("isSelected", .bool, default: "false"),
        PropertySpec("action", .action, role: .action),
    ]

    /// Properties of `ScrollView`.
    public static let scrollViewProperties: [PropertySpec] = [
        PropertySpec("contentSize", .size, default: "(0, 0)"),
        PropertySpec("contentInset", .insets, default: "(0, 0, 0, 0)"),
        PropertySpec("isScrollEnabled", .bool, default: "true"),
        PropertySpec("isPagingEnabled", .bool, default: "false"),
        PropertySpec("bounces", .bool, default: "true"),
        PropertySpec("showsVerticalScrollIndicator", .bool, default: "true"),
        PropertySpec("showsHorizontalScrollIndicator", .bool, default: "true"),
    ]

    /// Properties of `StackView`.
    public static let stackViewProperties: [PropertySpec] = [
        PropertySpec("axis", .enumeration(.axis), default: ".horizontal"),
        PropertySpec("spacing", .number, default: "0"),
        PropertySpec("alignment", .enumeration(.stackAlignment), default: ".fill"),
        PropertySpec("distribution", .enumeration(.distribution), default: ".fill"),
    ]

    /// Properties of `Switch`.
    public static let switchProperties: [PropertySpec] = [
        PropertySpec("isOn", .bool, default: "false"),
        PropertySpec("onTintColor", .color, default: ".systemGreen"),
        PropertySpec("thumbTintColor", .color, default: ".white"),
        PropertySpec("isEnabled", .bool, default: "true"),
        PropertySpec("action", .action, role: .action),
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
        ]

    /// Properties of a `view` template.
    public static let templateViewProperties: [PropertySpec] =
        rootViewProperties + [PropertySpec("height", .number, role: .height)]

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
    /// The width a cell's accessory takes from its content view, as CellKit's `TableViewCell.accessoryWidth`.
    public static let accessoryWidth = 40.0
    /// A cell's height when its template gives none: UIKit's default row height.
    public static let defaultCellHeight = 44.0
    /// A view template's height when it gives none: the seeds' screen less the status bar.
    public static let defaultViewHeight = 460.0
}
