/// The five filters of filter method 0 (PNG specification §9.2), each predicting a byte from its neighbours: the byte
/// one pixel to the left, the byte above, and the byte above that one.
enum ScanlineFilter: UInt8 {
    /// No prediction.
    case none = 0
    /// Predicts the byte to the left.
    case sub = 1
    /// Predicts the byte above.
    case up = 2
    /// Predicts the mean of the bytes to the left and above, rounded down.
    case average = 3
    /// Predicts whichever of left, above and upper left is nearest to left + above - upper left.
    case paeth = 4

    /// The prediction the encoder subtracted, and the decoder adds back, modulo 256.
    func prediction(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        switch self {
        case .none:
            return 0
        case .sub:
            return left
        case .up:
            return above
        case .average:
            return UInt8((Int(left) + Int(above)) / 2)
        case .paeth:
            let estimate = Int(left) + Int(above) - Int(upperLeft)
            let distanceLeft = abs(estimate - Int(left))
            let distanceAbove = abs(estimate - Int(above))
            let distanceUpperLeft = abs(estimate - Int(upperLeft))
            // The order of the comparisons breaks ties as the specification does: left, then above.
            if distanceLeft <= distanceAbove && distanceLeft <= distanceUpperLeft {
                return left
            }
            return distanceAbove <= distanceUpperLeft ? above : upperLeft
        }
    }

    /// Undoes the filters of `rows` scanlines in place: each is a filter-type byte then `rowLength` bytes, and a byte's
    /// left neighbour is `bytesPerPixel` bytes before it. Bytes outside the image (left of the first pixel, above the
    /// first row) count as 0.
    static func unfilter(_ data: inout [UInt8], rows: Int, rowLength: Int, bytesPerPixel: Int) throws(PNGError) {
        precondition(data.count == rows * (1 + rowLength), "the data must hold exactly the scanlines")
        let stride = 1 + rowLength
        for row in 0..<rows {
            let start = row * stride
            guard let filter = ScanlineFilter(rawValue: data[start]) else {
                throw .badFilterType(row: row, type: data[start])
            }
            if filter == .none {
                continue
            }
            for index in start + 1..<start + stride {
                let hasLeft = index - bytesPerPixel > start
                let left = hasLeft ? data[index - bytesPerPixel] : 0
                let above = row > 0 ? data[index - stride] : 0
                let upperLeft = hasLeft && row > 0 ? data[index - bytesPerPixel - stride] : 0
                data[index] &+= filter.prediction(left: left, above: above, upperLeft: upperLeft)
            }
        }
    }
}
