import CellDiagnostics

/// A template's layout variable after checking: a number the app sets at run time (`cell.avatarWidth = 48`) that
/// frames and a cell's height read, with the default value the template gives it.
public struct CheckedLayoutVariable: Sendable, Hashable {
    /// The variable's name, a stored property of the generated class.
    public var name: String
    /// The value it starts with, folded from its constant expression.
    public var defaultValue: Double
    /// Where its name is written.
    public var nameRange: SourceRange

    /// Creates a checked layout variable.
    public init(name: String, defaultValue: Double, nameRange: SourceRange) {
        self.name = name
        self.defaultValue = defaultValue
        self.nameRange = nameRange
    }
}
