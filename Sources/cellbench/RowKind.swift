/// The three kinds of row the scroll benchmark's table mixes, each with its own cell class, reuse identifier and
/// height. Rows take their kind from a fixed ten-row pattern, so every run of every size sees the same table.
enum RowKind: Int, CaseIterable {
    case compact
    case detail
    case card

    /// The kinds of ten consecutive rows, repeated down the table: five compact, three detail and two card rows,
    /// spread so that every viewport shows all three.
    static let pattern: [RowKind] = [
        .compact, .detail, .compact, .card, .compact, .detail, .detail, .compact, .card, .compact,
    ]

    /// The height of one repetition of `pattern`, in points.
    static let patternHeight = pattern.reduce(0) { $0 + $1.height }

    /// The kind of row `row`.
    init(row: Int) {
        self = Self.pattern[row % Self.pattern.count]
    }

    /// The reuse identifier its cells are registered and dequeued under.
    var identifier: String {
        switch self {
        case .compact: "CompactCell"
        case .detail: "DetailCell"
        case .card: "CardCell"
        }
    }

    /// The row height, in points.
    var height: Double {
        switch self {
        case .compact: 44
        case .detail: 72
        case .card: 120
        }
    }

    /// The height of a table of `rows` rows.
    static func contentHeight(rows: Int) -> Double {
        let whole = rows / pattern.count
        return Double(whole) * patternHeight + pattern[0..<(rows % pattern.count)].reduce(0) { $0 + $1.height }
    }
}
