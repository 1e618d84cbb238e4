import CellKit
import CellSupport

/// Why sample data could not be applied to a `NibPreview`.
public enum NibPreviewError: Error, Equatable, CustomStringConvertible {
    /// The template has no outlet of that name; `suggestions` are close names it has.
    case unknownOutlet(String, className: String, suggestions: [String])
    /// The outlet's kind has no property the `.cell` language calls by that name.
    case unknownProperty(String, outlet: String, kind: String)
    /// The value is not of the property's type; `expected` and `found` are phrases such as "a colour".
    case wrongValue(String, outlet: String, expected: String, found: String)

    /// The message, as a tool prints it after `error:`.
    public var description: String {
        switch self {
        case .unknownOutlet(let name, let className, let suggestions):
            let hint = Suggestions.clause(suggestions)
            return "'\(className)' has no outlet '\(name)'\(hint)"
        case .unknownProperty(let key, let outlet, let kind):
            return "unknown property '\(key)' on '\(outlet)', a \(kind)"
        case .wrongValue(let key, let outlet, let expected, let found):
            return "'\(key)' of '\(outlet)' takes \(expected), found \(found)"
        }
    }
}
