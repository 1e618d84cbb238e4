/// The rows of the scroll benchmark's table as its `VisibilityTracker` counts them: `rows` rows whose kinds follow
/// `RowKind.pattern`, each as tall as its kind, counted by `RowKind.rawValue`.
struct RowPattern: VisibleItemModel {
    /// The number of rows.
    let rows: Int

    var kindCount: Int { RowKind.allCases.count }

    /// Adds the kinds of the rows whose frames intersect `top..<top + height`, as a table view finds its visible
    /// rows: it jumps to the repetition of the pattern holding `top`, then walks the visible rows.
    func countVisible(top: Double, height: Double, into counts: inout [Int]) {
        let pattern = RowKind.pattern
        let period = pattern.count
        let repetitions = max(0, Int((top / RowKind.patternHeight).rounded(.down)))
        var row = repetitions * period
        var rowTop = Double(repetitions) * RowKind.patternHeight
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
