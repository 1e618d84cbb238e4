import CellKit

/// The grid's wide tile: a photo two tiles wide under a title and a subtitle.
final class WideTileCell: CollectionViewCell, BenchmarkCell {
    private let photo = ImageView(frame: .zero)
    private let title = Label()
    private let subtitle = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 15)
        title.textColor = .white
        subtitle.font = .systemFont(ofSize: 12)
        subtitle.textColor = .white
        for view in [photo, title, subtitle] {
            contentView.addSubview(view)
        }
    }

    func configure(row: Int) {
        photo.image = RowContent.pick(RowContent.photos, row)
        title.text = RowContent.pick(RowContent.titles, row)
        subtitle.text = RowContent.pick(RowContent.subtitles, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let width = max(0, bounds.width - 16)
        photo.frame = bounds
        title.frame = Rect(x: 8, y: max(0, bounds.height - 44), width: width, height: 20)
        subtitle.frame = Rect(x: 8, y: max(0, bounds.height - 22), width: width, height: 16)
    }
}
