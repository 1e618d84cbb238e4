import CellKit

/// The 120-point row: a photo beside a title, two lines of body text and a footnote.
final class CardCell: TableViewCell, BenchmarkCell {
    private let photo = ImageView(frame: .zero)
    private let title = Label()
    private let body = Label()
    private let footnote = Label()

    init() {
        super.init(style: .default, reuseIdentifier: RowKind.card.identifier)
        body.numberOfLines = 2
        body.font = .systemFont(ofSize: 14)
        footnote.font = .systemFont(ofSize: 12)
        footnote.textColor = .gray
        for view in [photo, title, body, footnote] {
            contentView.addSubview(view)
        }
    }

    func configure(row: Int) {
        photo.image = RowContent.pick(RowContent.photos, row)
        title.text = RowContent.pick(RowContent.titles, row)
        body.text = RowContent.pick(RowContent.bodies, row)
        footnote.text = RowContent.pick(RowContent.footnotes, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let textX = 12 + 96 + 12.0
        let width = max(0, contentView.bounds.width - textX - 12)
        photo.frame = Rect(x: 12, y: 12, width: 96, height: 96)
        title.frame = Rect(x: textX, y: 12, width: width, height: 22)
        body.frame = Rect(x: textX, y: 38, width: width, height: 40)
        footnote.frame = Rect(x: textX, y: 86, width: width, height: 18)
    }
}
