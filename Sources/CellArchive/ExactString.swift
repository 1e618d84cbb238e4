/// A string compared and hashed by its UTF-8 bytes.
///
/// Swift's `String` equality is canonical equivalence, so `"é"` and `"e\u{301}"` are equal strings. The string table
/// interns by bytes instead, so an archive keeps exactly the bytes the compiler wrote and every valid archive has
/// one encoding.
struct ExactString: Hashable {
    /// The string.
    let string: String

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for byte in string.utf8 {
            hasher.combine(byte)
        }
    }
}
