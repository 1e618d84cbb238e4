import CellKit

/// The traffic-status table: a plain table that shows a title over each section.
///
/// CellKit's table view lays out rows only; its section headers are space, with no view or title in them (UIKit's
/// `tableView(_:titleForHeaderInSection:)`). This subclass puts a label in each header's rectangle after the rows
/// are laid out, so the Subte and Avenidas sections are named on screen.
@MainActor
public final class TransitTableView: TableView {
    /// The titles shown over the sections, by section.
    public var sectionTitles: [String] = [] {
        didSet { setNeedsLayout() }
    }
    /// The labels showing `sectionTitles`, by section.
    public private(set) var sectionTitleLabels: [Label] = []

    /// The title's distance from the leading edge, the cell's text margin.
    nonisolated static let titleMargin = 12.0

    /// Lays out the rows, then a title label in each section's header.
    public override func layoutSubviews() {
        super.layoutSubviews()
        while sectionTitleLabels.count < sectionTitles.count {
            let label = Label()
            label.font = .boldSystemFont(ofSize: 15)
            label.textColor = Color(rgb: 0x3D4B5C)
            addSubview(label)
            sectionTitleLabels.append(label)
        }
        for (section, label) in sectionTitleLabels.enumerated() {
            guard section < sectionTitles.count, section < numberOfSections,
                let header = try? rectForHeader(inSection: section)
            else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            label.text = sectionTitles[section]
            label.frame = Rect(
                x: Self.titleMargin, y: header.minY, width: header.width - 2 * Self.titleMargin, height: header.height)
        }
    }
}
