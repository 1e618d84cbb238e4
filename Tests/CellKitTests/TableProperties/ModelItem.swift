/// One row of the reference model: a stable id, which of the scenario's identifiers it dequeues, the height the
/// delegate answers for it, and a version bumped whenever its content is reloaded.
struct ModelItem: Sendable, Equatable {
    /// Unique in a scenario, never reused, so a row's identity survives inserts, deletes and moves.
    var id: Int
    /// The index of its reuse identifier in `TableSetup.identifiers`.
    var identifier: Int
    /// The delegate's answer in delegate mode; nil answers `TableView.automaticDimension`.
    var height: Double?
    /// Bumped by a reload of the row, so a cell still showing the old content is caught (B9).
    var version = 0
}
