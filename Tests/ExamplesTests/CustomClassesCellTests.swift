import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/CustomClasses.cell: subviews of the app's classes (CustomViews.swift), typed so in the
/// generated class and made so by both paths.
@MainActor
@Suite struct CustomClassesCellTests {
    @Test func theOutletsAreTypedWithTheCustomClasses() {
        let cell = CustomClassesCell()
        // Typed: these compile only because the outlets have the custom classes' types.
        let card: FixtureCustomView = cell.card
        let badge: BadgeLabel = cell.badge
        let avatar: AvatarImageView = cell.avatar
        let gallery: PagingScrollView = cell.gallery
        let row: RowStackView = cell.row
        let toggle: ToggleSwitch = cell.toggle
        #expect(badge.text == "new")
        #expect(avatar.superview === card)
        #expect(gallery.isPagingEnabled)
        #expect(row.arrangedSubviews.first is BadgeLabel)
        #expect(!(row.arrangedSubviews.last is BadgeLabel))
        #expect(toggle.superview === cell.contentView)
        #expect(card.subviews.contains { $0 is PillButton })
    }

    @Test func theGeneratedRegistrationRegistersTheCustomClassesForTheNib() throws {
        let registry = CellRegistry()
        CustomClassesTemplates.register(in: registry)
        #expect(
            registry.classNames == [
                "AvatarImageView", "BadgeLabel", "CustomClassesCell", "FixtureCustomView", "PagingScrollView",
                "PillButton", "RowStackView", "ToggleSwitch",
            ])
        let nib = try CustomClassesTemplates.nib(registry: registry)
        let cell = try #require(try nib.instantiate(withOwner: nil).first as? CustomClassesCell)
        #expect(nib.warnings.isEmpty)
        // The nib calls awakeFromNib() on every object it makes, the app's classes included.
        #expect(cell.badge.awakenings == 1)
        #expect(cell.row.arrangedSubviews.first is BadgeLabel)
    }

    @Test func withoutTheAppsClassesTheNibMakesTheKindsAndSaysSo() throws {
        let nib = try CustomClassesTemplates.nib(registry: CellRegistry())
        let root = try #require(try nib.instantiate(withOwner: nil).first as? CellKit.TableViewCell)
        #expect(type(of: root.contentView.subviews[0]) == CellKit.View.self)
        #expect(
            nib.warnings.map(\.description).prefix(2) == [
                "Unknown class FixtureCustomView in Interface Builder file. Made a View instead (CustomClasses.cell:7).",
                "Unknown class BadgeLabel in Interface Builder file. Made a Label instead (CustomClasses.cell:10).",
            ])
        #expect(throws: NibError.self) {
            try CustomClassesTemplates.nib(registry: CellRegistry(), options: .strict).instantiate(withOwner: nil)
        }
    }
}
