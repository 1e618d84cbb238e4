import CellKit

/// One photo of the library: its caption, the image it shows and the tags the chips above the grid filter by.
public struct Photo: Sendable, Hashable {
    /// The caption along the bottom of its tile.
    public var title: String
    /// The name of its image in `Examples/Assets`.
    public var imageName: String
    /// The tags it carries, such as "Food".
    public var tags: [String]

    /// Creates a photo.
    public init(title: String, imageName: String, tags: [String]) {
        self.title = title
        self.imageName = imageName
        self.tags = tags
    }

    /// Its image, drawn at `size`.
    public func image(size: Size) -> Image {
        Image(named: imageName, size: size)
    }
}
