/// What is wrong with a generated batch update, if anything; each fault must make the table throw one message.
enum BatchFault: Sendable, CaseIterable, CustomStringConvertible {
    /// A valid batch.
    case none
    /// The data changes as the batch says, but the batch leaves out one of its deletions (C2).
    case dropDelete
    /// The data changes as the batch says, but the batch leaves out one of its insertions (C2).
    case dropInsert
    /// The batch deletes a section; the data keeps it (C2, the section-count message).
    case sectionCountMismatch
    /// The batch deletes a row past the end of its section, or from a section that does not exist (C3).
    case deleteOutOfRange
    /// The batch inserts a row past the end of its section, or into a section that does not exist (C3).
    case insertOutOfRange
    /// The batch deletes the same row twice (C4).
    case duplicateDelete
    /// The batch deletes and reloads the same row (C4).
    case deleteAndReload

    var description: String {
        switch self {
        case .none: "valid"
        case .dropDelete: "one deletion left out"
        case .dropInsert: "one insertion left out"
        case .sectionCountMismatch: "a section deleted that the data keeps"
        case .deleteOutOfRange: "a deletion out of range"
        case .insertOutOfRange: "an insertion out of range"
        case .duplicateDelete: "a row deleted twice"
        case .deleteAndReload: "a row deleted and reloaded"
        }
    }
}
