/// The stable identifier of a kind of diagnostic, such as `unknown-property`.
///
/// Messages may be reworded; identifiers stay, so tools and tests can rely on them.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The identifier's text, in kebab case.
    public let rawValue: String

    /// Creates an identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The identifier's text.
    public var description: String { rawValue }
}
