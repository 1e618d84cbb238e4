/// The look of a table's sections (UIKit's `UITableView.Style`).
public enum TableViewStyle: Sendable, Hashable, CaseIterable {
    /// Sections run together; headers and footers take no room unless given a height. Headers do not float in
    /// CellKit: a headless table has no screen to pin them to.
    case plain
    /// Sections are separated: headers and footers default to `TableView.groupedSectionSpacing`.
    case grouped
}
