extension Inflate {
    /// The smallest length of each length symbol 257 through 285 (RFC 1951 §3.2.5).
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    /// How many extra bits follow each length symbol.
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The smallest distance of each distance symbol 0 through 29.
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    /// How many extra bits follow each distance symbol.
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the lengths of the code-length code (RFC 1951 §3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed literal/length code (RFC 1951 §3.2.6). Symbols 286 and 287 have codes but are reserved.
    static let fixedLiteralLengthCode = HuffmanCode(
        checkedLengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8),
        name: "literal/length")
    /// The fixed distance code: five bits each. Symbols 30 and 31 have codes but are reserved.
    static let fixedDistanceCode = HuffmanCode(checkedLengths: [Int](repeating: 5, count: 32), name: "distance")

    /// Reads a dynamic block's header (RFC 1951 §3.2.7): the code-length code, then the lengths of the literal/length
    /// and distance codes in it.
    mutating func dynamicCodes() throws(PNGError) -> (literals: HuffmanCode, distances: HuffmanCode) {
        let offset = reader.offset
        let literalCount = try reader.bits(5, of: "a dynamic block header") + 257
        let distanceCount = try reader.bits(5, of: "a dynamic block header") + 1
        let codeLengthCount = try reader.bits(4, of: "a dynamic block header") + 4
        guard literalCount <= 286 && distanceCount <= 30 else {
            throw .badHuffmanCode(
                offset: offset,
                message: "\(literalCount) literal/length and \(distanceCount) distance codes, more than 286 and 30")
        }
        var codeLengthLengths = [Int](repeating: 0, count: Self.codeLengthOrder.count)
        for symbol in Self.codeLengthOrder.prefix(codeLengthCount) {
            codeLengthLengths[symbol] = try reader.bits(3, of: "the code-length code")
        }
        guard let codeLengthCode = HuffmanCode(lengths: codeLengthLengths, name: "code length") else {
            throw .badHuffmanCode(offset: offset, message: "the code-length code is over-subscribed")
        }
        let lengths = try codeLengths(count: literalCount + distanceCount, in: codeLengthCode)
        guard lengths[256] != 0 else {
            throw .badHuffmanCode(offset: offset, message: "the literal/length code has no end-of-block symbol")
        }
        guard let literals = HuffmanCode(lengths: Array(lengths[..<literalCount]), name: "literal/length") else {
            throw .badHuffmanCode(offset: offset, message: "the literal/length code is over-subscribed")
        }
        guard let distances = HuffmanCode(lengths: Array(lengths[literalCount...]), name: "distance") else {
            throw .badHuffmanCode(offset: offset, message: "the distance code is over-subscribed")
        }
        return (literals, distances)
    }

    /// Reads `count` code lengths, written in `code`: 0 through 15 are lengths, 16 repeats the previous length 3 to 6
    /// times, 17 and 18 repeat zero 3 to 10 and 11 to 138 times.
    private mutating func codeLengths(count: Int, in code: HuffmanCode) throws(PNGError) -> [Int] {
        // Zeros to begin with, so that a run of zeros, the common repeat, only moves `filled` on.
        var lengths = [Int](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let offset = reader.offset
            let symbol = try code.decode(&reader)
            let length: Int
            let repeats: Int
            switch symbol {
            case 0...15:
                (length, repeats) = (symbol, 1)
            case 16:
                guard filled > 0 else {
                    throw .badHuffmanCode(
                        offset: offset, message: "code 16 repeats a previous length, but there is none")
                }
                (length, repeats) = try (lengths[filled - 1], 3 + reader.bits(2, of: "a repeat count"))
            case 17:
                (length, repeats) = try (0, 3 + reader.bits(3, of: "a repeat count"))
            default:
                (length, repeats) = try (0, 11 + reader.bits(7, of: "a repeat count"))
            }
            guard repeats <= count - filled else {
                throw .badHuffmanCode(offset: offset, message: "code lengths repeat past the last of \(count) codes")
            }
            if length != 0 {
                for index in filled..<filled + repeats {
                    lengths[index] = length
                }
            }
            filled += repeats
        }
        return lengths
    }
}
