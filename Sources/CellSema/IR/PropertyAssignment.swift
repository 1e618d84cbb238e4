import CellCatalog
import CellDiagnostics

/// A checked `name = value` for a view or a template.
public struct PropertyAssignment: Sendable, Hashable {
    /// The property.
    public var spec: PropertySpec
    /// The value.
    public var value: Value
    /// Where the assignment is written (in a style, when it came from one).
    public var range: SourceRange

    /// Creates an assignment.
    public init(spec: PropertySpec, value: Value, range: SourceRange) {
        self.spec = spec
        self.value = value
        self.range = range
    }
}
