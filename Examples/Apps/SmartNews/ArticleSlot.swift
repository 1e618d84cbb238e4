import CellKit

/// One article's place in a cell: the thumbnail button, tagged with the slot's index, and the title label.
@MainActor
public struct ArticleSlot {
    /// The opacity of the headline of an article already read: dimmed, as SmartNews greys what you have read.
    nonisolated public static let readTitleAlpha = 0.4

    /// The button showing the thumbnail; a tap on it selects the article.
    public let thumbnailButton: Button
    /// The label showing the headline.
    public let titleLabel: Label

    /// Creates a slot of a cell's button and label.
    public init(thumbnailButton: Button, titleLabel: Label) {
        self.thumbnailButton = thumbnailButton
        self.titleLabel = titleLabel
    }

    /// Shows `feed`, its headline dimmed if `isRead`, or hides the slot when there is no feed. Every property is
    /// set each time, so a reused cell keeps nothing of the row it showed before.
    public func show(_ feed: Feed?, isRead: Bool = false) {
        thumbnailButton.backgroundImage = feed.map { Image(named: $0.thumbnail) }
        thumbnailButton.isHidden = feed == nil
        titleLabel.text = feed?.title
        titleLabel.isHidden = feed == nil
        titleLabel.alpha = isRead ? Self.readTitleAlpha : 1
    }
}
