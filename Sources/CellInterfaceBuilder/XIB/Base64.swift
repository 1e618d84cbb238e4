/// Base64 as the archive format of Interface Builder 3 writes strings it cannot put in XML (`type="base64-UTF8"`):
/// the standard alphabet, padding optional (the archiver often drops or mangles it), line breaks and spaces ignored.
enum Base64 {
    /// The UTF-8 text `encoded` stands for, or nil when it holds a character outside the alphabet.
    static func decodedString(_ encoded: String) -> String? {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        for character in encoded.utf8 {
            let value: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                continue
            default: return nil
            }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
