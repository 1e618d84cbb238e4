import CellSupport

/// Why a `CellRegistry` could not make a view.
public enum CellRegistryError: Error, Equatable, CustomStringConvertible {
    /// No factory is registered under `name`; `suggestions` are registered names close to it, closest first.
    case unknownClass(name: String, suggestions: [String])
    /// The factory registered under `name` made a view that is not the `expected` class.
    case wrongClass(name: String, expected: String)

    /// The error as a sentence, with "did you mean" when there are suggestions.
    public var description: String {
        switch self {
        case .unknownClass(let name, let suggestions):
            return "Unknown class \(name) in the registry" + Suggestions.clause(suggestions)
        case .wrongClass(let name, let expected):
            return "Class \(name) in the registry does not make a \(expected)"
        }
    }
}
