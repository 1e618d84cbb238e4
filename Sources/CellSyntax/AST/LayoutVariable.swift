import CellDiagnostics

/// `variable = "var" identifier "=" expression`: a number the app sets at run time that frames read, such as
/// `var avatarWidth = 36` (an outlet to a layout constraint whose constant the app changes).
public struct LayoutVariable: Sendable, Hashable {
    /// The variable's name.
    public var name: Identifier
    /// Its default value, a numeric constant expression.
    public var value: Expression
    /// From `var` to the end of the value.
    public var range: SourceRange

    /// Creates a layout variable.
    public init(name: Identifier, value: Expression, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}
