/// UIKit's rules for breaking items into lines and placing them across a line (see `CollectionViewFlowLayout`),
/// as pure arithmetic on extents across the scrolling axis.
enum FlowLineRules {
    /// How far a line may overfill its room and still take an item (1/1024 point, far below a pixel): sizes are
    /// kept in single precision, so three items of a third of the room each may add up to a hair more than it.
    static let fitTolerance = 1.0 / 1024

    /// Whether an item `extent` long fits after `used` points of a line that already holds an item, `spacing`
    /// after it, in `room`.
    static func fits(_ extent: Double, after used: Double, spacing: Double, room: Double) -> Bool {
        used + spacing + extent <= room + fitTolerance
    }

    /// How many items `extent` long fit in one line of `room`, at least `spacing` apart: at least 1, and `nil`
    /// when there is no bound (items and spacing of zero extent).
    static func fitCount(extent: Double, spacing: Double, room: Double) -> Int? {
        let step = extent + spacing
        guard step > 0 else {
            return nil
        }
        // k items fit when k * extent + (k - 1) * spacing <= room + tolerance.
        let count = ((room + fitTolerance + spacing) / step).rounded(.down)
        return count >= 1 ? Int(min(count, Double(CollectionViewFlowLayout.maximumNumberOfItems))) : 1
    }

    /// Where a line's first item starts, measured from the room's leading edge, and the distance from one item's
    /// trailing edge to the next one's leading edge.
    ///
    /// - Parameters:
    ///   - count: The number of items in the line.
    ///   - extentSum: The sum of their extents across the scrolling axis.
    ///   - room: The room between the section's insets.
    ///   - spacing: The section's minimum interitem spacing.
    ///   - isLast: Whether the line is its section's last.
    ///   - uniformExtent: For the last line, the extent of every item of the section when all the section's items
    ///     have the same size; `nil` otherwise.
    static func placement(
        count: Int, extentSum: Double, room: Double, spacing: Double, isLast: Bool, uniformExtent: Double?
    ) -> (start: Double, gap: Double) {
        var slots = count
        var occupied = extentSum
        if isLast {
            guard let extent = uniformExtent, let capacity = fitCount(extent: extent, spacing: spacing, room: room)
            else {
                // A ragged section's last line is left-aligned at the minimum spacing.
                return (0, spacing)
            }
            // A uniform section's last line is spaced as if it were full, so its items stand in the grid's columns.
            slots = max(count, capacity)
            occupied = Double(slots) * extent
        }
        guard slots > 1 else {
            return (max(0, room - occupied) / 2, spacing)
        }
        let spare = max(0, room - occupied - Double(slots - 1) * spacing)
        return (0, spacing + spare / Double(slots - 1))
    }
}
