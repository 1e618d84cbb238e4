import CellKit

/// A cell of one of the article patterns, seen through its slots: what the three generated classes share.
@MainActor
public protocol ArticleCell: TableViewCell {
    /// The slots in feed order: slot `i` has the thumbnail button tagged `i`.
    var slots: [ArticleSlot] { get }
}

extension ArticleCell {
    /// Shows `feeds` in the slots in order, hiding the slots left over; the headlines of the feeds whose indices
    /// are in `readFeeds` are dimmed.
    public func show(_ feeds: ArraySlice<Feed>, readFeeds: Set<Int> = []) {
        for (index, slot) in slots.enumerated() {
            let position = feeds.startIndex + index
            let feed = position < feeds.endIndex ? feeds[position] : nil
            slot.show(feed, isRead: feed != nil && readFeeds.contains(position))
        }
    }
}
