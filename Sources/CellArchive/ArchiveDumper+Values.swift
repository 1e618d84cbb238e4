extension ArchiveDumper {
    /// `value` as a `.cell` file writes it.
    static func text(of value: ArchiveValue) -> String {
        switch value {
        case .bool(let flag):
            "\(flag)"
        case .integer(let integer):
            "\(integer)"
        case .double(let number):
            text(of: number)
        case .string(let string), .image(let string):
            quoted(string)
        case .enumCase(let name), .color(.named(let name)):
            "." + name
        case .color(.rgba(let red, let green, let blue, let alpha)):
            alpha == 1
                ? "#" + [red, green, blue].map { hexByte($0) }.joined()
                : "rgba(\(red), \(green), \(blue), \(text(of: alpha)))"
        case .font(.system(let size)):
            ".system(\(text(of: size)))"
        case .font(.boldSystem(let size)):
            ".boldSystem(\(text(of: size)))"
        case .font(.custom(let name, let size)):
            ".custom(\(quoted(name)), \(text(of: size)))"
        case .size(let width, let height):
            "(\(text(of: width)), \(text(of: height)))"
        case .insets(let top, let left, let bottom, let right):
            "(" + [top, left, bottom, right].map { text(of: $0) }.joined(separator: ", ") + ")"
        case .object(let index):
            "#\(index)"
        case .objects(let indices):
            "[" + indices.map { "#\($0)" }.joined(separator: ", ") + "]"
        case .expression(let expression):
            text(of: expression)
        case .layout(let steps):
            "[" + steps.map { text(of: $0) }.joined(separator: "; ") + "]"
        }
    }

    /// A layout step as an assignment: `#3.y = #2.maxY + 2`.
    static func text(of step: ArchivedLayoutStep) -> String {
        "#\(step.object).\(step.component) = \(text(of: step.expression))"
    }

    /// A number without a fractional part when it has none (`15`, not `15.0`), otherwise Swift's shortest spelling.
    static func text(of number: Double) -> String {
        if number == number.rounded(.towardZero), abs(number) < 1e15 {
            return "\(Int64(number))"
        }
        return "\(number)"
    }

    /// A string literal, with quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
