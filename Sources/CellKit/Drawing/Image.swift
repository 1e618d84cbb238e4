/// An image (UIKit's `UIImage`). Headless: an image is its name and its size in points; nothing is decoded.
public struct Image: Sendable, Hashable {
    /// The name the image was looked up by, as in `UIImage(named:)`.
    public let name: String
    /// The size in points; `.zero` when unknown.
    public let size: Size

    /// Creates an image by name, with the size it would have when loaded.
    public init(named name: String, size: Size = .zero) {
        self.name = name
        self.size = size
    }
}

extension Image: CustomStringConvertible {
    /// The image as `name size`, for example `row_background (320, 72)`.
    public var description: String { "\(name) \(size)" }
}
