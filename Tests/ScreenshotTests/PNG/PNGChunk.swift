/// One chunk of a PNG file: its four-letter type and its data, with its CRC already verified.
struct PNGChunk {
    /// The chunk's type, four ASCII letters such as `IHDR`.
    let type: String
    /// The chunk's data, indexed as in the file.
    let data: ArraySlice<UInt8>
    /// The offset of the chunk's length field in the file, for error messages.
    let offset: Int

    /// Whether a decoder that does not know the chunk must refuse the image: bit 5 of the first letter is clear, so
    /// the letter is upper case.
    var isCritical: Bool {
        type.utf8.first.map { $0 & 0x20 == 0 } ?? true
    }
}
