/// One colour of an Xcode asset catalog, read from its `Name.colorset/Contents.json`: the universal colour and,
/// when the set has one, its dark-appearance variant, both converted to sRGB components.
///
/// Xcode writes each component as a string: `"0.784"` (floating point, 0 to 1), `"200"` (8-bit, 0 to 255) or
/// `"0xC8"` (hexadecimal, 0 to 255); plain JSON numbers are read the same way (a whole number above 1 is 8-bit). The
/// colour spaces are `srgb`, `extended-srgb` (components outside 0...1 kept), `display-p3` (converted to sRGB),
/// and the greys `gray-gamma-22` and `extended-gray` (one `white` component). Entries for other idioms than
/// `universal`, and high-contrast variants, are skipped; a `light` luminosity entry counts as the universal one.
public struct ColorSet: Sendable, Hashable {
    /// The colour in light mode (the "Any Appearance" entry).
    public var light: Components
    /// The colour in dark mode, nil when the set has no dark variant.
    public var dark: Components?

    /// sRGB components, alpha in `0...1`.
    public struct Components: Sendable, Hashable {
        /// The red component.
        public var red: Double
        /// The green component.
        public var green: Double
        /// The blue component.
        public var blue: Double
        /// The alpha component.
        public var alpha: Double

        /// Components in sRGB.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// Creates a colour set.
    public init(light: Components, dark: Components? = nil) {
        self.light = light
        self.dark = dark
    }

    /// The colour set `bytes` (a `Contents.json`) describes, or an error that says what is wrong in it.
    public static func parse(_ bytes: [UInt8]) throws(ColorSetError) -> ColorSet {
        let document: JSONDocument
        do throws(JSONParseError) {
            document = try JSONParser.parse(bytes)
        } catch {
            throw ColorSetError(message: error.message)
        }
        guard case .array(let entries)? = document.member("colors") else {
            throw ColorSetError(message: "expected a \"colors\" array")
        }
        var light: Components?
        var dark: Components?
        for entry in entries {
            guard case .string(let idiom)? = entry.member("idiom"), idiom == "universal" else { continue }
            guard let appearance = try Self.appearance(of: entry) else { continue }
            guard let color = entry.member("color") else {
                throw ColorSetError(message: "a \"universal\" entry has no \"color\"")
            }
            let components = try Self.components(of: color)
            if appearance == "dark" {
                dark = dark ?? components
            } else {
                light = light ?? components
            }
        }
        guard let light else {
            throw ColorSetError(message: "no \"universal\" colour for any appearance")
        }
        return ColorSet(light: light, dark: dark)
    }

    /// The entry's luminosity, "any" when it has none; nil for a variant this reader skips (high contrast).
    private static func appearance(of entry: JSONDocument) throws(ColorSetError) -> String? {
        guard case .array(let appearances)? = entry.member("appearances") else { return "any" }
        var luminosity = "any"
        for appearance in appearances {
            guard case .string(let kind)? = appearance.member("appearance"),
                case .string(let value)? = appearance.member("value")
            else {
                throw ColorSetError(message: "an appearance needs an \"appearance\" and a \"value\" string")
            }
            if kind == "contrast" { return nil }
            if kind == "luminosity" { luminosity = value }
        }
        return luminosity == "light" ? "any" : luminosity
    }

    /// The sRGB components of a `"color"` object.
    private static func components(of color: JSONDocument) throws(ColorSetError) -> Components {
        let space: String
        switch color.member("color-space") {
        case .string(let name)?: space = name
        case nil: space = "srgb"
        default: throw ColorSetError(message: "\"color-space\" must be a string")
        }
        guard let components = color.member("components") else {
            throw ColorSetError(message: "a colour has no \"components\"")
        }
        let alpha = try component("alpha", of: components, required: false) ?? 1
        switch space {
        case "srgb", "extended-srgb", "display-p3":
            var rgb = [0.0, 0.0, 0.0]
            for (index, name) in ["red", "green", "blue"].enumerated() {
                rgb[index] = try component(name, of: components, required: true) ?? 0
            }
            if space == "display-p3" {
                rgb = Self.sRGB(fromDisplayP3: rgb)
            }
            return Components(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            let white = try component("white", of: components, required: true) ?? 0
            return Components(red: white, green: white, blue: white, alpha: alpha)
        default:
            throw ColorSetError(
                message: "unsupported colour space '\(space)'; use srgb, extended-srgb, display-p3 or gray-gamma-22")
        }
    }

    /// A component, `0...1` for floating point and `/255` for 8-bit and hexadecimal values.
    private static func component(_ name: String, of components: JSONDocument, required: Bool)
        throws(ColorSetError) -> Double?
    {
        guard let value = components.member(name) else {
            if required { throw ColorSetError(message: "a colour has no \"\(name)\" component") }
            return nil
        }
        let number: Double?
        switch value {
        case .number(let given):
            number = given > 1 && given == given.rounded() ? given / 255 : given
        case .string(let text):
            number = Self.number(text, isAlpha: name == "alpha")
        default:
            number = nil
        }
        guard let number, number.isFinite else {
            throw ColorSetError(message: "the \"\(name)\" component is not a number: \(value.kindDescription)")
        }
        return number
    }

    /// A component string as Xcode writes it: `0x` hexadecimal and whole numbers are bytes, anything with a point
    /// is floating point; alpha is always floating point.
    private static func number(_ text: String, isAlpha: Bool) -> Double? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let value = Double(text) else { return nil }
        return isAlpha || text.contains(".") ? value : value / 255
    }

    /// Display P3 components (gamma-encoded, as sRGB's curve) in sRGB: linearised, through P3's matrix to sRGB's
    /// primaries, and encoded again. A colour more saturated than sRGB has components outside `0...1`.
    public static func sRGB(fromDisplayP3 p3: [Double]) -> [Double] {
        let linear = p3.map(Self.linear)
        let matrix = [
            [1.2249401, -0.2249404, 0.0],
            [-0.0420569, 1.0420571, 0.0],
            [-0.0196376, -0.0786361, 1.0982735],
        ]
        return matrix.map { row in Self.encoded(zip(row, linear).map(*).reduce(0, +)) }
    }

    private static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : Self.power((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    private static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * Self.power(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }

    /// `base` to the power `exponent`, for a positive base, without Foundation: by the exponential and logarithm
    /// series, which the standard library lacks.
    private static func power(_ base: Double, _ exponent: Double) -> Double {
        guard base > 0 else { return 0 }
        return exp(exponent * log(base))
    }

    /// The natural logarithm, by `log(m * 2^e) = log m + e log 2` and the series of `atanh`.
    private static func log(_ value: Double) -> Double {
        let exponent = Double(value.exponent)
        let mantissa = value.significand  // in [1, 2)
        let ratio = (mantissa - 1) / (mantissa + 1)
        var term = ratio
        var sum = 0.0
        var index = 1.0
        while abs(term) > 1e-17 {
            sum += term / index
            term *= ratio * ratio
            index += 2
        }
        return 2 * sum + exponent * 0.693_147_180_559_945_3
    }

    /// The exponential, by halving the argument until its series converges fast and squaring back.
    private static func exp(_ value: Double) -> Double {
        var reduced = value
        var halvings = 0
        while abs(reduced) > 0.5, halvings < 64 {
            reduced /= 2
            halvings += 1
        }
        var term = 1.0
        var sum = 1.0
        var index = 1.0
        while abs(term) > 1e-17 {
            term *= reduced / index
            sum += term
            index += 1
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }
}

extension JSONDocument {
    /// The value of the first member called `key`, nil when this is not an object or has none.
    fileprivate func member(_ key: String) -> JSONDocument? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
