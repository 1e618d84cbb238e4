/// The fields of an IHDR chunk (PNG specification §11.2.2), checked against what this decoder reads.
struct PNGHeader {
    /// Pixels a row.
    let width: Int
    /// Rows.
    let height: Int
    /// How the samples of a pixel are laid out.
    let colorType: PNGColorType

    /// Reads and checks the data of an IHDR chunk; `offset` is the chunk's, for messages.
    init(_ data: ArraySlice<UInt8>, offset: Int) throws(PNGError) {
        guard data.count == 13 else {
            throw .badChunk(offset: offset, message: "IHDR holds \(data.count) bytes, not 13")
        }
        let field = Array(data)
        let width = field[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = field[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let bitDepth = field[8]
        let colorType = field[9]
        let compression = field[10]
        let filter = field[11]
        let interlace = field[12]
        let range = 1...PNGChunkReader.maximumLength
        guard range.contains(width) && range.contains(height) else {
            throw .badHeader("width \(width) and height \(height) must each be 1 through 2^31 - 1")
        }
        guard let supported = PNGColorType(rawValue: colorType) else {
            throw .unsupportedColorType(colorType)
        }
        guard bitDepth == 8 else {
            throw .unsupportedBitDepth(depth: bitDepth, colorType: colorType)
        }
        guard compression == 0 else {
            throw .badHeader("compression method \(compression) is not defined; the only one is 0")
        }
        guard filter == 0 else {
            throw .badHeader("filter method \(filter) is not defined; the only one is 0")
        }
        guard interlace != 1 else {
            throw .unsupportedInterlace
        }
        guard interlace == 0 else {
            throw .badHeader("interlace method \(interlace) is not defined; there are 0 and 1")
        }
        // Each side is checked first, so that the product cannot overflow.
        guard width <= PNGImage.maximumSide && height <= PNGImage.maximumSide else {
            throw .imageTooLarge(width: width, height: height)
        }
        guard width * height <= PNGImage.maximumPixelCount else {
            throw .imageTooLarge(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.colorType = supported
    }

    /// Bytes a scanline, not counting its filter-type byte.
    var rowLength: Int {
        width * colorType.channels
    }

    /// Bytes the image data inflates to: each scanline with its filter-type byte.
    var imageDataSize: Int {
        height * (1 + rowLength)
    }
}
