import CellDiagnostics

/// A name as written in the source, with its place.
public struct Identifier: Sendable, Hashable, CustomStringConvertible {
    /// The name.
    public var text: String
    /// Where it is written.
    public var range: SourceRange

    /// Creates an identifier.
    public init(_ text: String, at range: SourceRange) {
        self.text = text
        self.range = range
    }

    /// The name.
    public var description: String { text }
}
