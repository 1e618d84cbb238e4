import CellKit

/// The text of an SVG document under construction: elements with attributes, numbers written the same way every
/// time, text escaped, and clip paths numbered in the order they are made, so the same views give the same bytes.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0
    private var clipCount = 0
    private var filterCount = 0
    /// The traits of the view being drawn, which dynamic and asset colours resolve against.
    var traits = TraitCollection.default
    /// The font files of the text written so far, which the document's style sheet declares.
    var fonts = FontFaceSheet()

    /// Opens an element: `<name a="v" ...>`, or `<name a="v" .../>` when `closed`.
    mutating func open(_ name: String, _ attributes: [(String, String)], closed: Bool = false) {
        indent()
        text += "<" + name
        for (key, value) in attributes {
            text += " " + key + "=\"" + Self.escaped(value) + "\""
        }
        text += closed ? "/>\n" : ">\n"
        if !closed {
            depth += 1
        }
    }

    /// Writes an element with no children.
    mutating func element(_ name: String, _ attributes: [(String, String)]) {
        open(name, attributes, closed: true)
    }

    /// Writes an element whose only content is `content`, escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)], content: String) {
        indent()
        text += "<" + name
        for (key, value) in attributes {
            text += " " + key + "=\"" + Self.escaped(value) + "\""
        }
        text += ">" + Self.escaped(content) + "</" + name + ">\n"
    }

    /// Appends `fragment`, another writer's text, inside the innermost open element.
    mutating func append(indented fragment: String) {
        for line in fragment.split(separator: "\n") {
            indent()
            text += line + "\n"
        }
    }

    /// Writes `body`, another writer's elements, after a `<style>` declaring the font files its text uses (none
    /// when it has no text).
    mutating func append(body: SVGWriter) {
        if !body.fonts.files.isEmpty {
            element("style", [], content: body.fonts.rules(for: "text"))
        }
        append(indented: body.text)
    }

    /// Closes the innermost open element, `name`.
    mutating func close(_ name: String) {
        depth -= 1
        indent()
        text += "</" + name + ">\n"
    }

    /// Defines a rectangular clip path and returns its reference, `url(#clipN)`.
    mutating func clipPath(_ rect: Rect) -> String {
        clipCount += 1
        let id = "clip\(clipCount)"
        open("clipPath", [("id", id)])
        element("rect", Self.rectAttributes(rect))
        close("clipPath")
        return "url(#\(id))"
    }

    /// Defines a Gaussian blur of standard deviation `deviation` over `rect` and as far around it as the blur
    /// reaches (three deviations), and returns its reference, `url(#blurN)`.
    mutating func blurFilter(deviation: Double, around rect: Rect) -> String {
        filterCount += 1
        let id = "blur\(filterCount)"
        let reach = 3 * deviation
        let region = Rect(
            x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
        open("filter", [("id", id), ("filterUnits", "userSpaceOnUse")] + Self.rectAttributes(region))
        element("feGaussianBlur", [("stdDeviation", Self.number(deviation))])
        close("filter")
        return "url(#\(id))"
    }

    private mutating func indent() {
        text += String(repeating: "  ", count: depth)
    }

    /// `x`, `y`, `width` and `height` attributes of `rect`.
    static func rectAttributes(_ rect: Rect) -> [(String, String)] {
        let rect = rect.standardized
        return [
            ("x", number(rect.minX)), ("y", number(rect.minY)),
            ("width", number(rect.width)), ("height", number(rect.height)),
        ]
    }

    /// A coordinate rounded to hundredths of a point, written without a trailing `.0`, so that floating-point
    /// noise never changes the file.
    static func number(_ value: Double) -> String {
        guard value.isFinite else {
            return "0"
        }
        let hundredths = (value * 100).rounded()
        // Past 2^53 hundredths, doubles have no fraction to round; Swift's spelling ("1e+20") is an SVG number.
        if abs(hundredths) >= 0x1p53 {
            return value.description
        }
        let whole = Int64(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let fraction = magnitude % 100
        if fraction == 0 {
            return sign + String(magnitude / 100)
        }
        let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
        let trimmed = digits.hasSuffix("0") ? String(digits.dropLast()) : digits
        return sign + String(magnitude / 100) + "." + trimmed
    }

    /// A colour as `#RRGGBB`; its alpha goes in a separate opacity attribute.
    static func color(_ color: Color) -> String {
        String(color.hexString.prefix(7))
    }

    /// `fill` (or `stroke`) and, when the colour is translucent, its opacity.
    func paint(_ name: String, _ color: Color) -> [(String, String)] {
        Self.paint(name, color.resolved(with: traits))
    }

    /// `name` and `name-opacity` attributes for a colour that is already fixed.
    static func paint(_ name: String, _ color: Color) -> [(String, String)] {
        var attributes = [(name, Self.color(color))]
        if color.alpha < 1 {
            attributes.append((name + "-opacity", number(color.alpha)))
        }
        return attributes
    }

    /// `text` with the five XML special characters escaped, and control characters (which XML cannot carry)
    /// dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result += " "
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
