/// A step of the gallery's scenario that did not happen as the user expects: a tap that pushed nothing, a row not on
/// screen.
public struct GalleryScenarioError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// Creates the error with its description.
    public init(_ description: String) {
        self.description = description
    }
}
