/// An enumeration a property takes, such as `TextAlignment`: its CellKit type name and its cases.
public struct EnumType: Sendable, Hashable {
    /// The CellKit type, as written in Swift: `TextAlignment`, `TableViewCell.SelectionStyle`.
    public var swiftName: String
    /// The cases, in declaration order, as written after a leading dot.
    public var cases: [String]

    /// Creates an enumeration type.
    public init(_ swiftName: String, _ cases: [String]) {
        self.swiftName = swiftName
        self.cases = cases
    }

    /// `TextAlignment`: left, center, right, justified, natural.
    public static let textAlignment = EnumType("TextAlignment", ["left", "center", "right", "justified", "natural"])
    /// `LineBreakMode`.
    public static let lineBreakMode = EnumType(
        "LineBreakMode",
        [
            "byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
            "byTruncatingMiddle",
        ])
    /// `ContentMode`.
    public static let contentMode = EnumType(
        "ContentMode",
        [
            "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
            "topLeft", "topRight", "bottomLeft", "bottomRight",
        ])
    /// `StackView.Axis`.
    public static let axis = EnumType("StackView.Axis", ["horizontal", "vertical"])
    /// `StackView.Alignment`.
    public static let stackAlignment = EnumType(
        "StackView.Alignment", ["fill", "leading", "top", "center", "trailing", "bottom"])
    /// `StackView.Distribution`.
    public static let distribution = EnumType(
        "StackView.Distribution", ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    /// `TableViewCell.SelectionStyle`.
    public static let selectionStyle = EnumType("TableViewCell.SelectionStyle", ["none", "blue", "gray", "default"])
    /// `TableViewCell.AccessoryType`.
    public static let accessoryType = EnumType(
        "TableViewCell.AccessoryType",
        ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"])

    /// `OutletConnection`: where an outlet is connected, on the cell, its nib's owner, or both.
    public static let outletConnection = EnumType("OutletConnection", ["cell", "owner", "both", "customView"])

    /// Every enumeration a property takes.
    public static let all: [EnumType] = [
        textAlignment, lineBreakMode, contentMode, axis, stackAlignment, distribution, selectionStyle, accessoryType,
        outletConnection,
    ]
}
