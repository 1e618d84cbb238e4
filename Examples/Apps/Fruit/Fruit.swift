import CellKit

/// A fruit of seed 002's list: the tutorial's `Fruit`, with its name, origin, description and picture.
public struct Fruit: Sendable, Hashable {
    /// The name, shown in the list, as the detail's title and in its first section.
    public let name: String
    /// Where the fruit comes from, shown in the detail's second section.
    public let origin: String
    /// A short description, the tutorial's `description`, shown in the detail's third section.
    public let summary: String
    /// The name of the fruit's picture in the assets.
    public let imageName: String

    /// Creates a fruit.
    public init(name: String, origin: String, summary: String, imageName: String) {
        self.name = name
        self.origin = origin
        self.summary = summary
        self.imageName = imageName
    }

    /// The picture at `size`: the same image, small in the list and 180 x 180 in the detail.
    public func image(size: Size) -> Image {
        Image(named: imageName, size: size)
    }
}
