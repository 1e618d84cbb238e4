import CellKit

/// The 44-point row: an icon and a title on one line, with a disclosure indicator.
final class CompactCell: TableViewCell, BenchmarkCell {
    private let icon = ImageView(frame: .zero)
    private let title = Label()

    init() {
        super.init(style: .default, reuseIdentifier: RowKind.compact.identifier)
        accessoryType = .disclosureIndicator
        contentView.addSubview(icon)
        contentView.addSubview(title)
    }

    func configure(row: Int) {
        icon.image = RowContent.pick(RowContent.icons, row)
        title.text = RowContent.pick(RowContent.titles, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        icon.frame = Rect(x: 15, y: (bounds.height - 24) / 2, width: 24, height: 24)
        title.frame = Rect(x: 54, y: 0, width: max(0, bounds.width - 69), height: bounds.height)
    }
}
