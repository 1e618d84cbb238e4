import CellKit

/// An article-cell delegate that keeps the feeds selected, in order, and reports each.
@MainActor
public final class FeedSelectionLog: ArticleCellDelegate {
    /// The feeds selected so far.
    public private(set) var selectedFeeds: [Feed] = []
    /// Called with each feed selected.
    public var onSelect: (@MainActor (Feed) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records `feed`.
    public func articleCell(_ cell: TableViewCell, didSelect feed: Feed) {
        selectedFeeds.append(feed)
        onSelect?(feed)
    }
}
