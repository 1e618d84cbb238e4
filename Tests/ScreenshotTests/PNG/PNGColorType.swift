/// The colour types this decoder reads (PNG specification §11.2.2), all at bit depth 8.
enum PNGColorType: UInt8 {
    /// One grey sample a pixel.
    case grey = 0
    /// Red, green and blue samples.
    case rgb = 2
    /// A grey sample, then alpha.
    case greyAlpha = 4
    /// Red, green, blue and alpha samples.
    case rgba = 6

    /// Bytes a pixel: at bit depth 8, one a sample.
    var channels: Int {
        switch self {
        case .grey: 1
        case .rgb: 3
        case .greyAlpha: 2
        case .rgba: 4
        }
    }

    /// Appends the red, green, blue and alpha bytes of the pixel whose samples begin at `samples[start]`.
    func appendRGBA(of samples: [UInt8], at start: Int, to rgba: inout [UInt8]) {
        // Byte by byte, because an array literal would allocate once a pixel in debug builds.
        switch self {
        case .grey, .greyAlpha:
            let grey = samples[start]
            rgba.append(grey)
            rgba.append(grey)
            rgba.append(grey)
            rgba.append(self == .grey ? 255 : samples[start + 1])
        case .rgb, .rgba:
            rgba.append(samples[start])
            rgba.append(samples[start + 1])
            rgba.append(samples[start + 2])
            rgba.append(self == .rgb ? 255 : samples[start + 3])
        }
    }
}
