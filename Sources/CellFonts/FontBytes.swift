/// A bounds-checked, big-endian view of one table of a font file: every read names the table and the offset it
/// failed at, so a malformed file is an error, never an out-of-bounds read.
struct FontBytes {
    /// The whole file.
    let bytes: [UInt8]
    /// The table's tag, for errors.
    let table: String
    /// Where the table starts in `bytes`.
    let start: Int
    /// How many bytes the table has.
    let count: Int

    /// The table of `count` bytes at `start`; a table that does not lie inside the file is `truncated`.
    init(_ bytes: [UInt8], table: String, start: Int, count: Int) throws(FontFileError) {
        guard start >= 0, count >= 0, start <= bytes.count, count <= bytes.count - start else {
            throw FontFileError(table: table, offset: max(0, start), reason: .truncated)
        }
        self.bytes = bytes
        self.table = table
        self.start = start
        self.count = count
    }

    /// The error at `offset` of the table.
    func error(_ reason: FontFileError.Reason, at offset: Int) -> FontFileError {
        FontFileError(table: table, offset: start + max(0, min(offset, count)), reason: reason)
    }

    /// Checks that `length` bytes at `offset` lie inside the table.
    func check(_ offset: Int, _ length: Int) throws(FontFileError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error(.truncated, at: offset)
        }
    }

    /// The unsigned byte at `offset`.
    func u8(_ offset: Int) throws(FontFileError) -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    /// The big-endian `uint16` at `offset`.
    func u16(_ offset: Int) throws(FontFileError) -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
    }

    /// The big-endian `int16` at `offset`.
    func i16(_ offset: Int) throws(FontFileError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    /// The big-endian `uint32` at `offset`.
    func u32(_ offset: Int) throws(FontFileError) -> UInt32 {
        try check(offset, 4)
        let base = start + offset
        return UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16 | UInt32(bytes[base + 2]) << 8
            | UInt32(bytes[base + 3])
    }

    /// `length` bytes at `offset` as a sub-view of the same table, for a subtable whose own offsets start there.
    func slice(_ offset: Int, _ length: Int) throws(FontFileError) -> FontBytes {
        try check(offset, length)
        return try FontBytes(bytes, table: table, start: start + offset, count: length)
    }

    /// The rest of the table from `offset`, for a subtable whose length is not known up front.
    func slice(from offset: Int) throws(FontFileError) -> FontBytes {
        try check(offset, 0)
        return try slice(offset, count - offset)
    }

    /// `count` big-endian `uint16` values from `offset`.
    func u16Array(_ offset: Int, count: Int) throws(FontFileError) -> [UInt16] {
        try check(offset, count * 2)
        var values: [UInt16] = []
        values.reserveCapacity(count)
        var position = start + offset
        for _ in 0..<count {
            values.append(UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1]))
            position += 2
        }
        return values
    }

    /// The four-character tag at `offset` as text (Latin-1, as tags are ASCII).
    func tag(_ offset: Int) throws(FontFileError) -> String {
        let value = try u32(offset)
        return Self.text(ofTag: value)
    }

    /// A tag's four bytes as text.
    static func text(ofTag value: UInt32) -> String {
        var text = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value >> UInt32(shift))))
        }
        return text
    }
}
