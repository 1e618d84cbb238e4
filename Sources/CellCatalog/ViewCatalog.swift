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
        PropertySpec("alpha", .number),
        PropertySpec("isHidden", .bool),
        PropertySpec("tag", .integer),
        PropertySpec("clipsToBounds", .bool),
        PropertySpec("cornerRadius", .number),
        PropertySpec("borderWidth", .number),
        PropertySpec("borderColor", .color),
        PropertySpec("isUserInteractionEnabled", .bool),
        PropertySpec("contentMode", .enumeration(.contentMode)),
        PropertySpec("accessibilityIdentifier", .string),
    ]

    /// Properties of `Label`.
    public static let labelProperties: [PropertySpec] = [
        PropertySpec("text", .string),
        PropertySpec("textColor", .color),
        PropertySpec("font", .font),
        PropertySpec("textAlignment", .enumeration(.textAlignment)),
        PropertySpec("numberOfLines", .integer),
        PropertySpec("lineBreakMode", .enumeration(.lineBreakMode)),
    ]

    /// Properties of `ImageView`.
    public static let imageViewProperties: [PropertySpec] = [
        PropertySpec("image", .image),
        PropertySpec("highlightedImage", .image),
    ]

    /// Properties of `Button`.
    public static let buttonProperties: [PropertySpec] = [
        PropertySpec("title", .string),
        PropertySpec("titleColor", .color),
        PropertySpec("titleFont", .font),
        PropertySpec("image", .image),
        PropertySpec("backgroundImage", .image),
        PropertySpec("isEnabled", .bool),
        PropertySpec("isSelected", .bool),
        PropertySpec("action", .action, role: .action),
    ]

    /// Properties of `ScrollView`.
    public static let scrollViewProperties: [PropertySpec] = [
        PropertySpec("contentSize", .size),
        PropertySpec("contentInset", .insets),
        PropertySpec("isScrollEnabled", .bool),
        PropertySpec("isPagingEnabled", .bool),
        PropertySpec("bounces", .bool),
        PropertySpec("showsVerticalScrollIndicator", .bool),
        PropertySpec("showsHorizontalScrollIndicator", .bool),
    ]

    /// Properties of `StackView`.
    public static let stackViewProperties: [PropertySpec] = [
        PropertySpec("axis", .enumeration(.axis)),
        PropertySpec("spacing", .number),
        PropertySpec("alignment", .enumeration(.stackAlignment)),
        PropertySpec("distribution", .enumeration(.distribution)),
    ]

    /// Properties of `Switch`.
    public static let switchProperties: [PropertySpec] = [
        PropertySpec("isOn", .bool),
        PropertySpec("onTintColor", .color),
        PropertySpec("thumbTintColor", .color),
        PropertySpec("isEnabled", .bool),
        PropertySpec("action", .action, role: .action),
    ]

    /// Properties a template sets on its own class: the view properties less frame and size, plus its nominal size
    /// and the class of its nib's owner.
    static let rootViewProperties: [PropertySpec] =
        viewProperties.filter { $0.role == .plain } + [
            PropertySpec("width", .number, role: .nominalWidth),
            PropertySpec("owner", .string, role: .owner),
        ]

    /// Properties of a `cell` template.
    public static let cellProperties: [PropertySpec] =
        rootViewProperties + [
            PropertySpec("reuseIdentifier", .string, role: .reuseIdentifier),
            PropertySpec("height", .length, role: .height),
            PropertySpec("selectionStyle", .enumeration(.selectionStyle)),
            PropertySpec("accessoryType", .enumeration(.accessoryType)),
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

    /// The width a template is checked at and laid out at by default: an iPhone of the seeds' time.
    public static let defaultWidth = 320.0
    /// The width a cell's accessory takes from its content view, as CellKit's `TableViewCell.accessoryWidth`.
    public static let accessoryWidth = 40.0
    /// A cell's height when its template gives none: UIKit's default row height.
    public static let defaultCellHeight = 44.0
    /// A view template's height when it gives none: the seeds' screen less the status bar.
    public static let defaultViewHeight = 460.0
}
