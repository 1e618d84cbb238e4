import CellSupport

/// An XML file's bytes as the reader scans them: UTF-8 without a byte-order mark. A UTF-8 mark is dropped; a
/// UTF-16 file (by its mark, or by `<?` in either byte order without one, as XML's appendix F detects it) is
/// transcoded once; anything that is not valid UTF-8 then is an error at its line and column.
enum XMLInput {
    /// The UTF-8 text of `bytes`.
    static func utf8(_ bytes: [UInt8]) throws(XMLError) -> [UInt8] {
        let text: [UInt8]
        switch (bytes.count >= 2 ? bytes[0] : 0, bytes.count >= 2 ? bytes[1] : 0) {
        case (0xFE, 0xFF): text = try transcode(bytes[2...], bigEndian: true)
        case (0xFF, 0xFE): text = try transcode(bytes[2...], bigEndian: false)
        case (0x00, 0x3C): text = try transcode(bytes[...], bigEndian: true)
        case (0x3C, 0x00): text = try transcode(bytes[...], bigEndian: false)
        default:
            text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        }
        if let bad = firstInvalidUTF8(in: text) {
            throw XMLError(
                .encoding, "the file is not valid UTF-8 here (byte \(Hex.string(text[bad], digits: 2)))",
                at: location(of: bad, in: text))
        }
        return text
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence (overlong forms,
    /// surrogates and scalars past U+10FFFF included), or nil.
    static func firstInvalidUTF8(in text: [UInt8]) -> Int? {
        var index = 0
        let count = text.count
        while index < count {
            let lead = text[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = text[index + 1]
            guard second >= lower, second <= upper else { return index }
            for next in (index + 2)..<(index + length) where text[next] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }

    /// The UTF-8 of UTF-16 code units in `bytes`; an unpaired surrogate or an odd byte at the end is an error.
    private static func transcode(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(XMLError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2 + bytes.count / 8)
        var index = bytes.startIndex
        func unit(at index: Int) -> UInt32 {
            let first = UInt32(bytes[index])
            let second = UInt32(bytes[index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        func fail(_ message: String) -> XMLError {
            XMLError(.encoding, message, at: location(of: output.count, in: output))
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else { throw fail("the UTF-16 file ends in the middle of a character") }
            var scalar = unit(at: index)
            index += 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.endIndex, (0xDC00...0xDFFF).contains(unit(at: index)) else {
                    throw fail("the UTF-16 file has an unpaired surrogate here")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10 | (unit(at: index) - 0xDC00))
                index += 2
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw fail("the UTF-16 file has an unpaired surrogate here")
            }
            append(scalar, to: &output)
        }
        return output
    }

    /// Appends the UTF-8 of a valid scalar.
    static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The line and column of `offset` in `text`, counting from the start: for errors, which end the reading.
    static func location(of offset: Int, in text: [UInt8]) -> XMLLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, text.count) where text[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return XMLLocation(offset: offset, line: line, column: column(of: offset, lineStart: lineStart, in: text))
    }

    /// The 1-based column of `offset` on the line starting at `lineStart`: the scalars before it, plus one.
    static func column(of offset: Int, lineStart: Int, in text: [UInt8]) -> Int {
        var column = 1
        for index in lineStart..<min(offset, text.count) where text[index] & 0xC0 != 0x80 {
            column += 1
        }
        return column
    }
}
