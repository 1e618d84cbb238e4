import CellSupport

/// A colour in the sRGB space with straight (not premultiplied) alpha, every channel in `0...1` (UIKit's `UIColor`).
///
/// Like UIKit's, a colour may be dynamic: UIKit's semantic and system colours (`.label`, `.systemBackground`,
/// `.systemBlue`), `init(light:dark:)` and asset colours (`init(assetNamed:)`) take their channels from a view's
/// trait collection when drawn (`resolved(with:)`). The channel properties of a dynamic colour are its light ones;
/// those of an asset colour are clear's until it is resolved.
public struct Color: Sendable, Hashable {
    /// The red channel, `0...1`.
    public let red: Double
    /// The green channel, `0...1`.
    public let green: Double
    /// The blue channel, `0...1`.
    public let blue: Double
    /// The opacity, `0...1`: 0 is fully transparent.
    public let alpha: Double
    /// What the colour depends on.
    private let variant: Variant

    /// What a colour's channels depend on.
    private indirect enum Variant: Sendable, Hashable {
        /// Nothing: the channels are the colour.
        case fixed
        /// The appearance: the channels are the light colour, this the dark one.
        case dynamic(dark: Color)
        /// The app's asset catalog, by name.
        case asset(String)
    }

    /// Creates a colour from its channels; values outside `0...1` are clamped and NaN counts as 0.
    ///
    /// UIKit allows extended-range components, but nothing here draws them and the SVG output wants bytes.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
        self.variant = .fixed
    }

    /// A colour of Display P3 components in `0...1` (UIKit's `init(displayP3Red:green:blue:alpha:)`), converted to
    /// sRGB; a colour more saturated than sRGB can show is clamped to it, channel by channel.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let rgb = ColorSet.sRGB(fromDisplayP3: [red, green, blue])
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// A colour that is `light` in light mode and `dark` in dark mode (UIKit's `UIColor(dynamicProvider:)`); each
    /// is first resolved in its own mode.
    public init(light: Color, dark: Color) {
        let light = light.resolved(with: TraitCollection(userInterfaceStyle: .light))
        self.init(light, variant: .dynamic(dark: dark.resolved(with: TraitCollection(userInterfaceStyle: .dark))))
    }

    /// The colour the app's asset catalog names `name` (an Xcode `Name.colorset`), looked up when the colour is
    /// resolved against a trait collection that has `colorAssets` (UIKit's `UIColor(named:)`, which reads the app's
    /// bundle). Until then, and when the catalog lacks the name, it is clear: draws nothing, as a nib's reference to
    /// a missing colour does; `ColorAssets.color(named:)` reports the missing name as an error.
    public init(assetNamed name: String) {
        self.init(Color(white: 0, alpha: 0), variant: .asset(name))
    }

    private init(_ channels: Color, variant: Variant) {
        (red, green, blue, alpha) = (channels.red, channels.green, channels.blue, channels.alpha)
        self.variant = variant
    }

    /// The name of the asset colour this is, nil for any other colour.
    public var assetName: String? {
        if case .asset(let name) = variant { name } else { nil }
    }

    /// Whether the colour depends on the trait collection it is drawn in: a dynamic or asset colour.
    public var isDynamic: Bool {
        variant != .fixed
    }

    /// The fixed colour this is in `traits` (UIKit's `resolvedColor(with:)`): the dark variant in dark mode, an
    /// asset colour looked up in the traits' `colorAssets`, any other colour itself.
    public func resolved(with traits: TraitCollection) -> Color {
        switch variant {
        case .fixed:
            return self
        case .dynamic(let dark):
            return traits.userInterfaceStyle == .dark ? dark : Color(red: red, green: green, blue: blue, alpha: alpha)
        case .asset(let name):
            return (try? traits.colorAssets?.color(named: name))?.resolved(with: traits)
                ?? Color(white: 0, alpha: 0)
        }
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
    /// The colour's `hexString`; a dynamic colour's light and dark ones (`#000000/#FFFFFF`), an asset colour's name
    /// (`asset("BrandRed")`).
    public var description: String {
        switch variant {
        case .fixed: hexString
        case .dynamic(let dark): hexString + "/" + dark.hexString
        case .asset(let name): "asset(\"\(name)\")"
        }
    }
}
