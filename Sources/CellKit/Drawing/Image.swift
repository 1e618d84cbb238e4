/// An image (UIKit's `UIImage`). Headless: an image is its name and its size in points; nothing is decoded.
public struct Image: Sendable, Hashable {
    /// The name the image was looked up by, as in `UIImage(named:)`, or the symbol's name.
    public let name: String
    /// The size in points; `.zero` when unknown.
    public let size: Size
    /// Whether the image is an SF Symbol (`init(systemName:)`) rather than one of the app's.
    public let isSymbol: Bool

    /// Creates an image by name, with the size it would have when loaded.
    public init(named name: String, size: Size = .zero) {
        self.name = name
        self.size = size
        self.isSymbol = false
    }

    /// The SF Symbol named `name` (UIKit's `UIImage(systemName:)`). CellKit has no symbol font, so its size is
    /// unknown (`.zero`).
    public init(systemName name: String) {
        self.name = name
        self.size = .zero
        self.isSymbol = true
    }
}

extension Image: CustomStringConvertible {
    /// The image as `name size`, for example `row_background (320, 72)`; a symbol as `system(name) size`.
    public var description: String { isSymbol ? "system(\(name)) \(size)" : "\(name) \(size)" }
}
