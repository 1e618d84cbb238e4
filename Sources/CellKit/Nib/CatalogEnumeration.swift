import CellCatalog

/// A CellKit enumeration the `.cell` language names, bound to its entry in the catalog: its raw values are the
/// catalog's case names, so the nib decoder reads a case with `init(rawValue:)` and a test proves the two lists equal.
protocol CatalogEnumeration: RawRepresentable<String>, CaseIterable {
    /// The catalog's description of this enumeration.
    static var catalogType: EnumType { get }
}

extension TextAlignment: CatalogEnumeration {
    static var catalogType: EnumType { .textAlignment }
}

extension LineBreakMode: CatalogEnumeration {
    static var catalogType: EnumType { .lineBreakMode }
}

extension BaselineAdjustment: CatalogEnumeration {
    static var catalogType: EnumType { .baselineAdjustment }
}

extension ContentMode: CatalogEnumeration {
    static var catalogType: EnumType { .contentMode }
}

extension StackView.Axis: CatalogEnumeration {
    static var catalogType: EnumType { .axis }
}

extension StackView.Alignment: CatalogEnumeration {
    static var catalogType: EnumType { .stackAlignment }
}

extension StackView.Distribution: CatalogEnumeration {
    static var catalogType: EnumType { .distribution }
}

extension TableViewCell.SelectionStyle: CatalogEnumeration {
    static var catalogType: EnumType { .selectionStyle }
}

extension TableViewCell.AccessoryType: CatalogEnumeration {
    static var catalogType: EnumType { .accessoryType }
}

extension Control.ContentHorizontalAlignment: CatalogEnumeration {
    static var catalogType: EnumType { .contentHorizontalAlignment }
}

extension Control.ContentVerticalAlignment: CatalogEnumeration {
    static var catalogType: EnumType { .contentVerticalAlignment }
}

extension ActivityIndicatorView.Style: CatalogEnumeration {
    static var catalogType: EnumType { .activityIndicatorStyle }
}

extension ProgressView.Style: CatalogEnumeration {
    static var catalogType: EnumType { .progressViewStyle }
}

extension TextField.BorderStyle: CatalogEnumeration {
    static var catalogType: EnumType { .borderStyle }
}

extension TextField.ViewMode: CatalogEnumeration {
    static var catalogType: EnumType { .viewMode }
}

extension KeyboardType: CatalogEnumeration {
    static var catalogType: EnumType { .keyboardType }
}

extension ReturnKeyType: CatalogEnumeration {
    static var catalogType: EnumType { .returnKeyType }
}

extension TextAutocapitalizationType: CatalogEnumeration {
    static var catalogType: EnumType { .autocapitalizationType }
}

extension TextAutocorrectionType: CatalogEnumeration {
    static var catalogType: EnumType { .autocorrectionType }
}

extension BlurEffect.Style: CatalogEnumeration {
    static var catalogType: EnumType { .blurStyle }
}

extension Button.ButtonType: CatalogEnumeration {
    static var catalogType: EnumType { .buttonType }
}

extension OutletConnection: CatalogEnumeration {
    static var catalogType: EnumType { .outletConnection }
}
