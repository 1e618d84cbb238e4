import ExampleCells

extension Article1x1TableViewCell: ArticleCell {
    /// The left article, then the right one.
    public var slots: [ArticleSlot] {
        [
            ArticleSlot(thumbnailButton: leftThumbnailButton, titleLabel: leftTitleLabel),
            ArticleSlot(thumbnailButton: rightThumbnailButton, titleLabel: rightTitleLabel),
        ]
    }
}
