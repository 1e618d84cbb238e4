/// A table-view cell class generated from a `cell` template in a `.cell` file.
@MainActor
public protocol CellTemplate: TableViewCell, Template {
    /// The identifier the cell is registered and dequeued under; by default the class name.
    static var reuseIdentifier: String { get }

    /// The height of the cell when the table is `width` wide; templates may compute it from their layout. A template
    /// whose height depends on its content answers `TableView.automaticDimension`: the table then measures each row
    /// with `systemLayoutSizeFitting(_:)` on a cell configured for it.
    static func height(forWidth width: Double) -> Double
}
