import CellKit

/// What one run of the self-sizing benchmark measured.
struct SelfSizingResult {
    /// Frame times in nanoseconds.
    struct Frames {
        var mean: Int64
        var p50: Int64
        var p99: Int64
    }

    var rows: Int
    var viewport: Size
    var step: Double
    /// The time to load the table: counts, estimates and the height index.
    var buildNanoseconds: Int64
    /// The content height at load, every row at its estimate.
    var estimatedContentHeight: Double
    /// The content height once every row is measured.
    var contentHeight: Double
    /// The first pass, measuring rows as they come into view.
    var measuringFrames: Int
    var measuringNanoseconds: Frames
    /// The second pass, every row measured.
    var measuredFrames: Int
    var reachedBottom: Bool
    var measuredNanoseconds: Frames
    /// The distinct rows whose height was asked.
    var rowsAsked: Int
    /// Asks for a row already asked.
    var repeatedAsks: Int
    /// Asks in the second pass.
    var asksInSecondPass: Int
    var cellsCreated: Int
    var baselineResidentBytes: Int?
    var peakResidentBytes: Int?

    /// Whether every row's height was asked exactly once: the benchmark's criterion.
    var eachRowAskedOnce: Bool {
        rowsAsked == rows && repeatedAsks == 0 && asksInSecondPass == 0
    }
}
