/// A DEFLATE decoder (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// It keeps the whole output, so a back-reference may reach any byte already decoded (the format allows 32 KiB). The
/// output is capped by the caller's limit, so hostile data cannot make it allocate more than the caller expects. Every
/// loop reads input or writes output, and a dynamic block's codes cost a few hundred steps to build however long they
/// are (see ``HuffmanCode``), so decoding takes time linear in the input and the output.
struct Inflate {
    // Not private: Inflate+Codes.swift reads the dynamic block headers from the same reader.
    var reader: BitReader
    private var output: [UInt8] = []
    /// The most bytes the stream may inflate to.
    private let limit: Int

    private init(_ bytes: [UInt8], from start: Int, limit: Int) {
        reader = BitReader(bytes, from: start)
        self.limit = limit
    }

    /// Inflates the DEFLATE stream that begins at `bytes[start]`: the output, and the offset just past the stream's
    /// last byte (where a zlib stream's checksum begins). Throws ``PNGError/tooMuchData(limit:)`` as soon as the
    /// output would pass `limit` bytes.
    static func inflate(_ bytes: [UInt8], from start: Int = 0, limit: Int) throws(PNGError) -> (
        output: [UInt8], end: Int
    ) {
        var inflate = Inflate(bytes, from: start, limit: limit)
        try inflate.blocks()
        return (inflate.output, inflate.reader.offset)
    }

    /// Decodes blocks up to and including the one marked final (RFC 1951 §3.2.3).
    private mutating func blocks() throws(PNGError) {
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1, of: "a block header") == 1
            switch try reader.bits(2, of: "a block header") {
            case 0:
                try storedBlock()
            case 1:
                try compressedBlock(literals: Self.fixedLiteralLengthCode, distances: Self.fixedDistanceCode)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try compressedBlock(literals: literals, distances: distances)
            default:
                throw .badBlockType(offset: reader.offset)
            }
        }
        reader.alignToByte()
    }

    /// A block stored without compression (RFC 1951 §3.2.4): from the next byte boundary, its length, the length's
    /// ones' complement, and the bytes.
    private mutating func storedBlock() throws(PNGError) {
        reader.alignToByte()
        let offset = reader.offset
        let header = try reader.bytes(4, of: "a stored block's length")
        let length = Int(header[header.startIndex]) | Int(header[header.startIndex + 1]) << 8
        let complement = Int(header[header.startIndex + 2]) | Int(header[header.startIndex + 3]) << 8
        guard length == ~complement & 0xFFFF else {
            throw .badStoredLength(offset: offset, length: length, complement: complement)
        }
        guard length <= limit - output.count else {
            throw .tooMuchData(limit: limit)
        }
        output.append(contentsOf: try reader.bytes(length, of: "\(length) bytes of a stored block"))
    }

    /// A block of literals and back-references in the given codes (RFC 1951 §3.2.5), up to its end-of-block symbol.
    private mutating func compressedBlock(literals: HuffmanCode, distances: HuffmanCode) throws(PNGError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else {
                    throw .tooMuchData(limit: limit)
                }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 {
                return
            }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBase.count else {
                throw .badHuffmanCode(offset: reader.offset, message: "literal/length symbol \(symbol) is reserved")
            }
            let length =
                try Self.lengthBase[lengthIndex]
                + reader.bits(Self.lengthExtraBits[lengthIndex], of: "the extra bits of a length")
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < Self.distanceBase.count else {
                throw .badHuffmanCode(offset: reader.offset, message: "distance symbol \(distanceSymbol) is reserved")
            }
            let distance =
                try Self.distanceBase[distanceSymbol]
                + reader.bits(Self.distanceExtraBits[distanceSymbol], of: "the extra bits of a distance")
            try copy(length: length, distance: distance)
        }
    }

    /// Appends `length` bytes copied from `distance` bytes back; the copy may overlap what it appends, so that a
    /// distance of 1 repeats one byte.
    private mutating func copy(length: Int, distance: Int) throws(PNGError) {
        guard distance <= output.count else {
            throw .distanceTooFarBack(offset: reader.offset, distance: distance, available: output.count)
        }
        guard length <= limit - output.count else {
            throw .tooMuchData(limit: limit)
        }
        var from = output.count - distance
        for _ in 0..<length {
            output.append(output[from])
            from += 1
        }
    }
}
