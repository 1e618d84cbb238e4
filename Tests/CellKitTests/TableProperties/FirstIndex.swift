/// The first index below `count` for which `isPast` holds, `count` if none; `isPast` must be monotonic (false, then
/// true). The binary search the reference geometries share.
func firstIndex(below count: Int, where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if isPast(middle) {
            high = middle
        } else {
            low = middle + 1
        }
    }
    return low
}
