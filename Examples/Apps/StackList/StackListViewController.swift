import CellKit

/// Seed 003's view controller: a `CustomStackTableView` in a scroll view, whose delegate it is. It makes a label
/// for every one of its users when the view loads, and records the items pressed.
@MainActor
public final class StackListViewController: ViewController {
    /// The room on each side of the labels, the table cells' text margin.
    nonisolated public static let margin = 16.0

    /// The users listed.
    public let users: UserList
    /// The home-made table (the tutorial's outlet `tableView`).
    public let tableView = CustomStackTableView()
    /// The scroll view the table scrolls in, which is the controller's view.
    public let scrollView: StackScrollView
    /// How many item views the table asked for: one per item, all at once.
    public private(set) var itemsCreated = 0
    /// The indices of the items pressed, in order.
    public private(set) var pressedIndices: [Int] = []
    /// Called with the index of each item pressed (where the tutorial prints "Item pressed at index ...").
    public var onItemPressed: (@MainActor (Int) -> Void)?

    /// Creates the controller for `users`.
    public init(users: UserList = .tutorial) {
        self.users = users
        scrollView = StackScrollView(
            stackView: tableView, horizontalMargin: Self.margin,
            frame: Rect(origin: .zero, size: ViewController.defaultViewSize))
        super.init()
        title = "Users (stack view)"
    }

    /// Makes the scroll view the controller's view.
    public override func loadView() {
        view = scrollView
    }

    /// Configures the table, as the tutorial's outlet does when it is set.
    public override func viewDidLoad() {
        scrollView.backgroundColor = .white
        tableView.delegate = self
        tableView.configure()
    }

    /// The item view at `index`, or nil when there is none.
    public func itemView(at index: Int) -> View? {
        tableView.arrangedSubviews.indices.contains(index) ? tableView.arrangedSubviews[index] : nil
    }
}

extension StackListViewController: CustomStackTableViewDelegate {
    /// Records the press and reports it.
    public func itemPressedAtIndex(index: Int) {
        pressedIndices.append(index)
        onItemPressed?(index)
    }

    /// A new label showing the user at `index`, as the tutorial's.
    public func itemForRowAtIndex(index: Int) -> View {
        itemsCreated += 1
        let label = Label()
        label.text = users.name(at: index)
        return label
    }

    /// The number of users.
    public func numberOfItems() -> Int {
        users.count
    }
}
