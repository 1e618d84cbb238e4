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
    /// `BaselineAdjustment`, UIKit's `UIBaselineAdjustment`: where a shrunk line of a label is placed.
    public static let baselineAdjustment = EnumType("BaselineAdjustment", ["alignBaselines", "alignCenters", "none"])
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

    /// `Control.ContentHorizontalAlignment`.
    public static let contentHorizontalAlignment = EnumType(
        "Control.ContentHorizontalAlignment", ["center", "left", "right", "fill", "leading", "trailing"])
    /// `Control.ContentVerticalAlignment`.
    public static let contentVerticalAlignment = EnumType(
        "Control.ContentVerticalAlignment", ["center", "top", "bottom", "fill"])

    /// `ActivityIndicatorView.Style`: UIKit's medium and large, and its deprecated white, whiteLarge and gray.
    public static let activityIndicatorStyle = EnumType(
        "ActivityIndicatorView.Style", ["medium", "large", "white", "whiteLarge", "gray"])
    /// `ProgressView.Style`.
    public static let progressViewStyle = EnumType("ProgressView.Style", ["default", "bar"])
    /// `TextField.BorderStyle`.
    public static let borderStyle = EnumType("TextField.BorderStyle", ["none", "line", "bezel", "roundedRect"])
    /// `TextField.ViewMode`: when the clear button shows.
    public static let viewMode = EnumType("TextField.ViewMode", ["never", "whileEditing", "unlessEditing", "always"])
    /// `KeyboardType`, UIKit's `UIKeyboardType`.
    public static let keyboardType = EnumType(
        "KeyboardType",
        [
            "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
            "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
        ])
    /// `ReturnKeyType`, UIKit's `UIReturnKeyType`.
    public static let returnKeyType = EnumType(
        "ReturnKeyType",
        [
            "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
            "continue",
        ])
    /// `TextAutocapitalizationType`, UIKit's `UITextAutocapitalizationType`.
    public static let autocapitalizationType = EnumType(
        "TextAutocapitalizationType", ["none", "words", "sentences", "allCharacters"])
    /// `TextAutocorrectionType`, UIKit's `UITextAutocorrectionType`.
    public static let autocorrectionType = EnumType("TextAutocorrectionType", ["default", "no", "yes"])
    /// `BlurEffect.Style`, UIKit's `UIBlurEffect.Style`.
    public static let blurStyle = EnumType(
        "BlurEffect.Style",
        [
            "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial", "systemThinMaterial",
            "systemMaterial", "systemThickMaterial", "systemChromeMaterial", "systemUltraThinMaterialLight",
            "systemThinMaterialLight", "systemMaterialLight", "systemThickMaterialLight", "systemChromeMaterialLight",
            "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark",
            "systemChromeMaterialDark",
        ])
    /// `Button.ButtonType`, UIKit's `UIButton.ButtonType`, in its order.
    public static let buttonType = EnumType(
        "Button.ButtonType", ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"])
    /// `AccessibilityTraits`, UIKit's `UIAccessibilityTraits`: an option set, whose cases are its members (`none` is
    /// the empty set, as in UIKit). A case's index is its bit in the archive.
    public static let accessibilityTraits = EnumType(
        "AccessibilityTraits",
        [
            "none", "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
            "staticText", "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession", "adjustable",
            "allowsDirectInteraction", "causesPageTurn", "tabBar",
        ])
    /// `OutletConnection`: where an outlet is connected, on the cell, its nib's owner, or both.
    public static let outletConnection = EnumType("OutletConnection", ["cell", "owner", "both", "customView"])

    /// Every enumeration a property takes.
    public static let all: [EnumType] = [
        textAlignment, lineBreakMode, baselineAdjustment, contentMode, axis, stackAlignment, distribution,
        selectionStyle, accessoryType, contentHorizontalAlignment, contentVerticalAlignment, activityIndicatorStyle,
        progressViewStyle, borderStyle, viewMode, keyboardType, returnKeyType, autocapitalizationType,
        autocorrectionType, blurStyle, buttonType, accessibilityTraits, outletConnection,
    ]
}
