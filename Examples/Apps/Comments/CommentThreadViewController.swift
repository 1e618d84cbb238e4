import CellKit

/// A comment thread: a plain table of `CommentCell`s whose heights come from their messages (`rowHeight`
/// automatic, an estimate of 60 points), measured by the table as each row comes into view.
@MainActor
public final class CommentThreadViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The height a message stands at until the table measures it.
    public static let estimatedHeight = 60.0

    /// The messages, in order.
    public let comments: [Comment]
    /// The table, filling the view from `viewDidLoad()`.
    public let tableView = TableView(frame: .zero)

    /// Creates the thread of `comments`.
    public init(comments: [Comment] = Comment.thread) {
        self.comments = comments
        super.init()
    }

    /// Titles the screen and puts the self-sizing table over the whole view.
    public override func viewDidLoad() {
        title = "Release thread"
        tableView.frame = view.bounds
        tableView.estimatedRowHeight = Self.estimatedHeight
        // Registering fails only for an empty identifier, and this one is not.
        try? tableView.register(factory: { CommentCell() }, forCellReuseIdentifier: CommentCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// One row per message.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        comments.count
    }

    /// A `CommentCell` showing the message.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: CommentCell.identifier, for: indexPath)
        (cell as? CommentCell)?.configure(comments[indexPath.row])
        return cell
    }
}
