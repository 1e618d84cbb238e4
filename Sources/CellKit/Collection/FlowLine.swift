/// One laid-out line of a flow layout (a row when scrolling vertically): its items, a run of consecutive items of
/// one section, and where it stands along the scrolling axis. 24 bytes; where its items stand across the line is
/// worked out from their sizes when they are asked for, so nothing else is stored per line.
struct FlowLine {
    /// Where the line starts along the scrolling axis.
    var offset: Double
    /// The line's extent along the scrolling axis: its thickest item's.
    var thickness: Float
    /// The flat index (counting the items of all sections in order) of its first item.
    var firstItem: Int32
    /// How many items it holds; at least 1.
    var count: Int32
    /// Whether every item of its section up to the line's end has the size of the section's first item; the last
    /// line of a section that is uniform throughout is spaced as a full line.
    var isUniformSoFar: Bool

    /// Where the line ends along the scrolling axis.
    var end: Double { offset + Double(thickness) }

    /// The flat index one past its last item.
    var endItem: Int { Int(firstItem) + Int(count) }
}
