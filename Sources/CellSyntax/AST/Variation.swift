import CellDiagnostics

/// `variation = "variation" "(" trait { "," trait } ")" body`, `trait = identifier ":" "." identifier`: the members
/// of a view that apply only in some size classes, as Interface Builder's "Vary for Traits" installs them:
/// `variation(width: .regular, height: .regular) { frame = ... }`.
public struct Variation: Sendable, Hashable {
    /// One `label: .value` of the condition, as written; the checker decides what they mean.
    public struct Trait: Sendable, Hashable {
        /// `width` or `height`.
        public var label: Identifier
        /// `regular` or `compact`, without its dot.
        public var value: Identifier

        /// Creates a trait of the condition.
        public init(label: Identifier, value: Identifier) {
            self.label = label
            self.value = value
        }
    }

    /// The `variation` keyword.
    public var keyword: SourceRange
    /// The size classes it is for, in source order.
    public var traits: [Trait]
    /// The body.
    public var members: [Member]
    /// From the keyword to the closing brace.
    public var range: SourceRange

    /// Creates a variation.
    public init(keyword: SourceRange, traits: [Trait], members: [Member], range: SourceRange) {
        self.keyword = keyword
        self.traits = traits
        self.members = members
        self.range = range
    }
}
