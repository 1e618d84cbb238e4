/// Checks UTF-8 one scalar at a time, without decoding whole strings.
enum UTF8Validation {
    /// The length of the well-formed UTF-8 scalar starting at `index`, or nil when the bytes there are malformed
    /// (overlong forms, surrogates, values past U+10FFFF and truncated sequences are all malformed).
    static func scalarLength(in bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        let lowest: UInt32
        var scalar: UInt32
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF:
            length = 2
            lowest = 0x80
            scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            lowest = 0x800
            scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            lowest = 0x10000
            scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return length
    }
}
