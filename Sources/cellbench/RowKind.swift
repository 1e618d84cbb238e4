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

    /// Adds to `counts` (indexed by `rawValue`) the kinds of the rows of a `rows`-row table whose frames intersect
    /// `top..<top + height`, as a table view finds its visible rows. Computed from the pattern, independently of any
    /// view, in O(visible rows), without allocating.
    static func countVisible(rows: Int, top: Double, height: Double, into counts: inout [Int]) {
        let period = pattern.count
        let repetitions = max(0, Int((top / patternHeight).rounded(.down)))
        var row = repetitions * period
        var rowTop = Double(repetitions) * patternHeight
        let bottom = top + height
        while row < rows, rowTop < bottom {
            let kind = pattern[row % period]
            if rowTop + kind.height > top {
                counts[kind.rawValue] += 1
            }
            rowTop += kind.height
            row += 1
        }
    }
}
