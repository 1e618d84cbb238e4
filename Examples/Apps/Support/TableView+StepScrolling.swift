import CellKit

extension TableView {
    /// Scrolls from the offset `start` down to `end` (clamped to the content) `step` points at a time, as a finger's
    /// drag would, laying the rows out at each step and calling `eachStep` after it; a step that is not positive
    /// goes straight to `end`. Stops at `end`, or where the content ends.
    ///
    /// Throws what the table's layout or `eachStep` throws.
    public func scroll(
        from start: Double, to end: Double, step: Double, eachStep: () throws -> Void = {}
    ) throws {
        var offset = start
        while true {
            contentOffset = Point(x: 0, y: min(offset, end))
            try layoutRows()
            try eachStep()
            if offset >= end || contentOffset.y < min(offset, end) {
                return
            }
            // A step too small to change the offset (below a double's spacing there) goes straight to the end.
            let next = offset + step
            offset = step > 0 && next > offset ? next : end
        }
    }
}
