import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/OwnerOutlets.cell: the owner receives the cell itself and the outlets connected to it,
/// and the cell keeps the ones connected to it.
@MainActor
@Suite struct OwnerOutletsTests {
    /// The owner, with exactly the properties the generated `LegacyCellOwner` asks for: it would not compile if
    /// `subtitleLabel` (connected on the cell only) were among them, nor without `iconView` or `tvCell`.
    private final class LegacyListController: LegacyCellOwner {
        var tvCell: LegacyCell?
        var titleLabel: CellKit.Label?
        var iconView: CellKit.ImageView?
    }

    @Test func theNibConnectsTheCellAndItsOwnerOutletsOnTheOwner() throws {
        let registry = CellRegistry()
        OwnerOutletsTemplates.register(in: registry)
        let owner = LegacyListController()
        let views = try OwnerOutletsTemplates.nib(registry: registry).instantiate(withOwner: owner)
        let cell = try #require(views.first as? LegacyCell)
        #expect(owner.tvCell === cell)
        #expect(owner.titleLabel === cell.titleLabel)
        #expect(owner.titleLabel?.text == "title")
        #expect(owner.iconView?.superview === cell.contentView)
        #expect(cell.subtitleLabel.superview === cell.contentView)
    }

    @Test func anOutletConnectedOnTheOwnerOnlyIsNoPropertyOfTheCell() {
        let cell = LegacyCell()
        let labels = Mirror(reflecting: cell).children.compactMap(\.label)
        #expect(labels.contains("iconView"))  // kept, privately, for the layout
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        let icon = cell.contentView.subviews.first { $0 is CellKit.ImageView }
        #expect(icon?.frame == Rect(x: 280, y: 6, width: 32, height: 32))
    }

    @Test func connectingOnAnotherObjectFails() {
        #expect(!LegacyCell().connectOutlets(toOwner: NSObjectLike()))
    }

    private final class NSObjectLike {}
}
