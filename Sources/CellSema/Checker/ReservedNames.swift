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
    static let swift: Set<String> = ["self", "Self", "super", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// Members of CellKit's `View` that a generated class inherits; ExamplesTests checks the list against CellKit.
    static let viewMembers: Set<String> = [
        "accessibilityIdentifier", "addGestureRecognizer", "addSubview", "alpha", "awakeFromNib", "backgroundColor",
        "borderColor",
        "borderWidth", "bounds", "bringSubviewToFront", "center", "clipsToBounds", "contentMode", "convert",
        "cornerRadius", "didAddSubview", "frame", "gestureRecognizers", "hitTest", "insertSubview",
        "intrinsicContentSize",
        "invalidateIntrinsicContentSize", "isDescendant", "isHidden", "isUserInteractionEnabled", "layoutIfNeeded",
        "layoutSubviews", "needsLayout", "noIntrinsicMetric", "point", "preferredSize", "removeFromSuperview",
        "removeGestureRecognizer",
        "rootView", "sendSubviewToBack", "setNeedsLayout", "sizeThatFits", "sizeToFit", "subviews", "superview", "tag",
        "viewWithTag", "willRemoveSubview", "tintColor", "tintColorDidChange", "traitCollection",
        "traitCollectionDidChange", "traitOverrides",
        "viewWithTag", "willRemoveSubview",
        // Layout margins.
        "layoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "effectiveLayoutMargins",
        "layoutMarginsFrame",
        "isAccessibilityElement", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "accessibilityTraits",
        // Generated members of every template class.
        "templateName", "templateSchema", "actionTarget", "height", "assembleTemplate", "connectAction",
        "connectOutlets",
    ]

    /// Members and nested types of CellKit's `TableViewCell` that a generated cell class inherits, beyond those of
    /// `View`.
    static let cellMembers: Set<String> = [
        "AccessoryType", "CellStyle", "SelectionStyle", "SeparatorStyle", "accessoryType", "accessoryWidth",
        "backgroundView",
        "contentMargin", "contentView", "defaultSize", "detailTextLabel", "imageView", "isHighlighted", "isSelected",
        "layoutBuiltInSubviews", "prepareForReuse", "prepareForReuseCount", "reuseIdentifier",
        "selectedBackgroundColor", "selectedBackgroundView", "selectionStyle", "setHighlighted", "setSelected", "style",
        "textLabel",
        "value1Gap", "value2ColumnFraction", "value2Gap",
        "accessoryView", "accessoryTrailingInset", "indentationLevel", "indentationWidth", "separatorInset",
    ]

    /// Type names a template's class may not take: CellKit's public types and the Swift types generated code uses.
    static let typeNames: Set<String> = [
        "CellKit", "View", "Label", "ImageView", "Button", "Control", "ScrollView", "StackView", "TableViewCell",
        "CellRegistry", "CellRegistryError", "Template", "CellTemplate", "Nib", "NibDecoder", "NibError", "NibAction",
        "Point", "Size", "Rect", "EdgeInsets", "Color", "Font", "Image", "TextMetrics", "TextAlignment",
        "LineBreakMode", "ContentMode", "String", "Int", "Double", "Bool", "Float", "Character", "Array", "Set",
        "Dictionary", "Optional", "Any", "AnyObject", "Sendable", "MainActor", "Never", "Void", "Error",
    ]
}
