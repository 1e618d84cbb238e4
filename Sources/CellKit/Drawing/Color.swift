import CellSupport

/// A colour in the sRGB space with straight (not premultiplied) alpha, every channel in `0...1` (UIKit's `UIColor`).
public struct Color: Sendable, Hashable {
    /// The red channel, `0...1`.
    public let red: Double
    /// The green channel, `0...1`.
    public let green: Double
    /// The blue channel, `0...1`.
    public let blue: Double
    /// The opacity, `0...1`: 0 is fully transparent.
    public let alpha: Double

    /// Creates a colour from its channels; values outside `0...1` are clamped and NaN counts as 0.
    ///
    /// UIKit allows extended-range components, but nothing here draws them and the SVG output wants bytes.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a grey: `white` in every colour channel.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from `0xRRGGBB`, each channel the byte over 255; bits above the low 24 are ignored.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque; channels are rounded to the nearest byte.
    public var hexString: String {
        var text = "#" + Self.hexDigits(red) + Self.hexDigits(green) + Self.hexDigits(blue)
        if alpha < 1 {
            text += Self.hexDigits(alpha)
        }
        return text
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func hexDigits(_ channel: Double) -> String {
        Hex.digits(UInt8((channel * 255).rounded()))
    }
}

extension Color: CustomStringConvertible {
    /// The colour's `hexString`.
    public var description: String { hexString }
}
