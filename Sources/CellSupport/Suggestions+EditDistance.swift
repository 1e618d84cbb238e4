extension Suggestions {
    /// A word as two parallel arrays of scalar values: exactly as written, and lowercased.
    struct FoldedText {
        let exact: [UInt32]
        let folded: [UInt32]

        init(_ text: String) {
            exact = text.unicodeScalars.map(\.value)
            folded = text.unicodeScalars.map(FoldedText.fold)
        }

        var count: Int { exact.count }

        /// The lowercase of `scalar` when that is a single scalar, else `scalar` itself.
        private static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
            if scalar.isASCII {
                return (65...90).contains(scalar.value) ? scalar.value + 32 : scalar.value
            }
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            return lower.count == 1 ? lower.first.map(\.value) ?? scalar.value : scalar.value
        }
    }

    /// How far apart two words are: edits ignoring case first, then the number of letters that differ only in case.
    struct Distance: Hashable, Comparable {
        /// Insertions, deletions, substitutions and swaps of neighbours, comparing without case.
        var edits: Int
        /// Letters that match only when case is ignored.
        var caseChanges: Int

        static func < (lhs: Distance, rhs: Distance) -> Bool {
            (lhs.edits, lhs.caseChanges) < (rhs.edits, rhs.caseChanges)
        }
    }

    /// The distance from `source` to `target`, or nil when it takes more than `maximumEdits` edits.
    ///
    /// This is the restricted Damerau-Levenshtein distance (optimal string alignment) with costs chosen so one
    /// computation finds both parts of ``Distance``: an edit costs more than every case change the words could hold
    /// together, so the cheapest alignment has the fewest edits and, among those, the fewest case changes. Only three
    /// rows of the table are kept, so memory is linear in the target's length, and the computation stops as soon as a
    /// whole row is over the limit.
    static func distance(_ source: FoldedText, _ target: FoldedText, maximumEdits: Int) -> Distance? {
        guard abs(source.count - target.count) <= maximumEdits else { return nil }
        let edit = max(source.count, target.count) + 1
        let limit = maximumEdits * edit + edit - 1
        let width = target.count + 1
        var beforePrevious = [Int](repeating: 0, count: width)
        var previous = (0..<width).map { $0 * edit }
        var current = [Int](repeating: 0, count: width)
        for row in 1..<(source.count + 1) {
            current[0] = row * edit
            var rowMinimum = current[0]
            for column in 1..<width {
                let substitution: Int
                if source.exact[row - 1] == target.exact[column - 1] {
                    substitution = 0
                } else if source.folded[row - 1] == target.folded[column - 1] {
                    substitution = 1
                } else {
                    substitution = edit
                }
                var cost = min(previous[column - 1] + substitution, previous[column] + edit, current[column - 1] + edit)
                if row > 1, column > 1, source.folded[row - 1] == target.folded[column - 2],
                    source.folded[row - 2] == target.folded[column - 1]
                {
                    cost = min(cost, beforePrevious[column - 2] + edit)
                }
                current[column] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            if rowMinimum > limit {
                return nil
            }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        let total = previous[width - 1]
        return total <= limit ? Distance(edits: total / edit, caseChanges: total % edit) : nil
    }
}
