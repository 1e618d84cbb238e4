import Testing

@Suite("Zlib")
struct ZlibTests {
    static let stream = InflateVector.zlibDickens
    static let text = InflateVector.repeated(InflateVector.dickens, 3)

    /// `stream` with its first two bytes replaced.
    static func withHeader(_ first: UInt8, _ second: UInt8) -> [UInt8] {
        [first, second] + stream.dropFirst(2)
    }

    @Test("inflates a zlib stream and checks its Adler-32")
    func inflates() throws {
        #expect(try Zlib.decompress(Self.stream, limit: Self.text.count) == Self.text)
    }

    @Test("ignores bytes after the checksum")
    func trailingBytes() throws {
        #expect(try Zlib.decompress(Self.stream + [1, 2, 3], limit: Self.text.count) == Self.text)
    }

    @Test(
        "refuses a malformed header",
        arguments: [
            ([0x78], PNGError.truncatedStream(offset: 0, expected: "the two-byte zlib header")),
            (withHeader(0x79, 0xDA), .badZlibHeader("compression method 9, where PNG requires 8 (DEFLATE)")),
            (withHeader(0x88, 0x1C), .badZlibHeader("a window of 2^16 bytes, more than DEFLATE's 32 KiB")),
            (withHeader(0x78, 0xDB), .badZlibHeader("the check bits are wrong: 30939 is not a multiple of 31")),
            (withHeader(0x78, 0xBB), .presetDictionary),
        ])
    func header(bytes: [UInt8], error: PNGError) {
        #expect(throws: error) { try Zlib.decompress(bytes, limit: 1 << 20) }
    }

    @Test("accepts any valid header: every window size, every compression level")
    func validHeaders() throws {
        for windowBits in 8...15 {
            for level in 0...3 {
                let first = UInt8((windowBits - 8) << 4 | 8)
                let flags = level << 6
                let check = 31 - (Int(first) << 8 | flags) % 31
                let bytes = Self.withHeader(first, UInt8(flags | check % 31))
                #expect(try Zlib.decompress(bytes, limit: Self.text.count) == Self.text)
            }
        }
    }

    @Test("refuses a stream whose Adler-32 does not match")
    func adlerMismatch() {
        var bytes = Self.stream
        let stored = bytes.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        bytes[bytes.count - 1] ^= 0xFF
        #expect(throws: PNGError.adlerMismatch(stored: stored ^ 0xFF, computed: stored)) {
            try Zlib.decompress(bytes, limit: 1 << 20)
        }
    }

    @Test("refuses a stream that ends inside its checksum")
    func truncatedChecksum() {
        let bytes = Array(Self.stream.dropLast())
        #expect(throws: PNGError.truncatedStream(offset: bytes.count - 3, expected: "the Adler-32 checksum")) {
            try Zlib.decompress(bytes, limit: 1 << 20)
        }
    }
}
