import Testing

@testable import CellSupport

@Suite("partitioningIndex")
struct BinarySearchTests {
    @Test("finds the first element of the second partition, or the end", arguments: 0..<40)
    func firstOfSecondPartition(split: Int) {
        let values = Array(0..<39)
        #expect(values.partitioningIndex { $0 >= split } == min(split, values.count))
    }

    @Test("an empty collection and slices that do not start at zero")
    func emptyAndSlices() {
        #expect([Int]().partitioningIndex { $0 > 0 } == 0)
        let slice = [1, 3, 5, 7, 9, 11][2...]
        #expect(slice.partitioningIndex { $0 > 6 } == 3)
        #expect(slice.partitioningIndex { $0 > 100 } == slice.endIndex)
    }

    @Test("duplicates: the first of the equal run")
    func duplicates() {
        #expect([1, 2, 2, 2, 3].partitioningIndex { $0 >= 2 } == 1)
        #expect([1, 2, 2, 2, 3].partitioningIndex { $0 > 2 } == 4)
    }
}
