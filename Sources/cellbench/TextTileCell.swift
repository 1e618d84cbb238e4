import CellKit

/// The grid's line of text: a title over two lines of body text, across the whole grid.
final class TextTileCell: CollectionViewCell, BenchmarkCell {
    private let title = Label()
    private let body = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 15)
        body.font = .systemFont(ofSize: 13)
        body.numberOfLines = 2
        contentView.addSubview(title)
        contentView.addSubview(body)
    }

    func configure(row: Int) {
        title.text = RowContent.pick(RowContent.titles, row)
        body.text = RowContent.pick(RowContent.bodies, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, contentView.bounds.width - 16)
        title.frame = Rect(x: 8, y: 4, width: width, height: 20)
        body.frame = Rect(x: 8, y: 26, width: width, height: 34)
    }
}
