/// Assembles PNG files chunk by chunk, for the tests that need files the Python fixtures do not cover: bad headers,
/// misplaced chunks, hostile sizes, images larger than a literal should be.
struct PNGBuilder {
    /// The file so far: the signature, then the chunks appended.
    private(set) var bytes: [UInt8] = PNGChunkReader.signature

    /// Appends a chunk of `type` (four ASCII characters) with its length and a correct CRC.
    mutating func chunk(_ type: String, _ data: [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        bytes += Self.bigEndian(UInt32(data.count)) + typeAndData + Self.bigEndian(CRC32.checksum(typeAndData[...]))
    }

    /// Appends bytes as they are.
    mutating func raw(_ more: [UInt8]) {
        bytes += more
    }

    /// The 13 bytes of an IHDR chunk.
    static func header(
        width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 2, compression: UInt8 = 0,
        filter: UInt8 = 0, interlace: UInt8 = 0
    ) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, compression, filter, interlace]
    }

    /// A zlib stream that stores `data` without compression, in blocks of at most 65,535 bytes.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(Adler32.checksum(data))
    }

    /// A whole file: IHDR with `header`, `scanlines` stored in one IDAT chunk, IEND.
    static func image(header: [UInt8], scanlines: [UInt8]) -> [UInt8] {
        image(header: header, imageData: storedZlib(scanlines))
    }

    /// A whole file: IHDR with `header`, `imageData` in one IDAT chunk, IEND.
    static func image(header: [UInt8], imageData: [UInt8]) -> [UInt8] {
        var builder = PNGBuilder()
        builder.chunk("IHDR", header)
        builder.chunk("IDAT", imageData)
        builder.chunk("IEND", [])
        return builder.bytes
    }

    /// `png` with every chunk's CRC recomputed, up to the first length that runs past the end; damage then reaches
    /// the parts of the decoder behind the CRC check.
    static func resealed(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        var offset = PNGChunkReader.signature.count
        while bytes.count - offset >= 12 {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else {
                break
            }
            let crc = bigEndian(CRC32.checksum(bytes[offset + 4..<offset + 8 + length]))
            bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: crc)
            offset += 12 + length
        }
        return bytes
    }

    /// `value` as four bytes, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
