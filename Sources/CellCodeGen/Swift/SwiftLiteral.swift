import CellSema
import CellSupport

/// Spells values as Swift source: string literals with every character that needs it escaped, and numbers in a
/// form that reads back to the same `Double`.
public enum SwiftLiteral {
    /// A Swift string literal holding exactly `text`: quotes, backslashes (so `\(` never interpolates), control
    /// characters, line separators and invisible format characters (the bidirectional overrides U+202A–U+202E
    /// and isolates U+2066–U+2069, U+FEFF, zero-width spaces; not the joiners emoji need) are escaped, so that the
    /// generated source shows what it holds; everything else, emoji included, is written as is.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                    || (scalar.properties.generalCategory == .format && scalar != "\u{200C}" && scalar != "\u{200D}")
                {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
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
