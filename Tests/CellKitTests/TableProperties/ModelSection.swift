/// One section of the reference model: its rows and the header and footer heights the delegate answers.
struct ModelSection: Sendable, Equatable {
    /// Unique in a scenario, never reused, so a section's identity survives inserts, deletes and moves (a collection
    /// view keeps the headers of the sections a batch only moves, made for them; see `SectionedModel.makeSection`).
    var id = 0
    /// The header height the delegate answers; nil answers `TableView.automaticDimension` (the style's default).
    var header: Double?
    /// The footer height the delegate answers; nil as for `header`.
    var footer: Double?
    /// The rows, in order.
    var items: [ModelItem]
}
