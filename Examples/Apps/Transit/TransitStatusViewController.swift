import CellKit
import ExampleCells

/// The screen of seed 001's traffic-status app ("Estado del Tránsito"): a table of subway lines and avenues whose
/// rows are `TransitStatusTableViewCell`s, the last row of each section on the other background image, and whose
/// sections are titled in their headers by the data source (`tableView(_:titleForHeaderInSection:)`).
///
/// The table gets its cells the tutorial's way or by registration, as `cellSource` says; both show the same screen.
@MainActor
public final class TransitStatusViewController: ViewController {
    /// The background of the table, around the rows' cards.
    nonisolated public static let tableBackgroundColor = Color(rgb: 0xDCE2E9)

    /// The sections shown.
    public let sections: [TransitSection]
    /// Where the table gets its cells.
    public let cellSource: TransitCellSource
    /// The registry the `customViewForClass:` helper loads the cell's nib through.
    public let registry: CellRegistry
    /// The table, which is the controller's view.
    public let tableView = TableView(frame: Rect(origin: .zero, size: ViewController.defaultViewSize))
    /// How many cells the `customViewForClass:` helper loaded (always 0 for a registered class).
    public private(set) var cellsFromTheHelper = 0

    /// The background of every row but the last of a section; the tutorial makes both images in `viewDidLoad`.
    let anyRowImage = Image(named: "transit_row_background", size: Size(width: 320, height: 72))
    /// The background of the last row of a section.
    let lastRowImage = Image(named: "transit_row_background_last", size: Size(width: 320, height: 72))

    /// Creates the screen for `sections`, getting cells from `cellSource`; the helper loads Transit.cellnib from
    /// `nibBundle`.
    public init(
        sections: [TransitSection] = TransitSection.buenosAires, cellSource: TransitCellSource, nibBundle: NibBundle
    ) {
        self.sections = sections
        self.cellSource = cellSource
        registry = CellRegistry(bundle: nibBundle)
        TransitTemplates.register(in: registry)
        super.init()
        title = "Estado del Tránsito"
    }

    /// How many cells were made: by the helper, or by the table's reuse queue from the registered class.
    public var cellsCreated: Int {
        switch cellSource {
        case .customViewHelper: cellsFromTheHelper
        case .registeredClass: reuseStatistics.created
        }
    }

    /// What the table's reuse queue did with the cells of the status identifier.
    public var reuseStatistics: ReuseStatistics {
        tableView.reuseQueue.statistics(for: TransitStatusTableViewCell.reuseIdentifier)
    }

    /// Makes the table the controller's view, as a `UITableViewController` does.
    public override func loadView() {
        view = tableView
    }

    /// Connects the table, and registers the cell class when the cells come from a registration.
    public override func viewDidLoad() {
        tableView.backgroundColor = Self.tableBackgroundColor
        // The background images draw the lines between rows.
        tableView.separatorStyle = .none
        switch cellSource {
        case .customViewHelper:
            // Nothing is registered, so the table cannot know the row height: the tutorial sets it in the xib.
            tableView.rowHeight = TransitStatusTableViewCell.height(forWidth: tableView.bounds.width)
        case .registeredClass:
            // Registering fails only for an empty identifier, which cellc refuses for a template; were the class
            // not registered, the first dequeue would throw it.
            try? tableView.register(TransitStatusTableViewCell.self)
        }
        tableView.dataSource = self
    }

    /// The tutorial's `tableView:cellForRowAtIndexPath:` up to filling the cell: a reused or new cell.
    func statusCell(for indexPath: IndexPath, in tableView: TableView) throws -> TransitStatusTableViewCell {
        let identifier = TransitStatusTableViewCell.reuseIdentifier
        switch cellSource {
        case .customViewHelper:
            if let cell = try tableView.dequeueReusableCell(withIdentifier: identifier) as? TransitStatusTableViewCell {
                return cell
            }
            let cell = try registry.customView(for: TransitStatusTableViewCell.self)
            cellsFromTheHelper += 1
            return cell
        case .registeredClass:
            let cell = try tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            guard let statusCell = cell as? TransitStatusTableViewCell else {
                throw ReuseQueueError.unexpectedCellClass(
                    identifier: identifier, expected: "TransitStatusTableViewCell",
                    actual: String(describing: type(of: cell)))
            }
            return statusCell
        }
    }
}
