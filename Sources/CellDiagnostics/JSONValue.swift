/// A JSON document under construction, written out by hand so this module needs no Foundation.
///
/// Objects keep their keys in the order given, so the same value always serializes to the same bytes.
enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Int)
    case array([JSONValue])
    case object([Member])

    /// One key and its value in an object.
    struct Member: Sendable, Equatable {
        var key: String
        var value: JSONValue

        init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The compact JSON text of this value.
    var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .string(let text):
            JSONValue.writeQuoted(text, to: &output)
        case .number(let number):
            output += String(number)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    output += ","
                }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 {
                    output += ","
                }
                JSONValue.writeQuoted(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Writes `text` as a JSON string: quote and backslash escaped, control characters as `\u00XX`, everything else
    /// verbatim (a Swift string is always valid Unicode, so the output is valid UTF-8).
    static func writeQuoted(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"":
                output += "\\\""
            case "\\":
                output += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
