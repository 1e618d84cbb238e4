import Testing

@Suite("PNGError")
struct PNGErrorTests {
    @Test(
        "describes each error in one sentence",
        arguments: [
            (.badSignature, "not a PNG file: the bytes do not begin with the PNG signature"),
            (
                .truncated(offset: 33, expected: "the length of a chunk"),
                "truncated PNG: expected the length of a chunk at offset 33, but the file ends"
            ),
            (
                .badCRC(chunk: "IDAT", offset: 33, stored: 0, computed: 0xAE42_6082),
                "bad CRC in chunk 'IDAT' at offset 33: stored 0x00000000, computed 0xae426082"
            ),
            (
                .badChunk(offset: 8, message: "IHDR holds 12 bytes, not 13"),
                "invalid PNG at offset 8: IHDR holds 12 bytes, not 13"
            ),
            (.badHeader("filter method 1 is not defined"), "invalid IHDR: filter method 1 is not defined"),
            (
                .unsupportedColorType(3),
                "unsupported colour type 3 (palette): this decoder reads colour types 0, 2, 4 and 6"
            ),
            (.unsupportedColorType(7), "unsupported colour type 7: this decoder reads colour types 0, 2, 4 and 6"),
            (
                .unsupportedBitDepth(depth: 16, colorType: 2),
                "unsupported bit depth 16 for colour type 2 (RGB): this decoder reads bit depth 8 only"
            ),
            (
                .unsupportedInterlace,
                "unsupported interlace method 1 (Adam7): this decoder reads non-interlaced images only"
            ),
            (
                .imageTooLarge(width: 20_000, height: 10),
                "image too large: 20000 x 10 exceeds the limit of 16384 pixels a side and 67108864 pixels in all"
            ),
            (
                .badZlibHeader("compression method 9, where PNG requires 8 (DEFLATE)"),
                "bad zlib header: compression method 9, where PNG requires 8 (DEFLATE)"
            ),
            (
                .presetDictionary,
                "bad zlib header: the stream needs a preset dictionary (FDICT), which PNG does not allow"
            ),
            (
                .truncatedStream(offset: 5, expected: "a block header"),
                "truncated compressed data: expected a block header at byte 5, but the data ends"
            ),
            (.badBlockType(offset: 0), "bad DEFLATE block at byte 0: block type 3 is reserved"),
            (
                .badStoredLength(offset: 1, length: 5, complement: 0),
                "bad stored block at byte 1: length 5 does not match its complement 0"
            ),
            (
                .badHuffmanCode(offset: 9, message: "the distance code has no symbols"),
                "bad Huffman code at byte 9: the distance code has no symbols"
            ),
            (
                .distanceTooFarBack(offset: 2, distance: 40, available: 12),
                "bad back-reference at byte 2: distance 40, but only 12 bytes are decoded"
            ),
            (
                .adlerMismatch(stored: 0x11E6_0398, computed: 1),
                "Adler-32 mismatch: stored 0x11e60398, computed 0x00000001"
            ),
            (.tooMuchData(limit: 14), "the compressed data inflates to more than the 14 bytes expected"),
            (
                .sizeMismatch(expected: 14, found: 13),
                "size mismatch: the image data inflates to 13 bytes, but the header implies 14"
            ),
            (.badFilterType(row: 1, type: 5), "bad filter type 5 on scanline 1: filter types are 0 through 4"),
        ] as [(PNGError, String)])
    func description(error: PNGError, text: String) {
        #expect(error.description == text)
    }
}
