/// Makes text from the input safe to print on a terminal.
///
/// Source text and messages that quote it may hold control characters; printed raw, an escape byte would recolour or
/// move the cursor of the user's terminal, and a newline would break the shape of a diagnostic.
enum TerminalText {
    /// `text` on one line: controls shown as Swift escapes (`\n`, `\t`, `\u{1B}`), everything else as is.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// What a scalar of a source line prints as: itself, except that controls other than tab become U+FFFD,
    /// which takes one cell as most controls would.
    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar != "\t" && isControl(scalar) ? "\u{FFFD}" : scalar
    }

    /// C0 controls, DEL and C1 controls (U+0080 to U+009F, which some terminals also obey).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
