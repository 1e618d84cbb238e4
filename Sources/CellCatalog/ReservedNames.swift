/// Names the generated Swift or the language reserves, so that no outlet or class name can break what cellc emits.
public enum ReservedNames {
    /// Swift's keywords, which must be written in backticks to name a declaration.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names Swift cannot take as a stored property even in backticks, or that mean something else after a dot.
    public static let swift: Set<String> = [
        "self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol", "_",
    ]

    /// The properties of `View` that a generated class inherits, which an outlet (a stored property) cannot
    /// override: UIKit's `UIView` properties, whether or not CellKit has them yet, so that a template stays valid as
    /// CellKit grows toward UIKit, and the few CellKit adds (`cornerRadius`, `borderWidth`, `borderColor` and the four
    /// shadow properties are the layer's in UIKit). Methods, static members and nested types are not here: Swift lets
    /// a stored property share its name with them, as UIKit lets an outlet. ReservedOutletNameTests checks the list against CellKit.
    public static let viewMembers: Set<String> = [
        // UIView's properties.
        "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "accessibilityTraits",
        "accessibilityValue", "alignmentRectInsets", "alpha", "autoresizesSubviews", "autoresizingMask",
        "backgroundColor", "bottomAnchor", "bounds", "center", "centerXAnchor", "centerYAnchor", "clipsToBounds",
        "constraints", "contentMode", "contentScaleFactor", "description", "directionalLayoutMargins",
        "firstBaselineAnchor", "frame", "gestureRecognizers", "heightAnchor", "insetsLayoutMarginsFromSafeArea",
        "intrinsicContentSize", "isAccessibilityElement", "isExclusiveTouch", "isHidden", "isMultipleTouchEnabled",
        "isOpaque", "isUserInteractionEnabled", "lastBaselineAnchor", "layer", "layoutMargins", "layoutMarginsGuide",
        "leadingAnchor", "leftAnchor", "mask", "next", "preservesSuperviewLayoutMargins", "readableContentGuide",
        "rightAnchor", "safeAreaInsets", "safeAreaLayoutGuide", "semanticContentAttribute", "subviews", "superview",
        "tag", "tintAdjustmentMode", "tintColor", "topAnchor", "trailingAnchor", "traitCollection", "transform",
        "translatesAutoresizingMaskIntoConstraints", "widthAnchor", "window",
        // CellKit's own properties of View.
        "borderColor", "borderWidth", "cornerRadius", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        "needsLayout", "preferredSize", "rootView",
        "effectiveLayoutMargins", "layoutMarginsFrame", "traitOverrides",
        // The layout priorities, and UIKit's methods that read them (a generated property may not share their name).
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "contentHuggingPriority", "contentCompressionResistancePriority",
        // Members of every generated class (it overrides `layoutSubviews()`, and Swift refuses a property of the
        // same name beside a method declared in the same class), and the method its initializer calls.
        "templateName", "templateSchema", "actionTarget", "assembleTemplate", "connectAction", "connectOutlets",
        "layoutSubviews", "awakeFromNib",
        // Members a generated class has when it has runtime attributes or custom views' outlets.
        "runtimeAttributeErrors", "applyRuntimeAttributes", "applyRuntimeAttribute", "connectCustomViewOutlets",
        // The member a generated class has when it has layout variables.
        "layoutVariables",
    ]

    /// The properties of `TableViewCell` that a generated cell class inherits, beyond those of `View`: UIKit's
    /// `UITableViewCell` properties and the two CellKit adds (`style`, which UIKit keeps private, and the reuse
    /// count its tests read).
    static let cellMembers: Set<String> = [
        "accessoryType", "accessoryView", "backgroundConfiguration", "backgroundView", "contentConfiguration",
        "contentView", "detailTextLabel", "editingAccessoryType", "editingAccessoryView", "editingStyle",
        "focusStyle", "imageView", "indentationLevel", "indentationWidth", "isEditing", "isHighlighted",
        "isSelected", "multipleSelectionBackgroundView", "reuseIdentifier", "selectedBackgroundView",
        "selectionStyle", "separatorInset", "shouldIndentWhileEditing", "showingDeleteConfirmation",
        "showsReorderControl", "textLabel", "userInteractionEnabledWhileDragging",
        // CellKit's own.
        "style", "prepareForReuseCount", "accessoryWidth",
    ]

    /// The read-only properties of `TableViewCell` an outlet may redeclare, as an Interface Builder outlet redeclares
    /// UIKit's (a cell's `imageView`), with the kind the outlet must be: the generated class overrides the property
    /// with the outlet, which the built-in layout then leaves where its frame puts it.
    static let overridableCellMembers: [String: ViewKind] = [
        "imageView": .imageView, "textLabel": .label, "detailTextLabel": .label,
    ]

    /// The members of a template of `kind`'s base class that an outlet of the right kind overrides.
    public static func overridableMembers(of kind: TemplateKind) -> [String: ViewKind] {
        kind == .cell ? overridableCellMembers : [:]
    }

    /// The properties of `CollectionReusableView` that a generated collection template inherits, beyond those of
    /// `View`: UIKit's `UICollectionReusableView` members and CellKit's reuse counters; `prepareForReuse` and
    /// `systemLayoutSizeFitting`, which a generated class may override, and `nominalSize`, which it declares.
    static let reusableViewMembers: Set<String> = [
        "reuseIdentifier", "prepareForReuse", "prepareForReuseCount", "reuseSerialNumber", "reuseRecord",
        "systemLayoutSizeFitting", "nominalSize",
    ]

    /// The properties of `CollectionViewCell` beyond those of `CollectionReusableView`: UIKit's
    /// `UICollectionViewCell` properties.
    static let collectionCellMembers: Set<String> = [
        "contentView", "backgroundView", "selectedBackgroundView", "isSelected", "isHighlighted",
        "backgroundConfiguration", "contentConfiguration", "configurationState",
        "automaticallyUpdatesContentConfiguration",
        "automaticallyUpdatesBackgroundConfiguration",
    ]

    /// The members a template of `kind` inherits from its base class beyond `View`'s, which no outlet may take.
    public static func members(of kind: TemplateKind) -> Set<String> {
        switch kind {
        case .cell: cellMembers
        case .view: []
        case .collectionCell: reusableViewMembers.union(collectionCellMembers)
        case .reusableView: reusableViewMembers
        }
    }

    /// Whether no stored property of the generated class of a template of `kind` (an outlet of a `view`, an outlet
    /// collection, a layout variable when `view` is nil) can be called `name`, an identifier: a word of the language
    /// or of Swift, a type the generated code names, or a member the class inherits. The checker reports each with
    /// its reason; `cellc import` renames what a xib calls so.
    public static func reservesMemberName(_ name: String, of view: ViewKind? = nil, in kind: TemplateKind) -> Bool {
        if let builtIn = overridableMembers(of: kind)[name] {
            return view != builtIn
        }
        return ["parent", "auto", "true", "false"].contains(name) || swift.contains(name) || typeNames.contains(name)
            || viewMembers.contains(name) || members(of: kind).contains(name)
    }

    /// The classes CellKit declares for the view and template kinds (and `Control`, their controls' base), which
    /// no custom class of the app may be called.
    public static let cellKitClassNames: Set<String> = Set(
        ViewKind.allCases.map(\.className) + TemplateKind.allCases.map(\.baseClassName) + ["Control"])

    /// Whether a template's class cannot be called `name`, an identifier.
    public static func reservesClassName(_ name: String) -> Bool {
        typeNames.contains(name) || swiftKeywords.contains(name)
    }

    /// Type names a template's class may not take. CellKit's types are not among them: the generated Swift
    /// qualifies every one (`CellKit.Label`), so a class may be called `TableViewCell` or `Label`. The module's own
    /// name and the standard library's types the generated code names unqualified remain.
    public static let typeNames: Set<String> = [
        "CellKit", "String", "Int", "Double", "Bool", "Float", "Character", "Array", "Set", "Dictionary", "Optional",
        "Any", "AnyObject", "Sendable", "MainActor", "Never", "Void", "Error",
    ]
}
