/// What a reuse queue has done with the cells of one identifier.
///
/// `created` equals the cells displayed, dequeued but not displayed, `queued` and `discarded`, at every moment.
public struct ReuseStatistics: Sendable, Hashable {
    /// Cells made from the registration, and cells a data source made itself that the queue adopted.
    public var created = 0
    /// Dequeues answered from the pool (each called `prepareForReuse()` once).
    public var reused = 0
    /// Cells dropped because the pool was full, or trimmed when its cap was lowered.
    public var discarded = 0
    /// Cells in the pool now.
    public var queued = 0

    /// Creates statistics with the given counts; all zero by default.
    public init(created: Int = 0, reused: Int = 0, discarded: Int = 0, queued: Int = 0) {
        self.created = created
        self.reused = reused
        self.discarded = discarded
        self.queued = queued
    }
}
