import CellKit

/// What is told when an article is tapped: the tutorial's cell delegate.
@MainActor
public protocol ArticleCellDelegate: AnyObject {
    /// Called when the thumbnail of `feed` is tapped in `cell`.
    func articleCell(_ cell: TableViewCell, didSelect feed: Feed)
}
