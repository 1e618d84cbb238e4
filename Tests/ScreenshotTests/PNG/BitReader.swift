/// A cursor over the bits of a DEFLATE stream, least significant bit of each byte first (RFC 1951 §3.1.1), that checks
/// every read against the end of the bytes.
struct BitReader {
    private let bytes: [UInt8]
    /// The offset of the next byte to load into `buffer`.
    private var next: Int
    /// Loaded bits not yet read, the next one in bit 0.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are loaded.
    private var bitCount = 0

    /// A reader of the bits of `bytes[start...]`.
    init(_ bytes: [UInt8], from start: Int) {
        precondition(0 <= start && start <= bytes.count, "the start must lie within the bytes")
        self.bytes = bytes
        self.next = start
    }

    /// The offset of the byte that holds the next unread bit, for error messages; after ``alignToByte()``, the offset
    /// of the next byte.
    var offset: Int {
        next - (bitCount + 7) / 8
    }

    /// Loads whole bytes until the buffer holds more than 56 bits or the bytes run out.
    private mutating func refill() {
        while bitCount <= 56 && next < bytes.count {
            buffer |= UInt64(bytes[next]) << UInt64(bitCount)
            next += 1
            bitCount += 8
        }
    }

    /// Reads `count` bits (at most 32) as an integer whose bit 0 is the first bit read.
    mutating func bits(_ count: Int, of what: @autoclosure () -> String) throws(PNGError) -> Int {
        precondition(0 <= count && count <= 32, "read at most 32 bits at a time")
        if bitCount < count {
            refill()
        }
        guard bitCount >= count else {
            throw .truncatedStream(offset: offset, expected: what())
        }
        let value = Int(buffer & (1 << UInt64(count) - 1))
        buffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    /// The next `count` bits (at most 32) without reading them, zero past the end of the bytes, and how many of them
    /// the bytes hold; a Huffman decoder looks ahead by its longest code even when the stream's last code is shorter.
    mutating func peek(_ count: Int) -> (bits: Int, available: Int) {
        precondition(0 <= count && count <= 32, "peek at most 32 bits at a time")
        if bitCount < count {
            refill()
        }
        return (Int(buffer & (1 << UInt64(count) - 1)), min(count, bitCount))
    }

    /// Reads `count` bits already seen with ``peek(_:)``.
    mutating func skip(_ count: Int) {
        precondition(0 <= count && count <= bitCount, "skip only bits that peek has shown")
        buffer >>= UInt64(count)
        bitCount -= count
    }

    /// Skips to the next byte boundary, where stored blocks and the zlib trailer begin.
    mutating func alignToByte() {
        // Whole bytes still loaded go back, so that `bytes(_:of:)` and the caller's `offset` find them in the array.
        next -= bitCount / 8
        buffer = 0
        bitCount = 0
    }

    /// Reads `count` whole bytes; the reader must be at a byte boundary.
    mutating func bytes(_ count: Int, of what: @autoclosure () -> String) throws(PNGError) -> ArraySlice<UInt8> {
        precondition(bitCount == 0, "align to a byte boundary before reading bytes")
        guard count <= bytes.count - next else {
            throw .truncatedStream(offset: next, expected: what())
        }
        defer { next += count }
        return bytes[next..<next + count]
    }
}
