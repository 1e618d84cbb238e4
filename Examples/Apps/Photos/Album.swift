/// A titled group of photos: one section of the grid under its header.
public struct Album: Sendable, Hashable {
    /// The title its section header shows.
    public var title: String
    /// Its photos, in order.
    public var photos: [Photo]

    /// Creates an album.
    public init(title: String, photos: [Photo]) {
        self.title = title
        self.photos = photos
    }

    /// The album with only the photos tagged `tag`, in order; nil when none is.
    public func filtered(by tag: String) -> Album? {
        let kept = photos.filter { $0.tags.contains(tag) }
        return kept.isEmpty ? nil : Album(title: title, photos: kept)
    }

    /// Four albums of the example's pictures, of 4 to 8 photos, with six tags between them.
    public static let library: [Album] = [
        Album(
            title: "Japan",
            photos: [
                Photo(title: "Mount Fuji", imageName: "news_fuji", tags: ["Mountains", "Travel"]),
                Photo(title: "Skytree", imageName: "news_skytree", tags: ["City"]),
                Photo(title: "Shinkansen", imageName: "news_shinkansen", tags: ["Travel", "City"]),
                Photo(title: "Ramen", imageName: "news_ramen", tags: ["Food"]),
                Photo(title: "Rain in Ginza", imageName: "news_rain", tags: ["City"]),
            ]),
        Album(
            title: "Peru",
            photos: [
                Photo(title: "Lima", imageName: "max_galeria_000", tags: ["City", "Travel"]),
                Photo(title: "Bike ride", imageName: "max_galeria_001", tags: ["Sport"]),
                Photo(title: "Sunset", imageName: "max_galeria_002", tags: ["Travel"]),
                Photo(title: "Old car", imageName: "max_galeria_003", tags: ["City"]),
            ]),
        Album(
            title: "Market day",
            photos: [
                Photo(title: "Strawberries", imageName: "frutto_fragola", tags: ["Food"]),
                Photo(title: "Lemons", imageName: "frutto_limone", tags: ["Food"]),
                Photo(title: "Apples", imageName: "frutto_mela", tags: ["Food"]),
                Photo(title: "Kiwis", imageName: "frutto_kiwi", tags: ["Food"]),
                Photo(title: "Pears", imageName: "frutto_pera", tags: ["Food"]),
                Photo(title: "Bananas", imageName: "frutto_banana", tags: ["Food"]),
                Photo(title: "Cherries", imageName: "frutto_ciliegia", tags: ["Food"]),
                Photo(title: "Oranges", imageName: "frutto_arancia", tags: ["Food"]),
            ]),
        Album(
            title: "Weekend",
            photos: [
                Photo(title: "Ball game", imageName: "news_baseball", tags: ["Sport"]),
                Photo(title: "Football", imageName: "news_soccer", tags: ["Sport"]),
                Photo(title: "Everest", imageName: "news_everest", tags: ["Mountains", "Sport", "Travel"]),
                Photo(title: "Night market", imageName: "news_market", tags: ["Food", "City"]),
            ]),
    ]
}
