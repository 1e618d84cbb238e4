/// The texts of the self-sizing benchmark's rows: a pool of 1 024 random texts of very different lengths (from none
/// to about 100 words, most short, one in eight long), built once from a fixed seed; row `row` shows the text a
/// hash of `row` picks, so a million rows cost no memory beyond the pool and binding a row allocates nothing.
enum RandomTexts {
    static let pool: [String] = {
        var state: UInt64 = 0x5EED
        return (0..<1_024).map { _ in
            let words = next(&state) % 8 == 0 ? Int(next(&state) % 100) : Int(next(&state) % 15)
            return (0..<words).map { _ in vocabulary[Int(next(&state) % UInt64(vocabulary.count))] }
                .joined(separator: " ")
        }
    }()

    /// Words of one to thirteen letters.
    private static let vocabulary = [
        "a", "to", "the", "reply", "thread", "message", "comments", "I", "agree", "with", "everything", "said",
        "above", "notwithstanding", "but", "why", "not", "ship", "it", "tomorrow?",
    ]

    /// The text of row `row`.
    static func text(ofRow row: Int) -> String {
        var state = UInt64(truncatingIfNeeded: row)
        return pool[Int(next(&state) % UInt64(pool.count))]
    }

    /// SplitMix64's next value.
    private static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
