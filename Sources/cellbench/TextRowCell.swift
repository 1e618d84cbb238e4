import CellKit

/// The self-sizing benchmark's cell: a wrapping label inside 12-point margins, as tall as its text. It measures
/// itself as a hand-written self-sizing cell does (UIKit's `systemLayoutSizeFitting(_:)`), and counts each
/// measurement of its row in `asks`.
final class TextRowCell: TableViewCell {
    static let identifier = "Text"
    private static let margin = 12.0
    private let body = Label()
    private let asks: HeightAsks
    /// The row the cell shows.
    private var row = 0

    init(asks: HeightAsks) {
        self.asks = asks
        super.init(style: .default, reuseIdentifier: Self.identifier)
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 15)
        contentView.addSubview(body)
    }

    /// Shows row `row`'s text.
    func configure(row: Int) {
        self.row = row
        body.text = RandomTexts.text(ofRow: row)
    }

    override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        asks.record(row: row)
        let width = max(0, targetSize.width - 2 * Self.margin)
        let text = body.sizeThatFits(Size(width: width, height: .infinity))
        return Size(width: targetSize.width, height: (text.height + 2 * Self.margin).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        body.frame = contentView.bounds.insetBy(dx: Self.margin, dy: Self.margin)
    }
}

/// How many times the table asked each row's height: a bit per row asked once, and a count of the asks that came
/// again for a row already asked. 1 bit per row, so a million rows cost 125 KB.
final class HeightAsks {
    private var asked: [UInt64]
    /// All asks.
    private(set) var total = 0
    /// The distinct rows asked.
    private(set) var rows = 0
    /// Asks for a row already asked.
    private(set) var repeats = 0

    init(rows: Int) {
        asked = [UInt64](repeating: 0, count: (rows + 63) / 64)
    }

    func record(row: Int) {
        total += 1
        let bit: UInt64 = 1 << UInt64(row % 64)
        if asked[row / 64] & bit != 0 {
            repeats += 1
        } else {
            asked[row / 64] |= bit
            rows += 1
        }
    }
}
