extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsInSecondPartition`, or `endIndex` when none does.
    ///
    /// The collection must be partitioned by the predicate: every element that fails it comes before every element
    /// that satisfies it. Then this takes O(log n) calls of the predicate. Inlinable, so that callers in other
    /// modules get it specialized: the unspecialized generic allocated on each call, in a table's every frame.
    @inlinable
    public func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
