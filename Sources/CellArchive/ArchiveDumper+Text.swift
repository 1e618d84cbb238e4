extension ArchiveDumper {
    /// A string literal, with quotes, backslashes and every scalar ``isHidden(_:)`` escaped.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            default: append(scalar, to: &text)
            }
        }
        return text + "\""
    }

    /// `string` as it is, except that every scalar ``isHidden(_:)`` is escaped: for text that is not a string
    /// literal but must stay on its line and show what it holds (schema lines, the source name).
    static func escaped(_ string: String) -> String {
        var text = ""
        for scalar in string.unicodeScalars {
            append(scalar, to: &text)
        }
        return text
    }

    /// A name (class, key, outlet, enumeration case) as it is when it is a plain `.cell` identifier, otherwise as a
    /// string literal, so that no name can pass for punctuation of the dump.
    static func name(_ string: String) -> String {
        isPlainIdentifier(string) ? string : quoted(string)
    }

    /// Whether `string` is an identifier as `.cell` files spell them: an ASCII letter or `_`, then ASCII letters,
    /// digits or `_`.
    static func isPlainIdentifier(_ string: String) -> Bool {
        var scalars = string.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first == "_" || isASCIILetter(first) else { return false }
        while let scalar = scalars.next() {
            guard scalar == "_" || isASCIILetter(scalar) || isDigit(scalar) else { return false }
        }
        return true
    }

    /// Whether a scalar would not show as itself on a terminal, or could move or hide the text around it: controls
    /// (line breaks, escape sequences, C1 controls), format characters (the bidirectional overrides and isolates
    /// U+202A–U+202E and U+2066–U+2069, U+FEFF, zero-width spaces, soft hyphens), and the line and paragraph
    /// separators. The zero-width joiner and non-joiner stay, since emoji sequences need them.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return true
        case .format:
            return scalar != "\u{200C}" && scalar != "\u{200D}"
        default:
            return false
        }
    }

    /// Appends `scalar`, or its escape: `\n`, `\r`, `\t` or `\u{202E}`.
    private static func append(_ scalar: Unicode.Scalar, to text: inout String) {
        switch scalar {
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case _ where isHidden(scalar):
            text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            text.unicodeScalars.append(scalar)
        }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
