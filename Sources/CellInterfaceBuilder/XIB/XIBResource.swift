/// A resource a document-format xib lists in its `<resources>`: an image or a named colour from the app's asset
/// catalog (system images and colours, which UIKit provides, are not listed).
public struct XIBResource: Hashable, Sendable {
    /// What the resource is.
    public enum Kind: Hashable, Sendable {
        /// `<image name="...">`: an image set (or an image file in the bundle).
        case image
        /// `<namedColor name="...">`: a colour set.
        case namedColor
    }

    /// What it is.
    public var kind: Kind
    /// Its name, as the file's views refer to it.
    public var name: String
    /// Where it is listed.
    public var location: XMLLocation
}
