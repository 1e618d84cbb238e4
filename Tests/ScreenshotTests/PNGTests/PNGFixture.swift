import Testing

/// A PNG file written with Python's zlib, and the pixels it encodes; the files are in PNGFixture+Vectors.swift.
struct PNGFixture: Sendable, CustomTestStringConvertible {
    /// The fixture's name in test output.
    let name: String
    /// Pixels a row.
    let width: Int
    /// Rows.
    let height: Int
    /// The file.
    let bytes: [UInt8]
    /// The pixels the file encodes: red, green, blue and alpha bytes, rows top to bottom.
    let rgba: [UInt8]

    var testDescription: String {
        name
    }

    /// The pixel the file encodes at column `x` and row `y`.
    func expectedPixel(x: Int, y: Int) -> PNGImage.Pixel {
        let start = (y * width + x) * 4
        return PNGImage.Pixel(red: rgba[start], green: rgba[start + 1], blue: rgba[start + 2], alpha: rgba[start + 3])
    }
}
