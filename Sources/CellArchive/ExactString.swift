/// A string compared and hashed by its UTF-8 bytes.
///
/// Swift's `String` equality is canonical equivalence, so `"é"` and `"e\u{301}"` are equal strings. The string table
/// interns by bytes instead, so an archive keeps exactly the bytes the compiler wrote and every valid archive has
/// one encoding.
struct ExactString: Hashable {
    /// The string.
    let string: String

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        let left = lhs.string.utf8
        let right = rhs.string.utf8
        guard left.count == right.count else {
            return false
        }
        // Native strings store their UTF-8 contiguously: compare the buffers eight bytes at a time.
        let equal = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                ExactString.equal(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
            }
        }
        return (equal ?? nil) ?? left.elementsEqual(right)
    }

    /// Whether two buffers of the same size hold the same bytes, compared a word at a time.
    private static func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let words = left.count / 8
        for word in 0..<words {
            let offset = word * 8
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
        }
        for offset in words * 8..<left.count where left[offset] != right[offset] {
            return false
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        // One call for the whole buffer: combining byte by byte costs a hasher round per byte.
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in string.utf8 {
                hasher.combine(byte)
            }
        }
    }
}
