/// The zlib wrapper around PNG's DEFLATE data (RFC 1950): a two-byte header, the stream, and its Adler-32 checksum.
enum Zlib {
    /// Inflates the zlib stream that begins at `bytes[0]`, checking its header and checksum; throws
    /// ``PNGError/tooMuchData(limit:)`` as soon as the output would pass `limit` bytes.
    ///
    /// Bytes after the checksum are ignored, as libpng ignores them (with a warning).
    static func decompress(_ bytes: [UInt8], limit: Int) throws(PNGError) -> [UInt8] {
        guard bytes.count >= 2 else {
            throw .truncatedStream(offset: 0, expected: "the two-byte zlib header")
        }
        let method = bytes[0] & 0x0F
        let windowBits = Int(bytes[0] >> 4) + 8
        guard method == 8 else {
            throw .badZlibHeader("compression method \(method), where PNG requires 8 (DEFLATE)")
        }
        guard windowBits <= 15 else {
            throw .badZlibHeader("a window of 2^\(windowBits) bytes, more than DEFLATE's 32 KiB")
        }
        let check = Int(bytes[0]) << 8 | Int(bytes[1])
        guard check % 31 == 0 else {
            throw .badZlibHeader("the check bits are wrong: \(check) is not a multiple of 31")
        }
        guard bytes[1] & 0x20 == 0 else {
            throw .presetDictionary
        }
        let (output, end) = try Inflate.inflate(bytes, from: 2, limit: limit)
        guard bytes.count - end >= 4 else {
            throw .truncatedStream(offset: end, expected: "the Adler-32 checksum")
        }
        let stored = bytes[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let computed = Adler32.checksum(output)
        guard stored == computed else {
            throw .adlerMismatch(stored: stored, computed: computed)
        }
        return output
    }
}
