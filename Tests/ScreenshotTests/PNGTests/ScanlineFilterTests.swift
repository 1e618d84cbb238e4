import Testing

@Suite("ScanlineFilter")
struct ScanlineFilterTests {
    @Test(
        "Paeth predicts the neighbour nearest to left + above - upper left, preferring left, then above",
        arguments: [
            // (left, above, upper left, prediction), worked by hand from PNG specification §9.4.
            (0, 0, 0, 0),
            (5, 5, 5, 5),
            (1, 2, 3, 1),
            (10, 20, 10, 20),
            (100, 50, 120, 50),
            (50, 100, 120, 50),
            (120, 50, 100, 50),
            (200, 10, 100, 100),
            (255, 0, 0, 255),
            (0, 255, 0, 255),
            (0, 0, 255, 0),
            (4, 1, 3, 1),
        ] as [(UInt8, UInt8, UInt8, UInt8)])
    func paeth(left: UInt8, above: UInt8, upperLeft: UInt8, prediction: UInt8) {
        #expect(ScanlineFilter.paeth.prediction(left: left, above: above, upperLeft: upperLeft) == prediction)
    }

    @Test(
        "Average rounds down without overflowing",
        arguments: [(255, 255, 255), (1, 2, 1), (0, 255, 127)] as [(UInt8, UInt8, UInt8)])
    func average(left: UInt8, above: UInt8, mean: UInt8) {
        #expect(ScanlineFilter.average.prediction(left: left, above: above, upperLeft: 0) == mean)
    }

    @Test("unfilters in place, counting bytes outside the image as zero")
    func unfilter() throws {
        // Two rows of two 2-byte pixels: Sub, then Up; the bytes wrap modulo 256.
        var data: [UInt8] = [1, 10, 20, 250, 240, 2, 1, 1, 10, 20]
        try ScanlineFilter.unfilter(&data, rows: 2, rowLength: 4, bytesPerPixel: 2)
        #expect(data == [1, 10, 20, 4, 4, 2, 11, 21, 14, 24])
    }
}
