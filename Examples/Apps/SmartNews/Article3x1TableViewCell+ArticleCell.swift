import ExampleCells

extension Article3x1TableViewCell: ArticleCell {
    /// The large article on the right, then the small ones on the left from top to bottom.
    public var slots: [ArticleSlot] {
        [
            ArticleSlot(thumbnailButton: rightThumbnailButton, titleLabel: rightTitleLabel),
            ArticleSlot(thumbnailButton: leftTopThumbnailButton, titleLabel: leftTopTitleLabel),
            ArticleSlot(thumbnailButton: leftMiddleThumbnailButton, titleLabel: leftMiddleTitleLabel),
            ArticleSlot(thumbnailButton: leftBottomThumbnailButton, titleLabel: leftBottomTitleLabel),
        ]
    }
}
