extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item (UIKit's `UICollectionView.ScrollPosition`, with its raw
    /// values): at most one vertical and one horizontal position, combined as a set; an axis with none scrolls as
    /// little as brings the item into view along it.
    public struct ScrollPosition: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The positions as bits, as UIKit numbers them.
        public let rawValue: Int

        /// Creates the positions of `rawValue`'s bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The item's top at the viewport's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the viewport's centre, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the viewport's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the viewport's left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the viewport's centre, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the viewport's right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The vertical positions.
        static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
        /// The horizontal positions.
        static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]

        /// The positions' names, as `[top, left]`.
        public var description: String {
            let names: [(ScrollPosition, String)] = [
                (.top, "top"), (.centeredVertically, "centeredVertically"), (.bottom, "bottom"), (.left, "left"),
                (.centeredHorizontally, "centeredHorizontally"), (.right, "right"),
            ]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }

        /// Whether at most one vertical and one horizontal position are given, and nothing else.
        var isValid: Bool {
            intersection(.vertical).rawValue.nonzeroBitCount <= 1
                && intersection(.horizontal).rawValue.nonzeroBitCount <= 1
                && subtracting(.vertical).subtracting(.horizontal).isEmpty
        }
    }
}
