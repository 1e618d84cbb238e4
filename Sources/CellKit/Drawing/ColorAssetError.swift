/// Why an asset colour could not be had: an unreadable folder or file, a colour set that is not what Xcode writes,
/// or a name the catalog lacks.
public enum ColorAssetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder or file at `path` could not be read.
    case unreadable(path: String, reason: String)
    /// The `Contents.json` at `path` is not a colour set.
    case invalidColorSet(path: String, reason: String)
    /// The catalog has no colour `name`; `suggestion` is a "did you mean" when one is near.
    case missingColor(name: String, suggestion: String?)

    /// The error as a message, with UIKit's words for a missing colour.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .invalidColorSet(let path, let reason):
            "'\(path)' is not a colour set: \(reason)"
        case .missingColor(let name, let suggestion):
            "Could not find a color named \"\(name)\" in the asset catalog."
                + (suggestion.map { " (\($0))" } ?? "")
        }
    }
}
