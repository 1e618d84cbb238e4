/// `file = { declaration }`: the parsed form of one `.cell` file.
public struct SourceFileSyntax: Sendable, Hashable {
    /// The declarations in source order.
    public var declarations: [Declaration]

    /// Creates a file.
    public init(declarations: [Declaration]) {
        self.declarations = declarations
    }
}
