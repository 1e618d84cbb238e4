import CellKit
import ExampleCells

extension TransitStatusViewController: TableViewDataSource {
    /// One section per `TransitSection`.
    public func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    /// The section's lines.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].lines.count
    }

    /// The section's title, which the table shows in the section's header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    /// The status identifier for every row, so a registered class gives the row height.
    public func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        TransitStatusTableViewCell.reuseIdentifier
    }

    /// A reused or new status cell, filled with the row's line, on the last-row background if it ends its section.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try statusCell(for: indexPath, in: tableView)
        let lines = sections[indexPath.section].lines
        // As in the tutorial: the last row of a section gets the other background image, and every other row gets
        // the usual one back, so a reused last-row cell does not keep it.
        cell.backgroundImageView.image = indexPath.row == lines.count - 1 ? lastRowImage : anyRowImage
        let line = lines[indexPath.row]
        cell.firstLineLabel.text = line.name
        cell.secondLineLabel.text = line.route
        cell.snippetLabel.text = line.status
        return cell
    }
}
