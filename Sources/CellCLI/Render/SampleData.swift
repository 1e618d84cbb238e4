import CellArchive
import CellCatalog
import CellCodeGen
import CellDiagnostics
import CellKit
import CellPreview
import CellSupport

/// The sample content `cellc render --data` puts in a template's outlets: a JSON object whose keys are outlet
/// names and whose values are the outlet's content (a string) or its properties (an object).
///
/// Every problem is a diagnostic at its place in the data file (the outlet's or the property's key), all of them
/// in one run, as the compiler reports a `.cell` file.
@MainActor
enum SampleData {
    /// The identifier of a data file that is not JSON.
    static let invalidJSON = DiagnosticID("invalid-json")
    /// The identifier of data that does not fit the template.
    static let invalidData = DiagnosticID("invalid-data")

    /// The keys whose string values are image names: the catalog's image properties.
    private static let imageKeys = Set(ViewKind.allCases.flatMap(\.properties).filter { $0.type == .image }.map(\.name))

    /// Applies the JSON of `source` to `preview`, as far as it fits, and returns what did not.
    static func apply(_ source: SourceFile, to preview: NibPreview) -> [Diagnostic] {
        let document: JSONDocument
        do throws(JSONParseError) {
            document = try JSONParser.parse(source.bytes)
        } catch {
            return [Diagnostic(.error, invalidJSON, error.message, at: SourceRange(at: error.offset))]
        }
        guard case .object(let members) = document else {
            return [
                Diagnostic(
                    .error, invalidData,
                    "the data must be a JSON object of outlet names, found \(document.kindDescription)",
                    at: SourceRange(at: 0))
            ]
        }
        var diagnostics: [Diagnostic] = []
        for member in uniqueMembers(members, into: &diagnostics) {
            apply(member.value, toOutlet: member.key, at: member.keyRange, of: preview, into: &diagnostics)
        }
        // In the order of the file, as the compiler reports.
        return diagnostics.sorted { $0.range.start < $1.range.start }
    }

    /// The members whose key is not given earlier in the same object; each repeated key is an error.
    private static func uniqueMembers(
        _ members: [(key: String, value: JSONDocument, keyRange: Range<Int>)], into diagnostics: inout [Diagnostic]
    ) -> [(key: String, value: JSONDocument, keyRange: Range<Int>)] {
        var seen: [String: Range<Int>] = [:]
        return members.filter { member in
            if let first = seen[member.key] {
                diagnostics.append(
                    Diagnostic(
                        .error, invalidData, "'\(member.key)' is given twice", at: range(member.keyRange),
                        notes: [Diagnostic.Note("it is first given here", at: range(first))]))
                return false
            }
            seen[member.key] = member.keyRange
            return true
        }
    }

    /// Applies one outlet's value, reporting what does not fit.
    private static func apply(
        _ value: JSONDocument, toOutlet outlet: String, at keyRange: Range<Int>, of preview: NibPreview,
        into diagnostics: inout [Diagnostic]
    ) {
        func report(_ message: String, at place: Range<Int>) {
            diagnostics.append(Diagnostic(.error, invalidData, message, at: range(place)))
        }
        let view: View
        do throws(NibPreviewError) {
            // Past the error limit only the count is shown, so the search for close names is saved.
            view = try preview.requireOutlet(named: outlet, suggesting: diagnostics.count < Compilation.errorLimit)
        } catch {
            return report(error.description, at: keyRange)
        }
        let properties: [(key: String, value: JSONDocument, keyRange: Range<Int>)]
        switch value {
        case .string:
            guard let key = contentKey(of: view) else {
                return report(
                    "'\(outlet)' is a \(type(of: view)), which has no text or image: give an object of properties",
                    at: keyRange)
            }
            properties = [(key, value, keyRange)]
        case .object(let members):
            properties = uniqueMembers(members, into: &diagnostics)
        default:
            return report(
                "the value of '\(outlet)' must be a string or an object of properties, found \(value.kindDescription)",
                at: keyRange)
        }
        for property in properties {
            do throws(NibPreviewError) {
                try set(property.key, to: property.value, onOutlet: outlet, of: preview)
            } catch {
                report(error.description, at: property.keyRange)
            }
        }
    }

    /// The property a plain string sets: the content property the catalog gives the outlet's kind.
    private static func contentKey(of view: View) -> String? {
        let className = String(describing: type(of: view))
        return ViewKind.allCases.first { $0.className == className }?.contentProperty
    }

    /// Sets one property from its JSON value. A string is an image name for the image keys; otherwise it is tried
    /// as text, then as a colour (`#RRGGBB`, or a named colour such as `.white`), then as an enumeration case
    /// (`.center`), each as the property's type accepts. A whole number is tried as an integer, then as a number.
    private static func set(
        _ key: String, to json: JSONDocument, onOutlet outlet: String, of preview: NibPreview
    ) throws(NibPreviewError) {
        var candidates: [ArchiveValue]
        switch json {
        case .string(let text) where imageKeys.contains(key):
            candidates = [.image(text)]
        case .string(let text):
            candidates = [.string(text)]
            if let color = color(text) {
                candidates.append(.color(color))
            }
            if text.hasPrefix("."), text.count > 1 {
                candidates += [.color(.named(String(text.dropFirst()))), .enumCase(String(text.dropFirst()))]
            }
        case .bool(let flag):
            candidates = [.bool(flag)]
        case .number(let number):
            candidates = [.double(number)]
            if number.rounded() == number, abs(number) < 1e15 {
                candidates.insert(.integer(Int64(number)), at: 0)
            }
        case .null, .array, .object:
            throw .wrongValue(key, outlet: outlet, expected: "a string, number or boolean", found: json.kindDescription)
        }
        // Sets the first candidate the property accepts; when none is, the first refusal names the property's type.
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
        guard text.hasPrefix("#"), let channels = Hex.colorChannels(text.utf8.dropFirst()) else {
            return nil
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        return .rgba(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private static func range(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: bytes.lowerBound, end: bytes.upperBound)
    }
}
