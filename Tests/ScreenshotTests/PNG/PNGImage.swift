/// A decoded PNG image, its pixels held as 8-bit red, green, blue and alpha.
///
/// It reads what headless Chromium writes: colour types 0, 2, 4 and 6 (grey, RGB, grey with alpha, RGBA) at bit depth
/// 8, not interlaced. Anything else, and any damage, throws a ``PNGError``; no input makes it crash, and no header
/// makes it allocate before the compressed data has shown it holds the pixels.
struct PNGImage {
    /// The most pixels a side this decoder accepts.
    static let maximumSide = 16_384
    /// The most pixels in all this decoder accepts: 256 MiB of RGBA.
    static let maximumPixelCount = 1 << 26

    /// Pixels a row.
    let width: Int
    /// Rows.
    let height: Int
    /// Four bytes a pixel, rows top to bottom, each left to right.
    private let rgba: [UInt8]

    /// Decodes a PNG file.
    init(bytes: [UInt8]) throws(PNGError) {
        var chunks = try PNGChunkReader(bytes)
        let first = try chunks.next()
        guard first.type == "IHDR" else {
            throw .badChunk(offset: first.offset, message: "the first chunk is '\(first.type)', not 'IHDR'")
        }
        let header = try PNGHeader(first.data, offset: first.offset)
        let compressed = try Self.imageData(after: &chunks)
        var scanlines = try Zlib.decompress(compressed, limit: header.imageDataSize)
        guard scanlines.count == header.imageDataSize else {
            throw .sizeMismatch(expected: header.imageDataSize, found: scanlines.count)
        }
        let channels = header.colorType.channels
        try ScanlineFilter.unfilter(
            &scanlines, rows: header.height, rowLength: header.rowLength, bytesPerPixel: channels)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(header.width * header.height * 4)
        for row in 0..<header.height {
            let rowStart = row * (1 + header.rowLength) + 1
            for column in 0..<header.width {
                header.colorType.appendRGBA(of: scanlines, at: rowStart + column * channels, to: &rgba)
            }
        }
        width = header.width
        height = header.height
        self.rgba = rgba
    }

    /// The data of the IDAT chunks, concatenated, from the chunks up to IEND.
    private static func imageData(after chunks: inout PNGChunkReader) throws(PNGError) -> [UInt8] {
        var compressed: [UInt8] = []
        var sawImageData = false
        while true {
            let chunk = try chunks.next()
            switch chunk.type {
            case "IDAT":
                compressed.append(contentsOf: chunk.data)
                sawImageData = true
            case "IEND":
                guard sawImageData else {
                    throw .badChunk(offset: chunk.offset, message: "IEND before any IDAT chunk")
                }
                return compressed
            case "IHDR":
                throw .badChunk(offset: chunk.offset, message: "a second IHDR chunk")
            case "PLTE":
                // A suggested palette for a true-colour image; a greyscale one has none to use either.
                continue
            default:
                guard !chunk.isCritical else {
                    throw .badChunk(offset: chunk.offset, message: "unknown critical chunk '\(chunk.type)'")
                }
            }
        }
    }

    /// The pixel in column `x` and row `y`, counted from the top left corner.
    func pixel(x: Int, y: Int) -> Pixel {
        precondition(
            0 <= x && x < width && 0 <= y && y < height, "(\(x), \(y)) is outside the \(width) x \(height) image")
        let start = (y * width + x) * 4
        return Pixel(red: rgba[start], green: rgba[start + 1], blue: rgba[start + 2], alpha: rgba[start + 3])
    }
}
