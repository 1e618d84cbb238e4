import CellCatalog
import CellSupport

extension ArchiveDumper {
    /// `value` as a `.cell` file writes it; object references and anchors name their object with `name`.
    static func text(of value: ArchiveValue, naming name: (Int) -> String = { "#\($0)" }) -> String {
        switch value {
        case .bool(let flag):
            "\(flag)"
        case .integer(let integer):
            "\(integer)"
        case .double(let number):
            text(of: number)
        case .string(let string), .image(let string):
            quoted(string)
        case .systemImage(let name):
            ".system(\(quoted(name)))"
        case .enumCase(let name), .color(.named(let name)):
            "." + self.name(name)
        case .color(.rgba(let red, let green, let blue, let alpha)):
            text(ofRed: red, green: green, blue: blue, alpha: alpha)
        case .font(.system(let size)):
            ".system(\(text(of: size)))"
        case .font(.boldSystem(let size)):
            ".boldSystem(\(text(of: size)))"
        case .font(.custom(let name, let size)):
            ".custom(\(quoted(name)), \(text(of: size)))"
        case .font(.weightedSystem(let size, let weight)):
            ".system(\(text(of: size)), .\(weight.rawValue))"
        case .font(.italicSystem(let size)):
            ".italicSystem(\(text(of: size)))"
        case .font(.monospacedDigitSystem(let size, let weight)):
            ".monospacedDigitSystem(\(text(of: size)), .\(weight.rawValue))"
        case .font(.textStyle(let style)):
            ".textStyle(.\(style.rawValue))"
        case .color(.asset(let name)):
            ".asset(\(quoted(name)))"
        case .color(.displayP3(let red, let green, let blue, let alpha)):
            "displayP3(\([red, green, blue, alpha].map(text(of:)).joined(separator: ", ")))"
        case .size(let width, let height):
            "(\(text(of: width)), \(text(of: height)))"
        case .insets(let top, let left, let bottom, let right):
            "(" + [top, left, bottom, right].map { text(of: $0) }.joined(separator: ", ") + ")"
        case .object(let index):
            "#\(index)"
        case .objects(let indices):
            "[" + indices.map { "#\($0)" }.joined(separator: ", ") + "]"
        case .expression(let expression):
            text(of: expression, naming: name)
        case .layout(let steps):
            "[" + steps.map { text(of: $0, naming: name) }.joined(separator: "; ") + "]"
        case .strings(let strings):
            "(" + strings.map(quoted).joined(separator: ", ") + ")"
        case .point(let x, let y):
            "point(\(text(of: x)), \(text(of: y)))"
        case .rect(let x, let y, let width, let height):
            "rect(" + [x, y, width, height].map { text(of: $0) }.joined(separator: ", ") + ")"
        case .localizedString(let key):
            "localized(\(quoted(key)))"
        case .runtimeAttributes(let attributes) where attributes.isEmpty:
            "{}"
        case .runtimeAttributes(let attributes):
            "{ " + attributes.map { "\(Self.name($0.key)) = \(attributeText(of: $0.value))" }.joined(separator: "; ")
                + " }"
        case .layoutVariables(let variables) where variables.isEmpty:
            "{}"
        case .layoutVariables(let variables):
            "{ " + variables.map { "var \(Self.name($0.name)) = \(text(of: $0.defaultValue))" }.joined(separator: "; ")
                + " }"
        }
    }

    /// An attribute's value as the `attributes` block writes it: an image is `image("star")`, not a string, and a
    /// size is `size(4, 8)`.
    private static func attributeText(of value: ArchiveValue) -> String {
        switch value {
        case .image(let name): "image(\(quoted(name)))"
        case .size(let width, let height): "size(\(text(of: width)), \(text(of: height)))"
        default: text(of: value)
        }
    }

    /// A layout step as an assignment: `secondLineLabel.y = firstLineLabel.maxY + 2`, or `#3.y = #2.maxY + 2`.
    static func text(of step: ArchivedLayoutStep, naming name: (Int) -> String = { "#\($0)" }) -> String {
        "\(name(step.object)).\(step.component) = \(text(of: step.expression, naming: name))"
    }

    /// A number without a fractional part when it has none (`15`, not `15.0`), otherwise Swift's shortest spelling.
    static func text(of number: Double) -> String {
        if number == number.rounded(.towardZero), abs(number) < 1e15 {
            return "\(Int64(number))"
        }
        return "\(number)"
    }

    /// A colour as the `.cell` file most likely wrote it: `#RRGGBB` when opaque, `#RRGGBBAA` when the alpha is a
    /// whole number of 255ths (which `#RRGGBBAA` gives), otherwise `rgba(r, g, b, alpha)`.
    private static func text(ofRed red: UInt8, green: UInt8, blue: UInt8, alpha: Double) -> String {
        let hex = "#" + [red, green, blue].map(Hex.digits).joined()
        if alpha == 1 {
            return hex
        }
        let steps = (alpha * 255).rounded()
        if (0...255).contains(steps), Double(steps) / 255 == alpha {
            return hex + Hex.digits(UInt8(steps))
        }
        return "rgba(\(red), \(green), \(blue), \(text(of: alpha)))"
    }

}
