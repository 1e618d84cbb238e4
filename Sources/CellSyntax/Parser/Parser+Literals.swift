import CellDiagnostics
import CellSupport

extension Parser {
    /// The value of a number token; a malformed or infinite number is reported and has none, so that nothing
    /// checks it again (a height of 1e400 is one error, not also a height of 0).
    mutating func numberValue(_ token: Token) -> Double? {
        let bytes = file.bytes[token.range.start..<token.range.end]
        var cleaned = ""
        var valid = true
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "_") {
                // Underscores group digits, as in Swift: only between digits.
                valid = valid && previous.isASCIIDigit
            } else if byte.isASCIIDigit || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            {
                cleaned.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                valid = false
            }
            previous = byte
        }
        guard valid, let value = Double(cleaned) else {
            error(.invalidNumber, "invalid number '\(text(of: token))'", at: token.range)
            return nil
        }
        guard value.isFinite else {
            error(.invalidNumber, "number '\(text(of: token))' is too large", at: token.range)
            return nil
        }
        return value
    }

    /// A colour token decoded into its channels: `#RGB` (each digit doubled), `#RRGGBB` or `#RRGGBBAA`; anything
    /// else is reported and gives nil.
    mutating func colorLiteral(_ token: Token) -> Expression.Kind? {
        let digits = file.bytes[(token.range.start + 1)..<token.range.end]
        guard let channels = Hex.colorChannels(digits) else {
            error(
                .invalidColor, "invalid colour '\(text(of: token))'", at: token.range,
                notes: [Diagnostic.Note("write a colour as #RGB, #RRGGBB or #RRGGBBAA with hex digits")])
            return nil
        }
        return .hexColor(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// Decodes a string literal's escapes: `\\ \" \' \n \r \t \0 \u{...}`. Anything else is reported.
    ///
    /// One pass over the bytes into a byte buffer, made a `String` once at the end: appending to a string's scalar
    /// view copies the whole string on some appends, which made a literal of many escapes or tabs quadratic.
    mutating func decodeString(_ token: Token) -> String {
        let bytes = file.bytes
        let start = token.range.start + 1
        var end = token.range.end
        if end > start, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        var result: [UInt8] = []
        result.reserveCapacity(max(0, end - start))
        var position = start
        while position < end {
            let byte = bytes[position]
            if byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "\\") && byte < 0x80 {
                result.append(byte)
                position += 1
                continue
            }
            if byte >= 0x80, let length = UTF8Validation.scalarLength(in: bytes, at: position), position + length <= end
            {
                result.append(contentsOf: bytes[position..<(position + length)])
                position += length
                continue
            }
            position = decodeSpecial(at: position, end: end, into: &result)
        }
        // Every byte appended is valid UTF-8: plain ASCII, a validated scalar, or an encoded escape.
        return String(decoding: result, as: UTF8.self)
    }

    /// Decodes what ends a run of plain text: an escape, a tab, or a reported control character or malformed
    /// bytes. Returns the offset after it.
    private mutating func decodeSpecial(at position: Int, end: Int, into result: inout [UInt8]) -> Int {
        let byte = file.bytes[position]
        if byte == UInt8(ascii: "\\") {
            return decodeEscape(at: position, end: end, into: &result)
        }
        if byte == UInt8(ascii: "\t") {
            result.append(byte)
            return position + 1
        }
        if byte >= 0x80 {
            // One error for a whole run of bad bytes, as the lexer does outside strings.
            var cursor = position + 1
            while cursor < end,
                UTF8Validation.scalarLength(in: file.bytes, at: cursor).map({ cursor + $0 > end }) ?? true
            {
                cursor += 1
            }
            error(.invalidUTF8, "invalid UTF-8 in string literal", at: SourceRange(start: position, end: cursor))
            return cursor
        }
        let range = SourceRange(start: position, end: position + 1)
        if byte == 0 {
            error(.nulByte, "NUL byte in string literal", at: range, notes: [Diagnostic.Note("write it as '\\0'")])
        } else {
            error(
                .invalidEscape, "control character in string literal", at: range,
                notes: [Diagnostic.Note("write it as an escape such as '\\n' or '\\u{7F}'")])
        }
        result.append(byte)
        return position + 1
    }

    /// The character a one-letter escape stands for (`n` in `\n`), or nil.
    private static func simpleEscape(_ marker: UInt8) -> UInt8? {
        switch marker {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): marker
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        case UInt8(ascii: "0"): 0
        default: nil
        }
    }

    /// Decodes the escape at `position` (a backslash) and returns the offset after it.
    private mutating func decodeEscape(at position: Int, end: Int, into result: inout [UInt8]) -> Int {
        let bytes = file.bytes
        guard position + 1 < end else {
            error(.invalidEscape, "incomplete escape sequence", at: SourceRange(start: position, end: position + 1))
            return end
        }
        let marker = bytes[position + 1]
        if let decoded = Parser.simpleEscape(marker) {
            result.append(decoded)
            return position + 2
        }
        if marker == UInt8(ascii: "u"), position + 2 < end, bytes[position + 2] == UInt8(ascii: "{") {
            var cursor = position + 3
            var value: UInt32 = 0
            var count = 0
            while cursor < end, let digit = Hex.digitValue(bytes[cursor]), count < 8 {
                value = value << 4 | UInt32(digit)
                cursor += 1
                count += 1
            }
            if count > 0, cursor < end, bytes[cursor] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) {
                result.append(contentsOf: scalar.utf8)
                return cursor + 1
            }
            let range = SourceRange(start: position, end: min(cursor + 1, end))
            let closed = count > 0 && cursor < end && bytes[cursor] == UInt8(ascii: "}")
            error(
                .invalidEscape,
                closed ? "'\(file.text(in: range))' is not a Unicode scalar" : "invalid Unicode escape", at: range,
                notes: [
                    Diagnostic.Note(
                        closed
                            ? "a scalar is at most 10FFFF and not a surrogate (D800 to DFFF)"
                            : "write 1 to 8 hex digits of a Unicode scalar, as in '\\u{1F600}'")
                ])
            return min(cursor + 1, end)
        }
        let length = UTF8Validation.scalarLength(in: bytes, at: position + 1) ?? 1
        let range = SourceRange(start: position, end: min(position + 1 + length, end))
        error(
            .invalidEscape, "invalid escape sequence '\(file.text(in: range))'", at: range,
            notes: [
                Diagnostic.Note(
                    "valid escapes are \\\\ \\\" \\' \\n \\r \\t \\0 and \\u{...}; write '\\\\' for a backslash")
            ])
        return range.end
    }
}
