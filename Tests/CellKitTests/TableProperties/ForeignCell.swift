/// Which wrong cell a data source returns to test A10: the table must refuse each with its message.
enum ForeignCell: Sendable, CaseIterable, CustomStringConvertible {
    /// A cell made directly, never dequeued.
    case unmanaged
    /// The cell the data source returned for the previous row, which the table displays already.
    case displayed
    /// A cell waiting in its pool, not handed out.
    case queued

    var description: String {
        switch self {
        case .unmanaged: "a cell made directly"
        case .displayed: "a displayed cell"
        case .queued: "a queued cell"
        }
    }
}
