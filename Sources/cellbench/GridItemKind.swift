import CellKit

/// The three kinds of item the collection benchmark's grid mixes, each with its own cell class and reuse
/// identifier, and its size from the delegate (so the flow layout asks sizes item by item, lazily). Items take their
/// kind from a fixed ten-item pattern that restarts in every section, so every run of every size sees the same grid.
enum GridItemKind: Int, CaseIterable {
    /// A square photo with a caption, three to a line.
    case photo
    /// A photo two tiles wide with a title and a subtitle, beside one square photo.
    case wide
    /// A line of text across the grid, alone on its line.
    case text

    /// The kinds of each line of one repetition of the pattern. Each line is as full as the flow layout makes it:
    /// a fourth photo, or anything after a wide tile and its photo, or anything beside a text tile, does not fit, so
    /// the layout breaks the items into exactly these lines at any width.
    static let lines: [[GridItemKind]] = [
        [.photo, .photo, .photo], [.wide, .photo], [.text], [.photo, .photo, .photo], [.text],
    ]

    /// The kinds of ten consecutive items, the lines one after the other.
    static let pattern: [GridItemKind] = lines.flatMap { $0 }

    /// The kind of item `item` of a section.
    init(item: Int) {
        self = Self.pattern[item % Self.pattern.count]
    }

    /// The reuse identifier its cells are registered and dequeued under.
    var identifier: String {
        switch self {
        case .photo: "PhotoTile"
        case .wide: "WideTile"
        case .text: "TextTile"
        }
    }
}
