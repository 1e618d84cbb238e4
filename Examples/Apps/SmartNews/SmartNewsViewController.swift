import CellKit
import ExampleCells

/// The screen of seed 004's news reader: the title bar and the edition's date over a table of articles whose rows
/// follow the tutorial's patterns, each feed shown once in order (`FeedPlanner`).
///
/// The tutorial's cells keep their feeds and a delegate, and tell it which feed was tapped. Generated classes cannot
/// gain stored properties in an extension, so here the controller is every cell's action target: it finds the
/// tapped slot's feed from the row under the button and the button's tag, and tells the delegate on the cell's
/// behalf.
@MainActor
public final class SmartNewsViewController: ViewController {
    /// The feeds of the edition, in order.
    public let feeds: [Feed]
    /// Which feeds each row shows.
    public let planner: FeedPlanner
    /// The title bar and the update bar.
    public let headerView = SmartNewsHeaderView()
    /// The table of articles.
    public let tableView = TableView(frame: Rect(origin: .zero, size: ViewController.defaultViewSize))
    /// The object told when an article is tapped.
    public weak var delegate: (any ArticleCellDelegate)?
    /// The indices of the feeds tapped, whose headlines are dimmed.
    public private(set) var readFeeds: Set<Int> = []

    /// Creates the screen for `feeds`.
    public init(feeds: [Feed] = Feed.samples) {
        self.feeds = feeds
        planner = FeedPlanner(feedCount: feeds.count)
        super.init()
    }

    /// The bars over the table, as the tutorial's view hierarchy has them: a vertical stack whose last view, the
    /// table, takes the height the bars leave.
    public override func loadView() {
        let stack = StackView(arrangedSubviews: [headerView, tableView])
        stack.axis = .vertical
        stack.frame = Rect(origin: .zero, size: ViewController.defaultViewSize)
        stack.backgroundColor = .white
        view = stack
    }

    /// Registers the three article cells and connects the table.
    ///
    /// The tutorial registers a nib per cell (`registerNib:forCellReuseIdentifier:`). SmartNews.cell holds the three
    /// cells in one nib, so their classes are registered instead, whose generated initializers build the same views.
    public override func viewDidLoad() {
        // Registering fails only for an empty identifier, which cellc refuses for a template; were a class not
        // registered, the first dequeue of its rows would throw it.
        try? tableView.register(Article1x1TableViewCell.self)
        try? tableView.register(Article1x3TableViewCell.self)
        try? tableView.register(Article3x1TableViewCell.self)
        // The cells draw their own rules between articles and rows.
        tableView.separatorStyle = .none
        tableView.dataSource = self
    }

    /// The index of the feed whose thumbnail `button` is, or nil when it is not in a displayed row's slot.
    public func feedIndex(of button: Button) -> Int? {
        guard let indexPath = indexPathForRow(of: button) else {
            return nil
        }
        let feedsOfRow = planner.feeds(forRow: indexPath.row)
        let index = feedsOfRow.lowerBound + button.tag
        return feedsOfRow.contains(index) ? index : nil
    }

    /// Marks the feed at `index` read and dims its headline if its row is displayed.
    func markRead(_ index: Int) {
        readFeeds.insert(index)
        for cell in tableView.visibleCells {
            if let articles = cell as? any ArticleCell, let row = tableView.indexPath(for: cell)?.row {
                articles.show(feeds[planner.feeds(forRow: row)], readFeeds: readFeeds)
            }
        }
    }

    /// The row `view` is shown in, found from the position of its centre in the table, as UIKit code finds it;
    /// nil when the view is not in the table (in a cell waiting for reuse, say) or not over a row.
    func indexPathForRow(of view: View) -> IndexPath? {
        guard view.isDescendant(of: tableView) else {
            return nil
        }
        let centre = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: tableView)
        return tableView.indexPathForRow(at: centre)
    }
}
