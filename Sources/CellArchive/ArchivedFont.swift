import CellCatalog

/// A font in an archive.
public enum ArchivedFont: Hashable, Sendable {
    /// The system font at a size.
    case system(Double)
    /// The bold system font at a size.
    case boldSystem(Double)
    /// A named font at a size.
    case custom(name: String, size: Double)
    /// The system font at a size and weight.
    case weightedSystem(Double, FontWeight)
    /// The italic system font at a size.
    case italicSystem(Double)
    /// The system font with monospaced digits at a size and weight.
    case monospacedDigitSystem(Double, FontWeight)
    /// The preferred font of a Dynamic Type text style.
    case textStyle(FontTextStyle)
}
