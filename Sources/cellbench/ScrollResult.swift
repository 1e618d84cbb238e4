import CellKit

/// What one run of the scroll benchmark measured, of a table's rows or a collection view's items.
struct ScrollResult {
    /// What happened to the cells (or supplementary views) of one identifier.
    struct Kind {
        var identifier: String
        /// Cells made (without reuse: one per row of the kind).
        var created: Int
        /// Dequeues answered from the pool.
        var reused: Int
        /// Cells dropped because a pool was full.
        var discarded: Int
        /// The most rows (items, headers) of the kind that intersected the viewport at once.
        var peakVisible: Int
    }

    var mode: String
    /// The number of rows or items.
    var count: Int
    /// What `count` counts: "rows" or "items".
    var unit = "rows"
    /// The number of sections, where the list has several.
    var sections: Int?
    var frames: Int
    var warmupFrames: Int
    var viewport: Size
    /// Points scrolled per frame.
    var step: Double
    var contentHeight: Double
    var reachedBottom: Bool
    /// The time to build the list: loading the table (the height index) or the collection view (the sections'
    /// metrics), or making every cell of the stack.
    var buildNanoseconds: Int64
    /// The mean time of a timed frame.
    var nanosecondsPerFrame: Int64
    /// The median frame time, to within 1.6 % (see `FrameHistogram`).
    var nanosecondsPerFrameP50: Int64
    /// The 99th percentile of the frame times, to within 1.6 %.
    var nanosecondsPerFrameP99: Int64
    var kinds: [Kind]
    /// The resident memory before the list was built, in bytes; nil where unknown.
    var baselineResidentBytes: Int?
    /// The peak resident memory of the process, in bytes; nil where unknown.
    var peakResidentBytes: Int?

    /// Whether every kind made at most one cell more than its peak of visible rows: the reuse criterion.
    var createdWithinPeakVisible: Bool {
        kinds.allSatisfy { $0.created <= $0.peakVisible + 1 }
    }
}
