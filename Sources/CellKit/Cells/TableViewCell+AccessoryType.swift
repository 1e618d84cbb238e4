import CellCatalog

extension TableViewCell {
    /// The standard control at the trailing edge of a cell (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: String, Sendable, Hashable, CaseIterable {
        /// No accessory.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An info button.
        case detailButton
    }
}

extension TableViewCell {
    /// The width an accessory of `type` takes from the content view, as UIKit measures it: its glyph and 26 points
    /// of padding (34 for the chevron, as Interface Builder shows), 0 for none; the catalog holds the numbers.
    nonisolated public static func accessoryWidth(of type: AccessoryType) -> Double {
        ViewCatalog.accessoryWidth(of: type.rawValue)
    }
}
