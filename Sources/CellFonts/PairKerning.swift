import CellSupport

/// A face's pair kerning: the horizontal adjustment between two glyphs, in font units, from the `GPOS` table's
/// `kern` feature (pair adjustment lookups) or, for a face without one, from the `kern` table's format 0 pairs.
///
/// Everything is read into arrays when the face is loaded, so a lookup is binary searches and no error is possible
/// after loading. The lookups of the feature apply in order and their adjustments add up; within one lookup the first
/// subtable that holds the pair gives it, as a shaper applies it.
struct PairKerning: Sendable {
    /// The glyphs a subtable covers, as sorted ranges of glyphs and the coverage index of each range's first glyph.
    struct Coverage: Sendable {
        var firsts: [UInt16] = []
        var lasts: [UInt16] = []
        var startIndexes: [Int32] = []

        /// The coverage index of `glyph`, or nil when the subtable does not cover it.
        func index(of glyph: UInt16) -> Int? {
            let range = lasts.partitioningIndex { $0 >= glyph }
            guard range < lasts.count, firsts[range] <= glyph else {
                return nil
            }
            return Int(startIndexes[range]) + Int(glyph - firsts[range])
        }
    }

    /// Glyph classes (a class definition table) as sorted ranges; a glyph in none is class 0.
    struct Classes: Sendable {
        var firsts: [UInt16] = []
        var lasts: [UInt16] = []
        var classes: [UInt16] = []

        /// The class of `glyph`.
        func of(_ glyph: UInt16) -> Int {
            let range = lasts.partitioningIndex { $0 >= glyph }
            guard range < lasts.count, firsts[range] <= glyph else {
                return 0
            }
            return Int(classes[range])
        }
    }

    /// One pair adjustment subtable.
    enum Subtable: Sendable {
        /// Format 1 (and the `kern` table): for each covered first glyph, its second glyphs sorted and their values,
        /// at `starts[coverageIndex]..<starts[coverageIndex + 1]`.
        case pairs(coverage: Coverage, starts: [Int32], seconds: [UInt16], values: [Int16])
        /// Format 2: a value per pair of classes.
        case classes(coverage: Coverage, first: Classes, second: Classes, secondCount: Int, values: [Int16])

        /// The adjustment of the pair, or nil when the subtable does not hold it.
        func adjustment(_ left: UInt16, _ right: UInt16) -> Int? {
            switch self {
            case .pairs(let coverage, let starts, let seconds, let values):
                guard let index = coverage.index(of: left), index + 1 < starts.count else {
                    return nil
                }
                let low = Int(starts[index])
                let high = Int(starts[index + 1])
                let found = seconds[low..<high].partitioningIndex { $0 >= right }
                guard found < high, seconds[found] == right else {
                    return nil
                }
                return Int(values[found])
            case .classes(let coverage, let first, let second, let secondCount, let values):
                guard coverage.index(of: left) != nil else {
                    return nil
                }
                let row = first.of(left)
                let column = second.of(right)
                let cell = row * secondCount + column
                guard column < secondCount, cell < values.count else {
                    return nil
                }
                return Int(values[cell])
            }
        }
    }

    /// The lookups, in feature order, each its subtables.
    var lookups: [[Subtable]] = []

    /// The adjustment between `left` and `right`, in font units (negative brings them closer).
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                if let value = subtable.adjustment(left, right) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    /// Whether the face kerns at all.
    var isEmpty: Bool { lookups.isEmpty }
}

extension PairKerning {
    /// The `kern` table's horizontal format 0 subtables, in either the Microsoft (16-bit) or the Apple (32-bit)
    /// header; other formats are skipped, as most shapers do.
    init(kern table: FontBytes) throws(FontFileError) {
        let isApple = try table.u16(0) == 1
        let count = isApple ? Int(try table.u32(4)) : Int(try table.u16(2))
        var offset = isApple ? 8 : 4
        for _ in 0..<count {
            let length: Int
            let format: UInt16
            let horizontal: Bool
            let header: Int
            if isApple {
                length = Int(try table.u32(offset))
                let coverage = try table.u16(offset + 4)
                format = coverage & 0xFF
                horizontal = coverage & 0x8000 == 0 && coverage & 0x4000 == 0
                header = 8
            } else {
                length = Int(try table.u16(offset + 2))
                let coverage = try table.u16(offset + 4)
                format = coverage >> 8
                // Horizontal, not minimum values, not cross-stream.
                horizontal = coverage & 0x7 == 0x1
                header = 6
            }
            if format == 0, horizontal {
                lookups.append([try Self.kernPairs(table.slice(from: offset + header))])
            }
            guard length > 0 else {
                break  // A zero length cannot lead to the next subtable; the first ones are kept.
            }
            offset += length
            guard offset < table.count else {
                break
            }
        }
    }

    /// A format 0 subtable's pairs, sorted by (left, right) as the format requires; unsorted input is sorted.
    private static func kernPairs(_ table: FontBytes) throws(FontFileError) -> Subtable {
        let count = Int(try table.u16(0))
        try table.check(8, count * 6)
        var pairs: [(key: UInt32, value: Int16)] = []
        pairs.reserveCapacity(count)
        for index in 0..<count {
            let record = 8 + 6 * index
            pairs.append((try table.u32(record), try table.i16(record + 4)))
        }
        if !pairs.isSorted(by: { $0.key < $1.key }) {
            pairs.sort { $0.key < $1.key }
        }
        var coverage = Coverage()
        var starts: [Int32] = []
        var seconds: [UInt16] = []
        var values: [Int16] = []
        for (index, pair) in pairs.enumerated() {
            let left = UInt16(pair.key >> 16)
            if coverage.lasts.last != left {
                coverage.firsts.append(left)
                coverage.lasts.append(left)
                coverage.startIndexes.append(Int32(coverage.startIndexes.count))
                starts.append(Int32(index))
            }
            seconds.append(UInt16(truncatingIfNeeded: pair.key))
            values.append(pair.value)
        }
        starts.append(Int32(pairs.count))
        return .pairs(coverage: coverage, starts: starts, seconds: seconds, values: values)
    }
}

extension Sequence {
    /// Whether the elements are in the order `areInIncreasingOrder` gives.
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        var previous: Element?
        for element in self {
            if let previous, areInIncreasingOrder(element, previous) {
                return false
            }
            previous = element
        }
        return true
    }
}
