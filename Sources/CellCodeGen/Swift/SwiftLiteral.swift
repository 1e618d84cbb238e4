import CellSema
import CellSupport

/// Spells values as Swift source: string literals with every character that needs it escaped, and numbers in a
/// form that reads back to the same `Double`.
public enum SwiftLiteral {
    /// A Swift string literal holding exactly `text`: quotes, backslashes (so `\(` never interpolates), control
    /// characters, line separators and invisible format characters (the bidirectional overrides U+202A–U+202E
    /// and isolates U+2066–U+2069, U+FEFF, zero-width spaces; not the joiners emoji need) are escaped, so that the
    /// generated source shows what it holds; everything else, emoji included, is written as is.
    ///
    /// It works on the UTF-8 bytes and copies every run of bytes that need no escape at once: only a non-ASCII
    /// scalar is decoded, and only one past U+00AC (where the format characters begin) has its category looked up.
    public static func string(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 2)
            output.append(UInt8(ascii: "\""))
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                let escape: [UInt8]?
                if byte < 0x80 {
                    escape = asciiEscape(byte)
                } else {
                    var value = UInt32(byte) & (0xFF >> (length + 1))
                    for offset in 1..<length {
                        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                    }
                    escape = needsEscape(value) ? unicodeEscape(value) : nil
                }
                if let escape {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    output.append(contentsOf: escape)
                    runStart = index + length
                }
                index += length
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            output.append(UInt8(ascii: "\""))
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The escape of an ASCII byte, or nil for one written as is.
    private static func asciiEscape(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "\""): Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): Array(#"\\"#.utf8)
        case UInt8(ascii: "\n"): Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): Array(#"\t"#.utf8)
        case 0: Array(#"\0"#.utf8)
        case 0x01..<0x20, 0x7F: unicodeEscape(UInt32(byte))
        default: nil
        }
    }

    /// Whether a non-ASCII scalar is escaped: C1 controls, the line and paragraph separators, and format characters
    /// other than the joiners.
    private static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0x2028, 0x2029: return true
        case 0x200C, 0x200D: return false
        case ..<0xAD: return false
        default: return Unicode.Scalar(value)?.properties.generalCategory == .format
        }
    }

    /// `\u{HEX}`, in uppercase digits.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        Array(("\\u{" + String(value, radix: 16, uppercase: true) + "}").utf8)
    }

    /// A number literal: whole numbers without a fraction (`12`), others in Swift's shortest round-trip form.
    public static func number(_ value: Double) -> String {
        value.sourceText
    }

    /// Six or eight uppercase hex digits with a `0x` prefix, for `Color(rgb:)`.
    static func hex(_ bytes: [UInt8]) -> String {
        "0x" + bytes.map(Hex.digits).joined()
    }
}
