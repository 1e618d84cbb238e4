/// A cursor over the bytes of an archive that reads the primitive encodings, checking every read against the end.
///
/// Each read names what it reads (`the object count`) so that errors say it; the names are autoclosures, built only
/// when a read fails.
struct ByteReader {
    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    private(set) var offset: Int
    /// The offset just past the last byte this reader may read.
    let end: Int

    /// A reader of `bytes[offset..<end]`.
    init(_ bytes: [UInt8], from offset: Int, to end: Int) {
        precondition(0 <= offset && offset <= end && end <= bytes.count, "the range must lie within the bytes")
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    /// How many bytes are left to read.
    var remaining: Int {
        end - offset
    }

    /// Reads one byte.
    mutating func byte(_ what: @autoclosure () -> String) throws(ArchiveError) -> UInt8 {
        guard offset < end else {
            throw .truncated(offset: offset, expected: what(), found: 0)
        }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads `count` bytes.
    mutating func bytes(_ count: Int, of what: @autoclosure () -> String) throws(ArchiveError) -> ArraySlice<UInt8> {
        guard count <= remaining else {
            throw .truncated(offset: offset, expected: "\(count) bytes of \(what())", found: remaining)
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// Reads 8 bytes as a little-endian integer.
    mutating func fixed64(_ what: @autoclosure () -> String) throws(ArchiveError) -> UInt64 {
        var value: UInt64 = 0
        for (shift, byte) in try bytes(8, of: what()).enumerated() {
            value |= UInt64(byte) << UInt64(8 * shift)
        }
        return value
    }

    /// Reads 4 bytes as a little-endian integer.
    mutating func fixed32(_ what: @autoclosure () -> String) throws(ArchiveError) -> UInt32 {
        var value: UInt32 = 0
        for (shift, byte) in try bytes(4, of: what()).enumerated() {
            value |= UInt32(byte) << UInt32(8 * shift)
        }
        return value
    }

    /// Reads a finite double: 8 bytes of an IEEE 754 bit pattern, little-endian.
    ///
    /// Infinities and NaNs are rejected: no `.cell` file produces them, and NaN would make an archive unequal to
    /// itself.
    mutating func double(_ what: @autoclosure () -> String) throws(ArchiveError) -> Double {
        let start = offset
        let value = Double(bitPattern: try fixed64(what()))
        guard value.isFinite else {
            throw .invalid(offset: start, message: "\(what()) is \(value), but numbers must be finite")
        }
        return value
    }

    /// Reads an unsigned LEB128 variable-length integer, rejecting overlong encodings and values over 64 bits.
    mutating func varint(_ what: @autoclosure () -> String) throws(ArchiveError) -> UInt64 {
        let start = offset
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end else {
                throw .truncated(
                    offset: start, expected: "\(what()), a variable-length integer,", found: end - start)
            }
            let byte = bytes[offset]
            offset += 1
            // The tenth byte holds bit 63 alone: anything more, including a continuation bit, overflows.
            guard shift < 63 || byte <= 1 else {
                throw .invalid(offset: start, message: "\(what()) overflows 64 bits")
            }
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 {
                guard byte != 0 || offset - start == 1 else {
                    throw .invalid(
                        offset: start,
                        message: "\(what()) is an overlong variable-length integer of \(offset - start) bytes; "
                            + "the format allows only the shortest encoding")
                }
                return value
            }
            shift += 7
        }
    }

    /// Reads a variable-length integer that must fit in an `Int` (a line or a column).
    mutating func int(_ what: @autoclosure () -> String) throws(ArchiveError) -> Int {
        let start = offset
        let value = try varint(what())
        guard let int = Int(exactly: value) else {
            throw .invalid(offset: start, message: "\(what()) is \(value), too large for an Int")
        }
        return int
    }

    /// Reads the number of elements that follow, each at least `elementBytes` long, and checks that the remaining
    /// bytes can hold them before anyone allocates room for them.
    mutating func count(_ what: @autoclosure () -> String, elementBytes: Int) throws(ArchiveError) -> Int {
        let start = offset
        let value = try varint(what())
        let limit = remaining / elementBytes
        guard value <= UInt64(limit) else {
            throw .invalid(
                offset: start,
                message: "\(what()) is \(value), but the \(remaining) remaining bytes hold at most \(limit)")
        }
        return Int(value)
    }

    /// Reads an index into `table` (such as `the class table`), which has `count` entries.
    mutating func index(
        _ what: @autoclosure () -> String, count: Int, table: @autoclosure () -> String
    ) throws(ArchiveError) -> Int {
        let start = offset
        let value = try varint(what())
        guard value < UInt64(count) else {
            throw .invalid(
                offset: start,
                message:
                    "\(what()) is \(value), out of range: \(table()) has \(count) \(count == 1 ? "entry" : "entries")")
        }
        return Int(value)
    }
}
