import CellTestSupport
import Testing

@testable import CellKit

@Suite("RowHeightIndex")
struct RowHeightIndexTests {
    /// Offsets and lookups by a linear scan, the reference the tree must agree with.
    private struct Naive {
        var heights: [Double]

        func offset(of item: Int) -> Double { heights[..<item].reduce(0, +) }

        func firstItem(endingAfter y: Double) -> Int {
            var top = 0.0
            for (item, height) in heights.enumerated() {
                if top + height > y {
                    return item
                }
                top += height
            }
            return heights.count
        }

        func lastItem(startingBefore y: Double) -> Int {
            var top = 0.0
            var last = -1
            for (item, height) in heights.enumerated() {
                if top < y {
                    last = item
                }
                top += height
            }
            return last
        }
    }

    /// An index of `heights`, built as a table builds one: from the heights in units.
    private static func index(of heights: [Double]) -> RowHeightIndex {
        RowHeightIndex(units: heights.map { RowHeightIndex.units($0) })
    }

    @Test(arguments: [1, 2, 7, 64, 1000] as [UInt64])
    func agreesWithANaiveScanUnderRandomUpdates(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int(random.next() % 300)
        // Whole and quarter points are exact in the index's 1/1024-point units, so sums compare exactly.
        func randomHeight() -> Double { Double(random.next() % 400) / 4 * (random.next() % 5 == 0 ? 0 : 1) }
        var naive = Naive(heights: (0..<count).map { _ in randomHeight() })
        var index = Self.index(of: naive.heights)
        for _ in 0..<200 {
            if count > 0 {
                let item = Int(random.next() % UInt64(count))
                let height = randomHeight()
                naive.heights[item] = height
                index.setHeight(height, at: item)
            }
            let total = naive.offset(of: count)
            #expect(index.totalHeight == total)
            let y = Double(random.next() % UInt64(max(1, Int(total) + 20))) - 10
            #expect(index.firstItem(endingAfter: y) == naive.firstItem(endingAfter: y))
            #expect(index.lastItem(startingBefore: y) == naive.lastItem(startingBefore: y))
            if count > 0 {
                let item = Int(random.next() % UInt64(count))
                #expect(index.offset(of: item) == naive.offset(of: item))
                #expect(index.height(at: item) == naive.heights[item])
            }
        }
    }

    @Test func sumsAreExactAndNeverDrift() {
        var index = Self.index(of: [0.1, 0.1, 0.1])
        for _ in 0..<10_000 {
            index.setHeight(0.3, at: 1)
            index.setHeight(0.1, at: 1)
        }
        #expect(index.offset(of: 2) == index.offset(of: 1) + index.height(at: 1))
        #expect(index.totalHeight == 3 * index.height(at: 0))
    }

    @Test(arguments: [0, 1, 2, 7, 64, 1000])
    func takenItemUnitsAreTheTreeTakenApartAgain(count: Int) {
        var random = SplitMix64(seed: UInt64(count) + 1)
        let heights = (0..<count).map { _ in Double(random.next() % 400) / 4 }
        let index = Self.index(of: heights)
        var taken = index
        let units = taken.takeItemUnits()
        #expect(units == heights.map { RowHeightIndex.units($0) })
        #expect(taken.count == 0)
        let rebuilt = RowHeightIndex(units: units)
        #expect(rebuilt.count == count)
        #expect((0...count).allSatisfy { rebuilt.offset(of: $0) == index.offset(of: $0) })
    }

    @Test func enoughOfTheTallestItemsToOverflowTheOldCapDoNotTrap() {
        // 9.1 million items of the old cap, 1e9 points (2^40 units), summed past Int64.max and trapped.
        let count = 9_100_000
        let index = RowHeightIndex(units: Array(repeating: RowHeightIndex.units(.infinity), count: count))
        #expect(index.totalHeight == Double(count) * RowHeightIndex.maximumHeight)
        #expect(index.firstItem(endingAfter: index.totalHeight - 1) == count - 1)
        #expect(index.lastItem(startingBefore: .infinity) == count - 1)
    }

    @Test func unreasonableHeightsAreClampedNotTrapped() {
        let index = Self.index(of: [-5, .nan, .infinity, 10])
        #expect(index.height(at: 0) == 0)
        #expect(index.height(at: 1) == 0)
        #expect(index.height(at: 2) == RowHeightIndex.maximumHeight)
        #expect(index.firstItem(endingAfter: .infinity) == 4)
        #expect(index.lastItem(startingBefore: -.infinity) == -1)
        #expect(index.firstItem(endingAfter: .nan) == 2)
    }
}
