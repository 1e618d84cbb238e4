/// The ways a `.cell` file writes a font: `.system(17)`, `.system(17, .semibold)`, `.boldSystem(15)`,
/// `.italicSystem(15)`, `.monospacedDigitSystem(13, .medium)`, `.custom("Avenir-Book", 14)`, `.textStyle(.body)`.
public enum FontForm: String, Sendable, Hashable, CaseIterable {
    /// UIKit's system font at a size, of regular weight or the weight given.
    case system
    /// UIKit's bold system font at a size.
    case boldSystem
    /// A font by its PostScript name, at a size.
    case custom
    /// UIKit's italic system font at a size.
    case italicSystem
    /// UIKit's system font with digits of equal width, at a size, of regular weight or the weight given.
    case monospacedDigitSystem
    /// UIKit's preferred font of a Dynamic Type text style, which grows with the content size category.
    case textStyle

    /// The arguments the form takes, as named in `pattern`; those after `requiredArgumentCount` may be left out.
    public var parameters: [String] {
        switch self {
        case .system, .monospacedDigitSystem: ["size", ".weight"]
        case .boldSystem, .italicSystem: ["size"]
        case .custom: ["\"Name\"", "size"]
        case .textStyle: [".style"]
        }
    }

    /// How many of the arguments must be given.
    public var requiredArgumentCount: Int {
        self == .custom ? 2 : 1
    }

    /// Whether the form takes a weight as its optional second argument.
    public var takesWeight: Bool {
        self == .system || self == .monospacedDigitSystem
    }

    /// The form as written, with its arguments named, for messages: `.custom("Name", size)`, `.system(size[, .weight])`.
    public var pattern: String {
        let required = parameters.prefix(requiredArgumentCount).joined(separator: ", ")
        let optional = parameters.dropFirst(requiredArgumentCount).map { "[, \($0)]" }.joined()
        return ".\(rawValue)(\(required)\(optional))"
    }

    /// The form as written, with sample arguments, for messages: `.custom("Name", 12)`.
    public var example: String {
        switch self {
        case .custom: ".custom(\"Name\", 12)"
        case .textStyle: ".textStyle(.body)"
        default: ".\(rawValue)(12)"
        }
    }

    /// The names, for messages and "did you mean".
    public static let names = allCases.map(\.rawValue)
}
