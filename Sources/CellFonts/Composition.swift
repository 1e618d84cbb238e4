/// The precomposed letters a base and a combining mark compose to, for the scripts the faces cover (Latin, Greek,
/// Cyrillic), found without normalization tables of our own.
///
/// Swift's `String` compares and hashes by canonical equivalence, so a dictionary keyed by each precomposed
/// scalar's one-scalar text finds it from any text canonically equivalent to it: `"i\u{308}"` finds `ï`.
enum Composition {
    /// The scripts' blocks of precomposed letters: Latin-1 to Latin Extended-B, Greek, Cyrillic, Latin Extended
    /// Additional and Greek Extended.
    private static let blocks: [ClosedRange<UInt32>] = [
        0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1EFF, 0x1F00...0x1FFF,
    ]

    /// Each precomposed scalar by its text; of two canonically equivalent scalars (Greek's oxia and tonos forms),
    /// the first, which is the composed form.
    private static let precomposed: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [:]
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let key = String(Character(scalar))
                if table[key] == nil {
                    table[key] = scalar
                }
            }
        }
        return table
    }()

    /// The scalar `base` and `mark` compose to, or nil.
    static func composed(_ base: Unicode.Scalar, _ mark: Unicode.Scalar) -> Unicode.Scalar? {
        var text = String(Character(base))
        text.unicodeScalars.append(mark)
        return precomposed[text]
    }
}
