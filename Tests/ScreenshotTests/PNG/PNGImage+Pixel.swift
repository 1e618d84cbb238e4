extension PNGImage {
    /// One pixel: 8-bit red, green, blue and alpha, not premultiplied.
    struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// Red, 0 through 255.
        var red: UInt8
        /// Green, 0 through 255.
        var green: UInt8
        /// Blue, 0 through 255.
        var blue: UInt8
        /// Alpha, 0 (transparent) through 255 (opaque).
        var alpha: UInt8

        /// A pixel of the given components, opaque unless `alpha` says otherwise.
        init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// The pixel in CSS notation, such as `rgba(164, 164, 164, 255)`; alpha is a byte, not a fraction.
        var description: String {
            "rgba(\(red), \(green), \(blue), \(alpha))"
        }
    }
}
