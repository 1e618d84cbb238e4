import CellKit
import ExampleCells

/// Seed 003's list on a reusing table: the same users in `UserTableViewCell`s from StackList.cell. The table makes
/// only the cells the screen shows and reuses them as it scrolls; a tap on a row reports its index as the stack
/// list's delegate does.
@MainActor
public final class StackListTableViewController: ViewController {
    /// The users listed.
    public let users: UserList
    /// The table, which is the controller's view.
    public let tableView = TableView(frame: Rect(origin: .zero, size: ViewController.defaultViewSize))
    /// The indices of the rows pressed, in order.
    public private(set) var pressedIndices: [Int] = []
    /// Called with the index of each row pressed.
    public var onItemPressed: (@MainActor (Int) -> Void)?

    /// Creates the controller for `users`.
    public init(users: UserList = .tutorial) {
        self.users = users
        super.init()
        title = "Users (table view)"
    }

    /// What the table's reuse queue did with the user cells.
    public var reuseStatistics: ReuseStatistics {
        tableView.reuseQueue.statistics(for: UserTableViewCell.reuseIdentifier)
    }

    /// Makes the table the controller's view.
    public override func loadView() {
        view = tableView
    }

    /// Registers the cell class and connects the table.
    public override func viewDidLoad() {
        // Registering fails only for an empty identifier, which cellc refuses for a template; were the class not
        // registered, the first dequeue would throw it.
        try? tableView.register(UserTableViewCell.self)
        tableView.dataSource = self
        tableView.delegate = self
    }
}

extension StackListTableViewController: TableViewDataSource {
    /// One row per user.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        users.count
    }

    /// The user cell's identifier, so the table takes the row height from the template.
    public func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        UserTableViewCell.reuseIdentifier
    }

    /// A reused or new user cell showing the row's user; selected, it shows the cell's default grey background.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(UserTableViewCell.self, for: indexPath)
        cell.userLabel.text = users.name(at: indexPath.row)
        return cell
    }
}

extension StackListTableViewController: TableViewDelegate {
    /// Records the press and reports it, as the stack list's `itemPressedAtIndex` does.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        pressedIndices.append(indexPath.row)
        onItemPressed?(indexPath.row)
    }
}
