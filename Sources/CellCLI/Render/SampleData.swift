import CellArchive
import CellKit

/// The sample content `cellc render --data` puts in a template's outlets: a JSON object whose keys are outlet
/// names and whose values are the outlet's content (a string) or its properties (an object).
@MainActor
enum SampleData {
    /// A problem with the data, at a line and column of its file.
    struct Problem: Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The properties a plain string sets, by the outlet's kind.
    private static func contentKey(of view: View) -> String? {
        switch view {
        case is Label: "text"
        case is Button: "title"
        case is ImageView: "image"
        default: nil
        }
    }

    /// The keys whose string values are image names.
    private static let imageKeys: Set<String> = ["image", "highlightedImage", "backgroundImage"]

    /// Applies the JSON in `bytes` to `preview`; returns the first problem, or nil when all of it applied.
    static func apply(_ bytes: [UInt8], to preview: NibPreview) -> Problem? {
        let document: JSONDocument
        do throws(JSONParseError) {
            document = try JSONParser.parse(bytes)
        } catch {
            return Problem(message: error.message, line: error.line, column: error.column)
        }
        guard case .object(let members) = document else {
            return Problem(
                message: "the data must be a JSON object of outlet names, found \(document.kindDescription)",
                line: 1, column: 1)
        }
        var seen: Set<String> = []
        for member in members {
            let message: String?
            if seen.insert(member.key).inserted {
                message = apply(member.value, toOutlet: member.key, of: preview)
            } else {
                message = "'\(member.key)' is given twice"
            }
            if let message {
                let (line, column) = JSONParser.position(of: member.offset, in: bytes)
                return Problem(message: message, line: line, column: column)
            }
        }
        return nil
    }

    /// Applies one outlet's value; returns what is wrong with it, if anything.
    private static func apply(_ value: JSONDocument, toOutlet outlet: String, of preview: NibPreview) -> String? {
        let view: View
        do throws(NibPreviewError) {
            view = try preview.requireOutlet(named: outlet)
        } catch {
            return error.description
        }
        let properties: [(key: String, value: JSONDocument)]
        switch value {
        case .string:
            guard let key = contentKey(of: view) else {
                return "'\(outlet)' is a \(type(of: view)), which has no text or image: give an object of properties"
            }
            properties = [(key, value)]
        case .object(let members):
            properties = members.map { ($0.key, $0.value) }
        default:
            return "the value of '\(outlet)' must be a string or an object of properties, found "
                + value.kindDescription
        }
        for (key, json) in properties {
            do throws(NibPreviewError) {
                try set(key, to: json, onOutlet: outlet, of: preview)
            } catch {
                return error.description
            }
        }
        return nil
    }

    /// Sets one property from its JSON value. A string is an image name for the image keys; otherwise it is tried
    /// as text, then as a colour (`#RRGGBB`, or a named colour such as `.white`), then as an enumeration case
    /// (`.center`), each as the property's type accepts. A whole number is tried as an integer, then as a number.
    private static func set(
        _ key: String, to json: JSONDocument, onOutlet outlet: String, of preview: NibPreview
    ) throws(NibPreviewError) {
        let value: ArchiveValue
        switch json {
        case .string(let text):
            if imageKeys.contains(key) {
                value = .image(text)
                break
            }
            var candidates: [ArchiveValue] = [.string(text)]
            if let color = color(text) {
                candidates.append(.color(color))
            }
            if text.hasPrefix("."), text.count > 1 {
                candidates += [.color(.named(String(text.dropFirst()))), .enumCase(String(text.dropFirst()))]
            }
            try setFirstAccepted(candidates, key: key, outlet: outlet, of: preview)
            return
        case .bool(let flag):
            value = .bool(flag)
        case .number(let number):
            let whole = number.rounded() == number && abs(number) < 1e15
            try setFirstAccepted(
                (whole ? [.integer(Int64(number))] : []) + [.double(number)], key: key, outlet: outlet, of: preview)
            return
        case .null, .array, .object:
            throw .wrongValue(key, outlet: outlet, expected: "a string, number or boolean", found: json.kindDescription)
        }
        try preview.setProperty(key, to: value, onOutlet: outlet)
    }

    /// Sets the first of `candidates` the property accepts; when none is, throws the first refusal, which names
    /// the property's type.
    private static func setFirstAccepted(
        _ candidates: [ArchiveValue], key: String, outlet: String, of preview: NibPreview
    ) throws(NibPreviewError) {
        var firstRefusal: NibPreviewError?
        for candidate in candidates {
            do throws(NibPreviewError) {
                try preview.setProperty(key, to: candidate, onOutlet: outlet)
                return
            } catch {
                guard case .wrongValue = error else {
                    throw error
                }
                firstRefusal = firstRefusal ?? error
            }
        }
        if let firstRefusal {
            throw firstRefusal
        }
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` as a colour.
    static func color(_ text: String) -> ArchivedColor? {
        guard text.hasPrefix("#") else {
            return nil
        }
        var digits = Array(text.utf8.dropFirst())
        if digits.count == 3 {
            digits = digits.flatMap { [$0, $0] }
        }
        guard digits.count == 6 || digits.count == 8 else {
            return nil
        }
        var channels: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else {
                return nil
            }
            channels.append(high << 4 | low)
            index += 2
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        return .rgba(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
