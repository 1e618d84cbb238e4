/// The look of a table's sections (UIKit's `UITableView.Style`).
public enum TableViewStyle: Sendable, Hashable, CaseIterable {
    /// Sections run together; headers take no room unless given a height or a title, and footers none unless given
    /// a height. The header of the section at the top floats: it stays pinned at the top of the viewport until the
    /// next section's header pushes it up, as in UIKit.
    case plain
    /// Sections are separated: headers and footers default to `TableView.groupedSectionSpacing`, and headers
    /// scroll with their sections.
    case grouped
}
