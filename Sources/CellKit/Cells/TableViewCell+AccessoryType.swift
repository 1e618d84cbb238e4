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
