import CellDiagnostics

/// `subview = kind [ name ] [ ":" style { "," style } ] "{" { member } "}"`: `Label title: Caption { ... }`.
public struct Subview: Sendable, Hashable {
    /// The view kind: `Label`, `ImageView`, ...
    public var kind: Identifier
    /// The outlet name, or nil for a decorative view.
    public var name: Identifier?
    /// The styles applied, in order.
    public var styles: [Identifier]
    /// The body.
    public var members: [Member]
    /// From the kind to the closing brace.
    public var range: SourceRange

    /// Creates a subview.
    public init(kind: Identifier, name: Identifier?, styles: [Identifier], members: [Member], range: SourceRange) {
        self.kind = kind
        self.name = name
        self.styles = styles
        self.members = members
        self.range = range
    }
}
