/// An article of the news feed: its headline and the name of its thumbnail image.
public struct Feed: Sendable, Hashable {
    /// The headline.
    public var title: String
    /// The name of the thumbnail image.
    public var thumbnail: String

    /// Creates a feed.
    public init(title: String, thumbnail: String) {
        self.title = title
        self.thumbnail = thumbnail
    }
}
