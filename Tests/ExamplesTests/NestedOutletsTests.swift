import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/NestedOutlets.cell: the outlets of views inside a custom view are the custom view's,
/// set through the generated `ProfileCardViewOutlets` by both initializers, before `awakeFromNib()`. ProfileCards.cell
/// gives the same class outlets from another file of the module, through a protocol of its own.
@MainActor
@Suite struct NestedOutletsTests {
    private func expectConnected(_ cell: NestedOutletsCell, _ path: String) throws {
        let card = cell.card
        let avatar = try #require(card.avatar, "\(path)")
        let nameLabel = try #require(card.nameLabel, "\(path)")
        // The custom view's outlets are the views of the tree, typed with their own classes.
        #expect(avatar.superview === card, "\(path)")
        #expect(avatar.image == Image(named: "avatar"), "\(path)")
        #expect(nameLabel.text == "Ada", "\(path)")
        #expect(nameLabel.superview?.superview === card, "\(path)")
        // A view without the connection is still the cell's outlet.
        #expect(cell.caption.superview === card, "\(path)")
    }

    @Test func theGeneratedInitializerConnectsTheCustomViewsOutlets() throws {
        let cell = NestedOutletsCell()
        try expectConnected(cell, "init()")
    }

    @Test func theNibConnectsThemBeforeAwakeFromNib() throws {
        let registry = CellRegistry()
        NestedOutletsTemplates.register(in: registry)
        let nib = try NestedOutletsTemplates.nib(registry: registry)
        let cell = try #require(try nib.instantiate(withOwner: nil).first as? NestedOutletsCell)
        try expectConnected(cell, "nib")
        #expect(cell.card.outletsWereSetAtAwake == true)
    }

    @Test func theSchemaRecordsWhoOwnsEachOutlet() {
        #expect(NestedOutletsCell.templateSchema.contains("outlet avatar: ImageView (of card)"))
        #expect(NestedOutletsCell.templateSchema.contains("outlet nameLabel: Label as BadgeLabel (of card)"))
        #expect(NestedOutletsCell.templateSchema.contains("outlet caption: Label"))
    }

    /// Two files of one module give `ProfileCardView` outlets: each declares `ProfileCardViewOutlets` in its own
    /// registration enum, the module compiles, and each file's cell connects the card it makes.
    @Test func aSecondFileConnectsTheSameClassThroughItsOwnProtocol() throws {
        let registry = CellRegistry()
        ProfileCardsTemplates.register(in: registry)
        let nib = try ProfileCardsTemplates.nib(registry: registry)
        let loaded = try #require(try nib.instantiate(withOwner: nil).first as? ProfileCardPreview)
        for (preview, path) in [(ProfileCardPreview(), "init()"), (loaded, "nib")] {
            let card = try #require(preview.subviews.first as? ProfileCardView, "\(path)")
            #expect(card.avatar?.superview === card, "\(path)")
            #expect(card.nameLabel?.text == "Grace", "\(path)")
        }
        #expect((loaded.subviews.first as? ProfileCardView)?.outletsWereSetAtAwake == true)
    }
}
