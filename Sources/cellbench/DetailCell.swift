import CellKit

/// The 72-point row: a title over a grey subtitle.
final class DetailCell: TableViewCell, BenchmarkCell {
    private let title = Label()
    private let subtitle = Label()

    init() {
        super.init(style: .default, reuseIdentifier: RowKind.detail.identifier)
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .gray
        contentView.addSubview(title)
        contentView.addSubview(subtitle)
    }

    func configure(row: Int) {
        title.text = RowContent.pick(RowContent.titles, row)
        subtitle.text = RowContent.pick(RowContent.subtitles, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, contentView.bounds.width - 30)
        title.frame = Rect(x: 15, y: 12, width: width, height: 24)
        subtitle.frame = Rect(x: 15, y: 40, width: width, height: 20)
    }
}
