/// How `Nib` treats what UIKit only logs.
public struct NibOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Turn an unknown template class into `NibError.unknownClass`, with "did you mean" suggestions from the
    /// registry, instead of falling back to its superclass with a warning.
    public static let strict = NibOptions(rawValue: 1 << 0)

    /// Set no user-defined runtime attributes, as Interface Builder's canvas draws a view without running its
    /// class's code: for previews such as `cellc render`, whose views are their kinds, which take no attribute.
    public static let skipsRuntimeAttributes = NibOptions(rawValue: 1 << 1)
}
