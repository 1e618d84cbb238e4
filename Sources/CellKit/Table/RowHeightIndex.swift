/// The heights of a table's items (section headers, rows and section footers, in order) in a Fenwick tree, so the
/// offset of an item, the item at an offset and a change of one height each take O(log n), and building it takes
/// O(n). It holds one integer per item and nothing else.
///
/// Heights are kept in fixed point, `unitsPerPoint` units to the point. Sums of integers are exact, so
/// `offset(of: i + 1) == offset(of: i) + height(at: i)` holds exactly and a million updates leave no drift, which a
/// tree of `Double`s cannot promise. A height is rounded to the nearest unit (1/1024 point, far below a pixel).
struct RowHeightIndex {
    /// Units per point of the fixed-point heights; a power of two, so converting back to `Double` is exact.
    static let unitsPerPoint = 1024.0
    /// The largest height one item may have, in points (2^24, 2^34 units); larger (and infinite) heights are
    /// clamped to it.
    static let maximumHeight = 16_777_216.0
    /// The most items an index may hold (2^28). With `maximumHeight` it bounds every sum of heights by 2^62 units,
    /// so no sum, offset or update can overflow; a table checks its counts against it before building an index.
    static let maximumItemCount = 1 << 28

    /// The Fenwick tree without the unused slot 0 of the 1-based form: `tree[i - 1]` holds the sum of the `i & -i`
    /// heights ending at item `i - 1`, so `tree` doubles as the array of item heights it is built from in place.
    private var tree: [Int64]

    /// Creates an empty index.
    init() {
        tree = []
    }

    /// Builds the index from heights already in units (each in `0...units(maximumHeight)`), in O(n) and without
    /// asking for any height; it takes over `units`' storage, so a uniquely held array is not copied.
    init(units: consuming [Int64]) {
        tree = consume units
        accumulate()
    }

    /// Turns the heights in `tree` into the tree's sums, in O(n): each node adds its sum to its parent.
    private mutating func accumulate() {
        var index = 1
        while index <= tree.count {
            let parent = index + (index & -index)
            if parent <= tree.count {
                tree[parent - 1] += tree[index - 1]
            }
            index += 1
        }
    }

    /// Empties the index and returns the height of every item in units, in order, in O(n): the tree's sums taken
    /// apart again in its own storage, so a table can rebuild the index after rows are inserted or deleted without
    /// asking again for the heights it keeps, and without a copy of the tree.
    mutating func takeItemUnits() -> [Int64] {
        var heights: [Int64] = []
        swap(&heights, &tree)
        // Each node still holds its full sum when its parent is reached, as the build added children first.
        var index = heights.count
        while index > 0 {
            let parent = index + (index & -index)
            if parent <= heights.count {
                heights[parent - 1] -= heights[index - 1]
            }
            index -= 1
        }
        return heights
    }

    /// The number of items.
    var count: Int { tree.count }

    /// The sum of all heights.
    var totalHeight: Double { offset(of: count) }

    /// The height of `item`, in O(log n).
    func height(at item: Int) -> Double {
        Double(prefixUnits(item + 1) - prefixUnits(item)) / Self.unitsPerPoint
    }

    /// The sum of the heights of the items before `item` (0 for the first, the total for `count`).
    func offset(of item: Int) -> Double {
        Double(prefixUnits(item)) / Self.unitsPerPoint
    }

    /// Sets the height of `item`, in O(log n).
    mutating func setHeight(_ height: Double, at item: Int) {
        let delta = Self.units(height) - (prefixUnits(item + 1) - prefixUnits(item))
        guard delta != 0 else {
            return
        }
        var index = item + 1
        while index <= tree.count {
            tree[index - 1] += delta
            index += index & -index
        }
    }

    /// The first item whose bottom edge is below `y` (the item a point at `y` falls in, skipping items of zero
    /// height that end at `y`), or `count` when `y` is at or past the end.
    func firstItem(endingAfter y: Double) -> Int {
        lastPrefix(atMost: Self.flooredUnits(y))
    }

    /// The last item whose top edge is above `y`, or -1 when `y` is at or before the top.
    func lastItem(startingBefore y: Double) -> Int {
        let limit = Self.ceiledUnits(y)
        guard limit > 0 else {
            return -1
        }
        return min(lastPrefix(atMost: limit - 1), count - 1)
    }

    /// The sum of the first `items` heights in units.
    private func prefixUnits(_ items: Int) -> Int64 {
        var sum: Int64 = 0
        var index = min(max(items, 0), count)
        while index > 0 {
            sum += tree[index - 1]
            index -= index & -index
        }
        return sum
    }

    /// The largest `k` in `0...count` whose prefix sum of `k` heights is at most `limit` units; heights are never
    /// negative, so prefix sums only grow and a binary descent over the tree finds it.
    private func lastPrefix(atMost limit: Int64) -> Int {
        guard limit >= 0 else {
            return 0
        }
        var position = 0
        var remaining = limit
        var step = 1
        while step * 2 <= count {
            step *= 2
        }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next - 1] <= remaining {
                position = next
                remaining -= tree[next - 1]
            }
            step /= 2
        }
        return position
    }

    /// `height` in units: negative and NaN heights are 0, huge ones `maximumHeight`.
    static func units(_ height: Double) -> Int64 {
        guard height > 0 else {
            return 0
        }
        return Int64((min(height, maximumHeight) * unitsPerPoint).rounded())
    }

    /// `y` in units, rounded down, clamped to a range every sum of heights fits in.
    private static func flooredUnits(_ y: Double) -> Int64 {
        clampedUnits((y * unitsPerPoint).rounded(.down))
    }

    /// `y` in units, rounded up, clamped like `flooredUnits`.
    private static func ceiledUnits(_ y: Double) -> Int64 {
        clampedUnits((y * unitsPerPoint).rounded(.up))
    }

    private static func clampedUnits(_ value: Double) -> Int64 {
        guard !value.isNaN else {
            return 0
        }
        // 2^62 bounds every reachable sum (`maximumItemCount`, 2^28 items, of at most 2^34 units each) and
        // converts without trapping.
        let bound = 4.611_686_018_427_388e18
        return Int64(min(max(value, -bound), bound))
    }
}
