import CellArchive

extension TableViewCell {
    /// Sets the property of a `cell` template's root that the `.cell` language calls `key`, or else the `View`
    /// one. (`size` is not among them: a template's `size` is its nominal size, which `NibDecoder` applies.)
    func setArchivedCellProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "selectionStyle":
            selectionStyle = try value.enumCase(of: "TableViewCell.SelectionStyle", Self.archivedSelectionStyle)
        case "accessoryType":
            accessoryType = try value.enumCase(of: "TableViewCell.AccessoryType", Self.archivedAccessoryType)
        default: try setArchivedViewProperty(key, to: value)
        }
    }

    /// The selection style an archived case name spells.
    static func archivedSelectionStyle(_ name: String) -> SelectionStyle? {
        switch name {
        case "none": SelectionStyle.none
        case "blue": .blue
        case "gray": .gray
        case "default": .default
        default: nil
        }
    }

    /// The accessory type an archived case name spells.
    static func archivedAccessoryType(_ name: String) -> AccessoryType? {
        switch name {
        case "none": AccessoryType.none
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: nil
        }
    }
}
