/// Hexadecimal digits read and written without Foundation: for colour literals, escapes, dumps and messages.
public enum Hex {
    /// The value of the ASCII byte `byte` as a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or nil.
    public static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `byte` as exactly two uppercase digits: `0A`.
    public static func digits(_ byte: UInt8) -> String {
        String(decoding: [uppercaseDigits[Int(byte >> 4)], uppercaseDigits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// `value` in lowercase hexadecimal, zero-padded to `digits`, with a `0x` prefix: `0x002a`.
    public static func string(_ value: some BinaryInteger, digits: Int) -> String {
        let bare = String(value, radix: 16, uppercase: false)
        return "0x" + String(repeating: "0", count: max(0, digits - bare.count)) + bare
    }

    /// The colour channels `#RGB`, `#RRGGBB` or `#RRGGBBAA` spell, given the digits after `#`: three or four bytes
    /// (red, green, blue and, for eight digits, alpha), or nil when the digits are not one of those forms.
    public static func colorChannels(_ digits: some Collection<UInt8>) -> [UInt8]? {
        guard digits.count == 3 || digits.count == 6 || digits.count == 8 else { return nil }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for byte in digits {
            guard let nibble = digitValue(byte) else { return nil }
            nibbles.append(nibble)
            // `#RGB` doubles each digit: `#A4F` is `#AA44FF`.
            if digits.count == 3 { nibbles.append(nibble) }
        }
        return stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    }

    private static let uppercaseDigits = Array("0123456789ABCDEF".utf8)
}
