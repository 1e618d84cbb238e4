extension Font {
    /// The stroke weight of a font; the two weights the `.cell` language can spell.
    public enum Weight: Sendable, Hashable, CaseIterable {
        /// The normal weight.
        case regular
        /// The bold weight.
        case bold
    }
}
