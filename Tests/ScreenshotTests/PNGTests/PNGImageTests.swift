import Testing

@Suite("PNGImage")
struct PNGImageTests {
    @Test("decodes every pixel of the Python fixtures", arguments: PNGFixture.all)
    func decodesEveryPixel(fixture: PNGFixture) throws {
        let image = try PNGImage(bytes: fixture.bytes)
        try #require(image.width == fixture.width && image.height == fixture.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                #expect(image.pixel(x: x, y: y) == fixture.expectedPixel(x: x, y: y), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("decodes an image larger than one stored block, from several IDAT chunks")
    func decodesLargeImage() throws {
        let (width, height) = (300, 100)
        // Each byte is a function of its position, so a pixel decoded from the wrong place shows.
        func component(_ x: Int, _ y: Int, _ channel: Int) -> UInt8 {
            UInt8((x * 7 + y * 13 + channel * 101) % 256)
        }
        var scanlines: [UInt8] = []
        for y in 0..<height {
            scanlines.append(0)
            for x in 0..<width {
                scanlines += (0..<4).map { component(x, y, $0) }
            }
        }
        let stream = PNGBuilder.storedZlib(scanlines)
        var builder = PNGBuilder()
        builder.chunk("IHDR", PNGBuilder.header(width: UInt32(width), height: UInt32(height), colorType: 6))
        for start in stride(from: 0, to: stream.count, by: 50_000) {
            builder.chunk("IDAT", Array(stream[start..<min(start + 50_000, stream.count)]))
        }
        builder.chunk("IEND", [])
        let image = try PNGImage(bytes: builder.bytes)
        try #require(image.width == width && image.height == height)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width {
                let expected = PNGImage.Pixel(
                    red: component(x, y, 0), green: component(x, y, 1), blue: component(x, y, 2),
                    alpha: component(x, y, 3))
                mismatches += image.pixel(x: x, y: y) == expected ? 0 : 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("ignores bytes after IEND")
    func ignoresTrailingBytes() throws {
        let fixture = PNGFixture.onePixel
        let image = try PNGImage(bytes: fixture.bytes + Array("trailing garbage".utf8))
        #expect(image.pixel(x: 0, y: 0) == fixture.expectedPixel(x: 0, y: 0))
    }

    @Test(
        "describes a pixel in CSS notation",
        arguments: [
            (PNGImage.Pixel(red: 164, green: 164, blue: 164), "rgba(164, 164, 164, 255)"),
            (PNGImage.Pixel(red: 0, green: 1, blue: 2, alpha: 0), "rgba(0, 1, 2, 0)"),
        ])
    func pixelDescription(pixel: PNGImage.Pixel, description: String) {
        #expect(pixel.description == description)
    }

    @Test("reads the pixel the one-pixel fixture holds")
    func onePixel() throws {
        let image = try PNGImage(bytes: PNGFixture.onePixel.bytes)
        #expect("\(image.pixel(x: 0, y: 0))" == "rgba(164, 164, 164, 255)")
    }
}
