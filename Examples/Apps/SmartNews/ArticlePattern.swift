import ExampleCells

/// A layout of articles in a row: one of the tutorial's three cell xibs.
public enum ArticlePattern: Sendable, Hashable, CaseIterable {
    /// Pattern A (1x1): two articles side by side, 109 points high.
    case oneByOne
    /// Pattern B (1x3): the large article on the left, three small ones on the right, 240 points high.
    case oneByThree
    /// Pattern C (3x1): three small articles on the left, the large one on the right, 240 points high.
    case threeByOne

    /// The identifier the pattern's cell is registered and dequeued with: Cell1x1, Cell1x3 or Cell3x1.
    public var reuseIdentifier: String {
        switch self {
        case .oneByOne: Article1x1TableViewCell.reuseIdentifier
        case .oneByThree: Article1x3TableViewCell.reuseIdentifier
        case .threeByOne: Article3x1TableViewCell.reuseIdentifier
        }
    }

    /// How many articles the row shows.
    public var slotCount: Int {
        self == .oneByOne ? 2 : 4
    }

    /// The pattern's short name, as the tutorial writes it: "1x1", "1x3", "3x1".
    public var name: String {
        switch self {
        case .oneByOne: "1x1"
        case .oneByThree: "1x3"
        case .threeByOne: "3x1"
        }
    }
}
