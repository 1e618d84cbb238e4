/// The ways a `.cell` file writes a font: `.system(17)`, `.boldSystem(15)`, `.custom("Avenir-Book", 14)`.
public enum FontForm: String, Sendable, Hashable, CaseIterable {
    /// UIKit's system font at a size.
    case system
    /// UIKit's bold system font at a size.
    case boldSystem
    /// A font by its PostScript name, at a size.
    case custom

    /// How many arguments the form takes: a name (for `custom`) and a size.
    public var argumentCount: Int {
        self == .custom ? 2 : 1
    }

    /// The form as written, with its arguments named, for messages: `.custom("Name", size)`.
    public var pattern: String {
        self == .custom ? ".custom(\"Name\", size)" : ".\(rawValue)(size)"
    }

    /// The form as written, with sample arguments, for messages: `.custom("Name", 12)`.
    public var example: String {
        self == .custom ? ".custom(\"Name\", 12)" : ".\(rawValue)(12)"
    }
}
