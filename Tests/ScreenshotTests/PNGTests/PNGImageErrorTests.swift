import Testing

@Suite("PNGImage errors")
struct PNGImageErrorTests {
    /// Bytes the decoder must reject, and the error it must reject them with.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let error: PNGError

        var testDescription: String {
            name
        }
    }

    /// The scanlines of a 2 x 2 RGB image: each a filter-type byte (None) and six bytes.
    static let scanlines: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12]

    /// A whole file whose IHDR is built from the arguments, holding `scanlines`.
    static func image(
        width: UInt32 = 2, height: UInt32 = 2, bitDepth: UInt8 = 8, colorType: UInt8 = 2, compression: UInt8 = 0,
        filter: UInt8 = 0, interlace: UInt8 = 0
    ) -> [UInt8] {
        let header = PNGBuilder.header(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType, compression: compression,
            filter: filter, interlace: interlace)
        return PNGBuilder.image(header: header, scanlines: scanlines)
    }

    /// A file of the chunks `build` appends after the signature.
    static func chunks(_ build: (inout PNGBuilder) -> Void) -> [UInt8] {
        var builder = PNGBuilder()
        build(&builder)
        return builder.bytes
    }

    /// The header of the 2 x 2 RGB image.
    static let header = PNGBuilder.header(width: 2, height: 2)

    static let headerCases: [Case] = [
        Case(name: "interlaced", bytes: image(interlace: 1), error: .unsupportedInterlace),
        Case(name: "16-bit RGB", bytes: image(bitDepth: 16), error: .unsupportedBitDepth(depth: 16, colorType: 2)),
        Case(
            name: "16-bit RGBA", bytes: image(bitDepth: 16, colorType: 6),
            error: .unsupportedBitDepth(depth: 16, colorType: 6)),
        Case(
            name: "1-bit grey", bytes: image(bitDepth: 1, colorType: 0),
            error: .unsupportedBitDepth(depth: 1, colorType: 0)),
        Case(name: "palette", bytes: image(colorType: 3), error: .unsupportedColorType(3)),
        Case(name: "colour type 5", bytes: image(colorType: 5), error: .unsupportedColorType(5)),
        Case(
            name: "compression method 1", bytes: image(compression: 1),
            error: .badHeader("compression method 1 is not defined; the only one is 0")),
        Case(
            name: "filter method 1", bytes: image(filter: 1),
            error: .badHeader("filter method 1 is not defined; the only one is 0")),
        Case(
            name: "interlace method 2", bytes: image(interlace: 2),
            error: .badHeader("interlace method 2 is not defined; there are 0 and 1")),
        Case(
            name: "zero width", bytes: image(width: 0),
            error: .badHeader("width 0 and height 2 must each be 1 through 2^31 - 1")),
        Case(
            name: "height 2^31", bytes: image(height: 1 << 31),
            error: .badHeader("width 2 and height 2147483648 must each be 1 through 2^31 - 1")),
        Case(
            name: "16385 wide", bytes: image(width: 16_385, height: 1), error: .imageTooLarge(width: 16_385, height: 1)),
        Case(
            name: "16384 x 16384", bytes: image(width: 16_384, height: 16_384),
            error: .imageTooLarge(width: 16_384, height: 16_384)),
        Case(
            name: "one row more than 2^26 pixels", bytes: image(width: 16_384, height: 4_097),
            error: .imageTooLarge(width: 16_384, height: 4_097)),
        // The largest image allowed is accepted until its data is inflated, which shows it is short: nothing the
        // size of the image is allocated first.
        Case(
            name: "2^26 pixels of RGBA in 14 bytes", bytes: image(width: 16_384, height: 4_096, colorType: 6),
            error: .sizeMismatch(expected: 4_096 * (1 + 16_384 * 4), found: 14)),
    ]

    static let chunkCases: [Case] = [
        Case(name: "empty file", bytes: [], error: .badSignature),
        Case(name: "JPEG", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46], error: .badSignature),
        Case(
            name: "signature only", bytes: PNGChunkReader.signature,
            error: .truncated(offset: 8, expected: "the length of a chunk")),
        Case(
            name: "IDAT first",
            bytes: chunks {
                $0.chunk("IDAT", PNGBuilder.storedZlib(scanlines))
                $0.chunk("IHDR", header)
            },
            error: .badChunk(offset: 8, message: "the first chunk is 'IDAT', not 'IHDR'")),
        Case(
            name: "IHDR of 12 bytes", bytes: chunks { $0.chunk("IHDR", Array(header.prefix(12))) },
            error: .badChunk(offset: 8, message: "IHDR holds 12 bytes, not 13")),
        Case(
            name: "second IHDR",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.chunk("IHDR", header)
            },
            error: .badChunk(offset: 33, message: "a second IHDR chunk")),
        Case(
            name: "IEND before IDAT",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.chunk("IEND", [])
            },
            error: .badChunk(offset: 33, message: "IEND before any IDAT chunk")),
        Case(
            name: "unknown critical chunk",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.chunk("CrIT", [1, 2, 3])
            },
            error: .badChunk(offset: 33, message: "unknown critical chunk 'CrIT'")),
        Case(
            name: "chunk type with a digit",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.chunk("cr1t", [])
            },
            error: .badChunk(offset: 33, message: "the chunk type is not four ASCII letters")),
        Case(
            name: "chunk length 2^31",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.raw([0x80, 0x00, 0x00, 0x00] + Array("IDAT".utf8))
            },
            error: .badChunk(offset: 33, message: "chunk length 2147483648 exceeds 2^31 - 1")),
        Case(
            name: "chunk longer than the file",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.raw([0x00, 0x00, 0x00, 100] + Array("IDAT".utf8) + [UInt8](repeating: 0, count: 10))
            },
            error: .truncated(offset: 41, expected: "the 100 bytes of chunk 'IDAT'")),
        Case(
            name: "no CRC after IEND",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.raw([0x00, 0x00, 0x00, 0x00] + Array("IEND".utf8))
            },
            error: .truncated(offset: 41, expected: "the CRC of chunk 'IEND'")),
        Case(
            name: "no IEND",
            bytes: chunks {
                $0.chunk("IHDR", header)
                $0.chunk("IDAT", PNGBuilder.storedZlib(scanlines))
            },
            error: .truncated(offset: 33 + 12 + 25, expected: "the length of a chunk")),
    ]

    static let dataCases: [Case] = [
        Case(
            name: "filter type 5",
            bytes: PNGBuilder.image(header: header, scanlines: [0, 1, 2, 3, 4, 5, 6, 5, 7, 8, 9, 10, 11, 12]),
            error: .badFilterType(row: 1, type: 5)),
        Case(
            name: "a byte short", bytes: PNGBuilder.image(header: header, scanlines: Array(scanlines.dropLast())),
            error: .sizeMismatch(expected: 14, found: 13)),
        Case(
            name: "a byte over", bytes: PNGBuilder.image(header: header, scanlines: scanlines + [0]),
            error: .tooMuchData(limit: 14)),
        Case(
            name: "empty IDAT", bytes: PNGBuilder.image(header: header, imageData: []),
            error: .truncatedStream(offset: 0, expected: "the two-byte zlib header")),
        Case(
            name: "zlib check bits", bytes: PNGBuilder.image(header: header, imageData: [0x78, 0x9D, 0x03, 0x00]),
            error: .badZlibHeader("the check bits are wrong: 30877 is not a multiple of 31")),
        Case(
            name: "preset dictionary", bytes: PNGBuilder.image(header: header, imageData: [0x78, 0xBB, 0x03, 0x00]),
            error: .presetDictionary),
    ]

    @Test("refuses a bad header", arguments: headerCases)
    func header(_ test: Case) {
        #expect(throws: test.error) { try PNGImage(bytes: test.bytes) }
    }

    @Test("refuses bad chunks", arguments: chunkCases)
    func chunks(_ test: Case) {
        #expect(throws: test.error) { try PNGImage(bytes: test.bytes) }
    }

    @Test("refuses bad image data", arguments: dataCases)
    func data(_ test: Case) {
        #expect(throws: test.error) { try PNGImage(bytes: test.bytes) }
    }

    @Test("accepts the image the error cases damage")
    func undamaged() throws {
        let image = try PNGImage(bytes: Self.image())
        #expect(image.pixel(x: 1, y: 1) == PNGImage.Pixel(red: 10, green: 11, blue: 12))
    }

    /// The big-endian integer of the four bytes at `offset`.
    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test("names the chunk whose stored CRC is wrong")
    func storedCRCFlipped() {
        var bytes = PNGFixture.rgbFilterNone.bytes
        // IHDR's CRC follows its length, type and 13 bytes of data.
        let crcOffset = 8 + 8 + 13
        let original = Self.uint32(bytes, at: crcOffset)
        bytes[crcOffset] ^= 0x01
        #expect(throws: PNGError.badCRC(chunk: "IHDR", offset: 8, stored: original ^ 0x0100_0000, computed: original)) {
            try PNGImage(bytes: bytes)
        }
    }

    @Test("names the chunk whose data no longer matches its CRC")
    func chunkDataFlipped() throws {
        var bytes = PNGFixture.rgbFilterNone.bytes
        let idatOffset = 33
        let length = Int(Self.uint32(bytes, at: idatOffset))
        let original = Self.uint32(bytes, at: idatOffset + 8 + length)
        bytes[idatOffset + 8] ^= 0x80
        let error = try #require(throws: PNGError.self) { try PNGImage(bytes: bytes) }
        guard case .badCRC(let chunk, let offset, let stored, let computed) = error else {
            Issue.record("expected a bad CRC, got \(error)")
            return
        }
        #expect(chunk == "IDAT" && offset == idatOffset && stored == original && computed != original)
    }

    @Test("refuses every prefix of a file: no signature, or truncated", arguments: PNGFixture.all)
    func everyPrefix(fixture: PNGFixture) {
        for length in 0..<fixture.bytes.count {
            do {
                _ = try PNGImage(bytes: Array(fixture.bytes.prefix(length)))
                Issue.record("the first \(length) bytes decoded")
            } catch {
                let expected = length < PNGChunkReader.signature.count ? "badSignature" : "truncated"
                #expect(error.kind == expected, "the first \(length) bytes: \(error)")
            }
        }
    }
}
