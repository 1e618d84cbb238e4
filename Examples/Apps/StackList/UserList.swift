/// The items of seed 003's list: numbered users.
public struct UserList: Sendable, Hashable {
    /// The number of users.
    public var count: Int

    /// Creates a list of `count` users.
    public init(count: Int) {
        self.count = count
    }

    /// The tutorial's list: 1000 users.
    public static let tutorial = UserList(count: 1000)

    /// The text of the item at `index`, as the tutorial's `itemForRowAtIndex` writes it: "0. User", "1. User", ...
    public func name(at index: Int) -> String {
        "\(index). User"
    }
}
