/// Appends the archive's primitive encodings to a byte array.
struct ByteWriter {
    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// Appends one byte.
    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Appends `value` as an unsigned LEB128 variable-length integer: 7 bits a byte, least significant first, the
    /// high bit set on every byte but the last; always the shortest encoding.
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends a count, index, line or column.
    ///
    /// A negative value (which only a malformed in-memory archive holds) is written as its bit pattern, a number
    /// too large for the reader's range checks, so the writer never traps and the reader rejects the result.
    mutating func varint(_ value: Int) {
        varint(UInt64(truncatingIfNeeded: value))
    }

    /// Appends a signed integer, zigzag-encoded (0, -1, 1, -2, … become 0, 1, 2, 3, …) as a variable-length integer.
    mutating func signed(_ value: Int64) {
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Appends the 8 bytes of `value`, least significant first.
    mutating func fixed64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// Appends the 4 bytes of `value`, least significant first.
    mutating func fixed32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
        }
    }

    /// Appends the IEEE 754 bit pattern of `value`, little-endian.
    mutating func double(_ value: Double) {
        fixed64(value.bitPattern)
    }
}
