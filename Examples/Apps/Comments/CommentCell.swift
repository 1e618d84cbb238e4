import CellKit

/// A message of the thread: its author in bold grey above its text, which wraps to as many lines as it needs,
/// indented by its depth. A self-sizing cell: its height is its content's at the table's width, which it gives in
/// `systemLayoutSizeFitting(_:)`, as a UIKit cell's constraints would.
///
/// Written by hand, as a `TableViewCell` subclass: the `.cell` language's `height = auto` (branch h-autosize) is not
/// merged yet; once it is, this class becomes a template whose height is `auto`.
@MainActor
public final class CommentCell: TableViewCell {
    /// The reuse identifier.
    public static let identifier = "CommentCell"
    /// The space around the content, and between the author and the text.
    static let margin = 12.0
    static let spacing = 4.0
    /// The indentation of each level of reply.
    static let indentation = 20.0

    /// The author's name.
    public let authorLabel = Label()
    /// The message, wrapped.
    public let bodyLabel = Label()
    /// How deep the message replies.
    public var depth = 0 {
        didSet { setNeedsLayout() }
    }

    /// Creates an empty cell.
    public init() {
        super.init(style: .default, reuseIdentifier: Self.identifier)
        selectionStyle = .none
        authorLabel.font = .boldSystemFont(ofSize: 13)
        authorLabel.textColor = .gray
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        contentView.addSubview(authorLabel)
        contentView.addSubview(bodyLabel)
    }

    /// Shows `comment`.
    public func configure(_ comment: Comment) {
        authorLabel.text = comment.author
        bodyLabel.text = comment.text
        depth = comment.depth
    }

    /// The cell's height at `targetSize.width`: the margins, the author's line, the spacing and the text wrapped at
    /// the width left by the margins and the indentation.
    public override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        let frames = contentFrames(width: targetSize.width)
        return Size(width: targetSize.width, height: frames.body.maxY + Self.margin)
    }

    /// Lays the labels out as `systemLayoutSizeFitting(_:)` measured them.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let frames = contentFrames(width: contentView.bounds.width)
        authorLabel.frame = frames.author
        bodyLabel.frame = frames.body
    }

    /// The frames of the author and of the text in a cell `width` wide: one computation for measuring and layout.
    private func contentFrames(width: Double) -> (author: Rect, body: Rect) {
        let left = Self.margin + Double(depth) * Self.indentation
        let available = max(0, width - left - Self.margin)
        let authorHeight = authorLabel.sizeThatFits(Size(width: available, height: .infinity)).height
        let bodyHeight = bodyLabel.sizeThatFits(Size(width: available, height: .infinity)).height
        let author = Rect(x: left, y: Self.margin, width: available, height: authorHeight)
        let body = Rect(x: left, y: author.maxY + Self.spacing, width: available, height: bodyHeight)
        return (author, body)
    }
}
