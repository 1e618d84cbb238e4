/// A set of a table's items (indices into its height index) as one bit per item: which rows are self-sizing and
/// which of them still stand at their estimate. A lookup and a change cost O(1), walking the members costs
/// O(items / 64 + members), and a million rows take 16 KB.
struct ItemBitSet {
    /// Bit `i % 64` of word `i / 64` is item `i`.
    private var words: [UInt64]
    /// The number of members.
    private(set) var count = 0

    /// Creates an empty set.
    init() {
        words = []
    }

    /// Whether the set has no member.
    var isEmpty: Bool { count == 0 }

    /// Whether `item` is a member; false for any item beyond the set's storage.
    func contains(_ item: Int) -> Bool {
        let word = item >> 6
        guard item >= 0, word < words.count else {
            return false
        }
        return words[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Adds `item` (not negative), growing the storage if needed.
    mutating func insert(_ item: Int) {
        let word = item >> 6
        if word >= words.count {
            words.append(contentsOf: repeatElement(0, count: word + 1 - words.count))
        }
        let bit: UInt64 = 1 << UInt64(item & 63)
        if words[word] & bit == 0 {
            words[word] |= bit
            count += 1
        }
    }

    /// Removes `item` if it is a member.
    mutating func remove(_ item: Int) {
        guard contains(item) else {
            return
        }
        words[item >> 6] &= ~(1 << UInt64(item & 63))
        count -= 1
    }

    /// Calls `body` with each member in increasing order.
    func forEachMember(_ body: (Int) throws -> Void) rethrows {
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                try body(index << 6 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
    }

    /// Sets (`on`) or clears `flag` in `units[item]` for every member: a rebuild of the height index carries the
    /// set along in the high bits of its per-item heights, through the same moves as the heights.
    func mark(_ units: inout [Int64], flag: Int64, on: Bool = true) {
        forEachMember { item in
            if item < units.count {
                units[item] = on ? units[item] | flag : units[item] & ~flag
            }
        }
    }

    /// The items whose `units` carry any of `flag`'s bits, which it clears, in one pass over `units`.
    static func extracting(_ flag: Int64, from units: inout [Int64]) -> ItemBitSet {
        var set = ItemBitSet()
        set.words = [UInt64](repeating: 0, count: (units.count + 63) >> 6)
        for item in units.indices where units[item] & flag != 0 {
            units[item] &= ~flag
            set.words[item >> 6] |= 1 << UInt64(item & 63)
            set.count += 1
        }
        return set
    }
}
