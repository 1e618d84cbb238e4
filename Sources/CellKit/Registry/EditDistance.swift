/// Levenshtein distances between names, for "did you mean" suggestions.
enum EditDistance {
    /// The fewest single-character insertions, deletions and substitutions that turn `source` into `target`.
    ///
    /// Characters are compared as grapheme clusters. Two rows of the dynamic-programming table suffice, so the
    /// memory is linear in the target's length.
    static func between(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        guard !source.isEmpty else {
            return target.count
        }
        var previous = Array(0...target.count)
        var current = Array(repeating: 0, count: target.count + 1)
        for (row, sourceCharacter) in source.enumerated() {
            current[0] = row + 1
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }

    /// The candidates within a small distance of `name`, closest first, ties in alphabetical order.
    ///
    /// The allowed distance grows with the name's length (1 up to 4 characters, 2 up to 8, then 3), so short
    /// names do not suggest unrelated ones. A difference only in case costs nothing extra: names are compared
    /// lowercased, then case differences break ties.
    static func suggestions(for name: String, among candidates: some Sequence<String>) -> [String] {
        let limit = name.count <= 4 ? 1 : name.count <= 8 ? 2 : 3
        let lowercasedName = name.lowercased()
        let scored = candidates.compactMap { candidate -> (candidate: String, distance: Int, exact: Int)? in
            let distance = between(lowercasedName, candidate.lowercased())
            guard distance <= limit else {
                return nil
            }
            return (candidate, distance, between(name, candidate))
        }
        return scored.sorted {
            ($0.distance, $0.exact, $0.candidate) < ($1.distance, $1.exact, $1.candidate)
        }
        .map(\.candidate)
    }

    /// "; did you mean 'A', 'B' or 'C'?" for error messages, or nothing without suggestions.
    static func didYouMeanClause(_ suggestions: [String]) -> String {
        guard let last = suggestions.last else {
            return ""
        }
        let quoted = suggestions.map { "'\($0)'" }
        let options = suggestions.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'"
        return "; did you mean \(options)?"
    }
}
