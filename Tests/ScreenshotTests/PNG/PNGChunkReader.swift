/// A cursor over the chunks of a PNG file (PNG specification §5.3) that checks every read against the end of the bytes
/// and every chunk's CRC.
struct PNGChunkReader {
    /// The eight bytes every PNG file begins with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest chunk length the format allows, 2^31 - 1.
    static let maximumLength = Int(Int32.max)

    private let bytes: [UInt8]
    /// The offset of the next chunk.
    private var offset: Int

    /// A reader of the chunks after the signature at the start of `bytes`.
    init(_ bytes: [UInt8]) throws(PNGError) {
        guard bytes.starts(with: Self.signature) else {
            throw .badSignature
        }
        self.bytes = bytes
        offset = Self.signature.count
    }

    /// Reads the next chunk.
    mutating func next() throws(PNGError) -> PNGChunk {
        let start = offset
        let length = Int(try uint32(at: start, "the length of a chunk"))
        guard length <= Self.maximumLength else {
            throw .badChunk(offset: start, message: "chunk length \(length) exceeds 2^31 - 1")
        }
        let typeBytes = try slice(at: start + 4, count: 4, "the type of a chunk")
        let type = String(decoding: typeBytes, as: UTF8.self)
        let data = try slice(at: start + 8, count: length, "the \(length) bytes of chunk '\(type)'")
        let stored = try uint32(at: start + 8 + length, "the CRC of chunk '\(type)'")
        let computed = CRC32.checksum(bytes[start + 4..<start + 8 + length])
        guard stored == computed else {
            throw .badCRC(chunk: type, offset: start, stored: stored, computed: computed)
        }
        guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0 & ~0x20) }) else {
            throw .badChunk(offset: start, message: "the chunk type is not four ASCII letters")
        }
        offset = start + 12 + length
        return PNGChunk(type: type, data: data, offset: start)
    }

    /// The `count` bytes at `start`.
    private func slice(at start: Int, count: Int, _ what: @autoclosure () -> String) throws(PNGError) -> ArraySlice<
        UInt8
    > {
        guard count <= bytes.count - start else {
            throw .truncated(offset: start, expected: what())
        }
        return bytes[start..<start + count]
    }

    /// The big-endian 32-bit integer at `start`.
    private func uint32(at start: Int, _ what: @autoclosure () -> String) throws(PNGError) -> UInt32 {
        try slice(at: start, count: 4, what()).reduce(0) { $0 << 8 | UInt32($1) }
    }
}
