/// A font in an archive.
public enum ArchivedFont: Hashable, Sendable {
    /// The system font at a size.
    case system(Double)
    /// The bold system font at a size.
    case boldSystem(Double)
    /// A named font at a size.
    case custom(name: String, size: Double)
}
