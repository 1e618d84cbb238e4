/// "Did you mean" suggestions: the known names closest to a misspelt one.
///
/// Names are compared by edit distance over Unicode scalars without case; among names as many edits away, fewer
/// differences in case come first, so a name that differs only in case is always the closest: `TEXTCOLOR` finds
/// `textColor` before `TEXTCOLOUR`. Swapping two neighbouring characters counts as one edit, not two, because it is
/// the most common slip (`Lable` for `Label`).
public enum Suggestions {
    /// A word longer than this many UTF-8 bytes gets no suggestions: the edit distance takes time in the product
    /// of two lengths, and no one misspells a name of thousands of characters.
    public static let maximumWordLength = 128

    /// The at most three candidates closest to `word`, nearest first, ties broken by name.
    ///
    /// A candidate is kept when it is at most `max(1, n / 3)` edits from `word`, `n` being the scalar count of `word`
    /// (one slip in a short name, one in three characters in a longer one), and those edits change less than half of
    /// the longer of the two, so `-x` is not "corrected" into `-h`. `word` itself is never suggested, and a candidate
    /// listed twice is suggested once. A word longer than ``maximumWordLength`` gets none.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> [String] {
        guard word.utf8.count <= maximumWordLength else { return [] }
        let target = FoldedText(word)
        let maximumEdits = max(1, target.count / 3)
        var seen: Set<String> = []
        var matches: [(distance: Distance, name: String)] = []
        // A scalar takes at most 4 bytes, so a longer candidate is more than maximumEdits away; skipping it before
        // folding keeps a long name in scope from costing its length for every unknown word.
        let longestCandidate = 4 * (target.count + maximumEdits)
        for candidate in candidates
        where candidate.utf8.count <= longestCandidate && candidate != word && seen.insert(candidate).inserted {
            let folded = FoldedText(candidate)
            guard let distance = distance(target, folded, maximumEdits: maximumEdits),
                2 * distance.edits < max(target.count, folded.count)
            else { continue }
            matches.append((distance, candidate))
        }
        matches.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return matches.prefix(3).map(\.name)
    }

    /// `did you mean 'x'?`, `did you mean 'x' or 'y'?` or `did you mean 'x', 'y' or 'z'?`; nil when nothing is close.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        didYouMean(closest(to: word, among: candidates))
    }

    /// The question for suggestions already found (by ``closest(to:among:)``); nil when there are none.
    public static func didYouMean(_ suggestions: [String]) -> String? {
        let quoted = suggestions.map { "'\($0)'" }
        guard let last = quoted.last else { return nil }
        let others = quoted.dropLast()
        return "did you mean " + (others.isEmpty ? last : others.joined(separator: ", ") + " or " + last) + "?"
    }

    /// The question as a clause that ends a message: `; did you mean 'x'?`, or nothing when there are no suggestions.
    public static func clause(_ suggestions: [String]) -> String {
        didYouMean(suggestions).map { "; " + $0 } ?? ""
    }
}
