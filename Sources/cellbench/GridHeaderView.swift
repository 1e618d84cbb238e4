import CellKit

/// The header of a section of the grid: the section's title, and its number of items at the trailing edge.
final class GridHeaderView: CollectionReusableView, BenchmarkCell {
    /// The identifier headers are registered and dequeued under.
    static let identifier = "GridHeader"

    private let title = Label()
    private let count = Label()

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        title.font = .boldSystemFont(ofSize: 17)
        count.font = .systemFont(ofSize: 13)
        count.textColor = .gray
        count.textAlignment = .right
        addSubview(title)
        addSubview(count)
    }

    func configure(row: Int) {
        title.text = RowContent.pick(RowContent.titles, row)
        count.text = RowContent.pick(RowContent.footnotes, row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 20)
        title.frame = Rect(x: 10, y: 10, width: width * 0.7, height: 22)
        count.frame = Rect(x: 10 + width * 0.7, y: 12, width: width * 0.3, height: 18)
    }
}
