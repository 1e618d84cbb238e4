import CellKit

/// The cell every property test dequeues: it remembers which model item the data source bound into it and which
/// registration made it, so the tests can check what a row shows (B9) and which factory created it (A2).
@MainActor
class ProbeCell: TableViewCell {
    /// The origin of a cell a class registration made, which cannot stamp its cells.
    nonisolated static let madeByClass = "class"

    /// What made the cell: the registration's kind and generation, stamped by the factory or nib that created it.
    var origin = ProbeCell.madeByClass
    /// The id of the model item last bound into the cell, nil before the first bind.
    var boundItem: Int?
    /// The version of that item's content when it was bound.
    var boundVersion = -1
    /// The reuse identifier the data source dequeued the cell with when it bound it.
    var boundIdentifier = ""

    /// A cell made by a factory or a template registration, which gives it its identifier.
    required init() {
        super.init(style: .default, reuseIdentifier: nil)
    }

    /// A cell as a nib makes it: with the reuse identifier set in the nib, if any, and its origin.
    init(nibIdentifier: String?, origin: String) {
        super.init(style: .default, reuseIdentifier: nibIdentifier)
        self.origin = origin
    }

    /// Binds `item` into the cell, as a data source's `cellForRowAt` configures a cell.
    func bind(_ item: ModelItem, identifier: String) {
        boundItem = item.id
        boundVersion = item.version
        boundIdentifier = identifier
    }
}
