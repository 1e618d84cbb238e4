/// A colour in an archive.
public enum ArchivedColor: Hashable, Sendable {
    /// One of CellKit's named colours, such as `clear`.
    case named(String)
    /// Channels as bytes, with an alpha in 0...1.
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: Double)
    /// A colour of the app's asset catalog, by name.
    case asset(String)
    /// Display P3 components, each in 0...1, which the loader converts to sRGB.
    case displayP3(red: Double, green: Double, blue: Double, alpha: Double)
}
