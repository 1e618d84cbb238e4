import CellKit

/// The reference model a table scenario's data source shows: sections of items, the table's `rowHeight`, the
/// selected items, and what it needs to make new items (see `SectionedModel`). The tests compute everything they
/// expect of the table from it.
struct TableModel: SectionedModel {
    static let itemNoun = "row"
    static let viewNoun = "table view"

    var sections: [ModelSection]
    var spec: ModelSpec
    var identifierCount: Int
    var rowHeight: Double
    var selected: Set<Int> = []
    var nextItemID: Int
    var nextSectionID: Int

    /// The model `spec` describes, its items numbered from 0.
    init(spec: ModelSpec, setup: TableSetup) {
        self.spec = spec
        identifierCount = setup.registrations.count
        rowHeight = setup.rowHeight
        sections = Self.sections(of: spec, identifierCount: identifierCount)
        nextItemID = spec.rowCounts.reduce(0, +)
        nextSectionID = sections.count
    }

    /// A new `rowHeight`; no other change is the table's own.
    mutating func applyOwnChange(_ change: ReloadChange) {
        if case .rowHeight(let height) = change {
            rowHeight = height
        }
    }
}
