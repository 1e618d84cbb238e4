import CellDiagnostics

/// `property = identifier "=" expression`: one assignment such as `font = .system(12)`.
public struct Property: Sendable, Hashable {
    /// The property's name.
    public var name: Identifier
    /// The assigned value.
    public var value: Expression

    /// Creates a property assignment.
    public init(name: Identifier, value: Expression) {
        self.name = name
        self.value = value
    }

    /// From the name to the end of the value.
    public var range: SourceRange { name.range.union(value.range) }
}
