import CellKit
import ExampleCells

/// The cells of Comments.cell, one template for each depth of reply, each showing a message's author and text.
/// Their height is `auto`: each answers `systemLayoutSizeFitting(_:)` from its labels' text at the table's width.
@MainActor
public protocol MessageCell: TableViewCell {
    /// The author's name.
    var authorLabel: Label { get }
    /// The message, wrapped.
    var bodyLabel: Label { get }
}

extension MessageCell {
    /// Shows `comment`.
    public func configure(_ comment: Comment) {
        authorLabel.text = comment.author
        bodyLabel.text = comment.text
    }
}

extension ThreadCommentCell: MessageCell {}
extension ThreadReplyCell: MessageCell {}
extension ThreadNestedReplyCell: MessageCell {}

extension Comment {
    /// The template of the message's depth: a comment, a reply, or a reply to a reply (and deeper).
    var cellType: any CellTemplate.Type {
        switch depth {
        case ...0: ThreadCommentCell.self
        case 1: ThreadReplyCell.self
        default: ThreadNestedReplyCell.self
        }
    }
}
