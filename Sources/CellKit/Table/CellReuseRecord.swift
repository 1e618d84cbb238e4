/// A cell's bookkeeping for its reuse queue and table view, stored on the cell so that neither needs a table
/// from cells to states (which would allocate and grow with every cell ever made).
struct CellReuseRecord {
    /// Where a cell is in its life cycle.
    enum State {
        /// Not made by a reuse queue, or not yet handed out.
        case unmanaged
        /// Handed out by `dequeueReusableCell`, not yet displayed or returned ("prepared").
        case dequeued
        /// Displayed by a table view at a row.
        case visible
        /// Waiting in its queue's pool.
        case queued
        /// Dropped because its pool was full; never handed out again.
        case discarded
    }

    /// The cell's state.
    var state = State.unmanaged
    /// The cell's number in its queue, 1 for the first cell the queue made; 0 for a cell no queue made.
    var serial = 0
    /// The index path the cell was last dequeued for in the current layout pass, if any.
    var dequeuedIndexPath: IndexPath?
}
