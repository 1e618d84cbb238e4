import CellKit

/// The grid's square photo: the picture filling the tile, a caption along its bottom edge.
final class PhotoTileCell: CollectionViewCell, BenchmarkCell {
    private let photo = ImageView(frame: .zero)
    private let caption = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        caption.font = .systemFont(ofSize: 12)
        caption.textColor = .white
        contentView.addSubview(photo)
        contentView.addSubview(caption)
    }

    func configure(row: Int) {
        photo.image = RowContent.pick(RowContent.photos, row)
        caption.text = RowContent.pick(RowContent.subtitles, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        photo.frame = bounds
        caption.frame = Rect(x: 6, y: max(0, bounds.height - 22), width: max(0, bounds.width - 12), height: 18)
    }
}
