import CellKit
import ExampleCells

/// A comment thread: a plain table of the cells of Comments.cell (a comment, a reply, a reply to a reply), whose
/// heights come from their messages (`height = auto`, so `rowHeight` automatic, and an estimate of 60 points),
/// measured by the table as each row comes into view.
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
        // Registering fails only for an empty identifier, and these are the templates' names.
        try? tableView.register(ThreadCommentCell.self)
        try? tableView.register(ThreadReplyCell.self)
        try? tableView.register(ThreadNestedReplyCell.self)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    /// One row per message.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        comments.count
    }

    /// The cell of the message's depth, showing it.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let comment = comments[indexPath.row]
        let cell = try tableView.dequeueReusableCell(withIdentifier: comment.cellType.reuseIdentifier, for: indexPath)
        (cell as? any MessageCell)?.configure(comment)
        return cell
    }

    /// The template the row dequeues, whose `height(forWidth:)` (automatic: the height is `auto`) makes it
    /// self-sizing.
    public func tableView(_ tableView: TableView, reuseIdentifierForRowAt indexPath: IndexPath) -> String? {
        comments[indexPath.row].cellType.reuseIdentifier
    }
}
