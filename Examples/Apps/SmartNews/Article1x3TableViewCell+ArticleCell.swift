import ExampleCells

extension Article1x3TableViewCell: ArticleCell {
    /// The large article on the left, then the small ones on the right from top to bottom.
    public var slots: [ArticleSlot] {
        [
            ArticleSlot(thumbnailButton: leftThumbnailButton, titleLabel: leftTitleLabel),
            ArticleSlot(thumbnailButton: rightTopThumbnailButton, titleLabel: rightTopTitleLabel),
            ArticleSlot(thumbnailButton: rightMiddleThumbnailButton, titleLabel: rightMiddleTitleLabel),
            ArticleSlot(thumbnailButton: rightBottomThumbnailButton, titleLabel: rightBottomTitleLabel),
        ]
    }
}
