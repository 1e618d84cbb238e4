/// Why ``PNGImage`` (or ``Zlib`` and ``Inflate`` beneath it) rejected some bytes.
///
/// File offsets count bytes from the start of the PNG file; stream offsets count bytes from the start of the
/// compressed data (the IDAT chunks' data, concatenated). The descriptions are single sentences without a file name.
enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not begin with the eight-byte PNG signature.
    case badSignature
    /// The file ends at `offset` before `expected` (such as `the length of a chunk`).
    case truncated(offset: Int, expected: String)
    /// The CRC-32 stored after the chunk named `chunk`, which begins at `offset`, is not the checksum of its type and
    /// data.
    case badCRC(chunk: String, offset: Int, stored: UInt32, computed: UInt32)
    /// The chunk layout breaks a rule of the format at `offset`, as `message` says.
    case badChunk(offset: Int, message: String)
    /// A field of IHDR holds a value the format does not define, as `message` says.
    case badHeader(String)
    /// The colour type is not one of the four this decoder reads (0, 2, 4 and 6).
    case unsupportedColorType(UInt8)
    /// The bit depth is not 8.
    case unsupportedBitDepth(depth: UInt8, colorType: UInt8)
    /// The image is interlaced (Adam7).
    case unsupportedInterlace
    /// The header declares more pixels than ``PNGImage/maximumSide`` or ``PNGImage/maximumPixelCount`` allow.
    case imageTooLarge(width: Int, height: Int)
    /// The two-byte zlib header is malformed, as `message` says.
    case badZlibHeader(String)
    /// The zlib header asks for a preset dictionary, which PNG forbids.
    case presetDictionary
    /// The compressed data ends at stream offset `offset` before `expected`.
    case truncatedStream(offset: Int, expected: String)
    /// A DEFLATE block header at stream offset `offset` has the reserved block type 3.
    case badBlockType(offset: Int)
    /// A stored block's length at stream offset `offset` does not match its ones' complement.
    case badStoredLength(offset: Int, length: Int, complement: Int)
    /// A Huffman code, or the code lengths that define one, is invalid at stream offset `offset`.
    case badHuffmanCode(offset: Int, message: String)
    /// A back-reference at stream offset `offset` reaches before the first byte of output.
    case distanceTooFarBack(offset: Int, distance: Int, available: Int)
    /// The Adler-32 checksum after the compressed data is not the checksum of what it inflates to.
    case adlerMismatch(stored: UInt32, computed: UInt32)
    /// The compressed data inflates to more than the `limit` bytes the caller expects.
    case tooMuchData(limit: Int)
    /// The image data inflates to `found` bytes where the header implies `expected`.
    case sizeMismatch(expected: Int, found: Int)
    /// Scanline `row` (counted from 0) begins with a filter type other than 0 through 4.
    case badFilterType(row: Int, type: UInt8)

    /// The error as one sentence, such as `bad CRC in chunk 'IDAT' at offset 33: stored 0x00000000, computed 0x…`.
    var description: String {
        switch self {
        case .badSignature:
            "not a PNG file: the bytes do not begin with the PNG signature"
        case .truncated(let offset, let expected):
            "truncated PNG: expected \(expected) at offset \(offset), but the file ends"
        case .badCRC(let chunk, let offset, let stored, let computed):
            "bad CRC in chunk '\(chunk)' at offset \(offset): stored \(Self.hex(stored)), computed \(Self.hex(computed))"
        case .badChunk(let offset, let message):
            "invalid PNG at offset \(offset): \(message)"
        case .badHeader(let message):
            "invalid IHDR: \(message)"
        case .unsupportedColorType(let type):
            "unsupported colour type \(type)\(Self.colorTypeName(type)): this decoder reads colour types 0, 2, 4 and 6"
        case .unsupportedBitDepth(let depth, let type):
            "unsupported bit depth \(depth) for colour type \(type)\(Self.colorTypeName(type)): this decoder reads "
                + "bit depth 8 only"
        case .unsupportedInterlace:
            "unsupported interlace method 1 (Adam7): this decoder reads non-interlaced images only"
        case .imageTooLarge(let width, let height):
            "image too large: \(width) x \(height) exceeds the limit of \(PNGImage.maximumSide) pixels a side and "
                + "\(PNGImage.maximumPixelCount) pixels in all"
        case .badZlibHeader(let message):
            "bad zlib header: \(message)"
        case .presetDictionary:
            "bad zlib header: the stream needs a preset dictionary (FDICT), which PNG does not allow"
        case .truncatedStream(let offset, let expected):
            "truncated compressed data: expected \(expected) at byte \(offset), but the data ends"
        case .badBlockType(let offset):
            "bad DEFLATE block at byte \(offset): block type 3 is reserved"
        case .badStoredLength(let offset, let length, let complement):
            "bad stored block at byte \(offset): length \(length) does not match its complement \(complement)"
        case .badHuffmanCode(let offset, let message):
            "bad Huffman code at byte \(offset): \(message)"
        case .distanceTooFarBack(let offset, let distance, let available):
            "bad back-reference at byte \(offset): distance \(distance), but only \(available) bytes are decoded"
        case .adlerMismatch(let stored, let computed):
            "Adler-32 mismatch: stored \(Self.hex(stored)), computed \(Self.hex(computed))"
        case .tooMuchData(let limit):
            "the compressed data inflates to more than the \(limit) bytes expected"
        case .sizeMismatch(let expected, let found):
            "size mismatch: the image data inflates to \(found) bytes, but the header implies \(expected)"
        case .badFilterType(let row, let type):
            "bad filter type \(type) on scanline \(row): filter types are 0 through 4"
        }
    }

    /// `0x` and eight hexadecimal digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    /// A colour type's name in parentheses after a space, or nothing for a type the format does not define.
    private static func colorTypeName(_ type: UInt8) -> String {
        switch type {
        case 0: " (greyscale)"
        case 2: " (RGB)"
        case 3: " (palette)"
        case 4: " (greyscale with alpha)"
        case 6: " (RGBA)"
        default: ""
        }
    }
}
