import CellArchive
import CellKit
import Testing

/// An app's label class, as a subview's custom class names it.
private final class BadgeLabel: Label {}

/// Subviews archived with a custom class (a class whose superclass is their kind): made by the factory the
/// registry has under the class name, or as the kind with UIKit's warning, or refused.
@Suite("Nib custom classes")
@MainActor
struct NibCustomClassTests {
    /// An unregistered view template whose one subview is a `Label` of custom class `BadgeLabel`, with a text.
    private func archive() -> Archive {
        let className = "BadgeLabel"
        var builder = ArchiveBuilder()
        let root = builder.template(
            "Card", superclass: "View", schema: ["outlet badge: Label as \(className)"], line: 1)
        let badge = builder.add(
            ArchivedClass(name: className, superclassName: "Label"), line: 3,
            [("outlet", .string("badge")), ("text", .string("new"))])
        builder.append([("subviews", .objects([badge]))], to: root)
        return builder.archive
    }

    private func instantiate(_ registry: CellRegistry, options: NibOptions = []) throws -> (Nib, View) {
        let nib = try Nib(archive: archive(), name: "Cards", registry: registry, options: options)
        let views = try nib.instantiate(withOwner: nil)
        return (nib, try #require(views.first?.subviews.first))
    }

    @Test func aRegisteredCustomClassIsMadeByItsFactoryAndTakesTheKindsProperties() throws {
        let registry = CellRegistry()
        registry.register(className: "BadgeLabel") { BadgeLabel() }
        let (nib, badge) = try instantiate(registry)
        let label = try #require(badge as? BadgeLabel)
        #expect(label.text == "new")
        // Only the template's own class is unknown.
        #expect(
            nib.warnings.map(\.description) == [
                "Unknown class Card in Interface Builder file. Made a View instead (Fixture.cell:1)."
            ])
    }

    @Test func anUnregisteredCustomClassIsMadeAsItsKindWithUIKitsWarning() throws {
        let (nib, badge) = try instantiate(CellRegistry())
        #expect(type(of: badge) == Label.self)
        #expect((badge as? Label)?.text == "new")
        #expect(
            nib.warnings.first
                == .unknownClass(className: "BadgeLabel", superclassName: "Label", source: "Fixture.cell", line: 3))
        #expect(
            nib.warnings.first?.description
                == "Unknown class BadgeLabel in Interface Builder file. Made a Label instead (Fixture.cell:3).")
    }

    @Test func strictModeRefusesAnUnregisteredCustomClassWithSuggestions() throws {
        let nib = try Nib(archive: archive(), name: "Cards", registry: CellRegistry(), options: .strict)
        #expect(throws: NibError.unknownClass(name: "BadgeLabel", nib: "Cards", suggestions: [])) {
            try nib.instantiate(withOwner: nil)
        }
        let registry = CellRegistry()
        registry.register(className: "BadgeLabel2") { BadgeLabel() }
        let suggesting = try Nib(archive: archive(), name: "Cards", registry: registry, options: .strict)
        #expect(throws: NibError.unknownClass(name: "BadgeLabel", nib: "Cards", suggestions: ["BadgeLabel2"])) {
            try suggesting.instantiate(withOwner: nil)
        }
    }

    @Test func aRegisteredClassOfAnotherKindIsATypedError() throws {
        let registry = CellRegistry()
        registry.register(className: "BadgeLabel") { ImageView() }
        let nib = try Nib(archive: archive(), name: "Cards", registry: registry)
        let error = NibError.customClassMismatch(
            className: "BadgeLabel", kindClassName: "Label", madeClass: "ImageView", source: "Fixture.cell", line: 3)
        #expect(throws: error) { try nib.instantiate(withOwner: nil) }
        #expect(
            error.description
                == "Fixture.cell:3: the custom class BadgeLabel must be a subclass of Label, but its registered "
                + "factory makes an instance of ImageView")
    }

    @Test func aCustomClassWhoseSuperclassIsNoKindIsMalformed() throws {
        var builder = ArchiveBuilder()
        let root = builder.template("Card", superclass: "View", schema: [], line: 1)
        let badge = builder.add(ArchivedClass(name: "BadgeLabel", superclassName: "Labe"), line: 3, [])
        builder.append([("subviews", .objects([badge]))], to: root)
        #expect(throws: NibError.self) {
            try Nib(archive: builder.archive, name: "Cards", registry: CellRegistry()).instantiate(withOwner: nil)
        }
    }
}
