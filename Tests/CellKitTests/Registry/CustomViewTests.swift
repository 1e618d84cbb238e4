import CellArchive
import CellKit
import Testing

/// A template whose name is one letter off `TransitCell`'s, for suggestions.
@MainActor
private final class TransitCells: View, Template {
    nonisolated static let templateName = "TransitCells"
    nonisolated static let templateSchema: [String] = []

    required init() {
        super.init(frame: .zero)
    }

    required init(nib decoder: NibDecoder) throws(NibError) {
        super.init(frame: .zero)
        try decoder.assemble(self)
    }
}

@Suite("CellRegistry.customView(for:)")
@MainActor
struct CustomViewTests {
    /// A bundle holding `Several.cellnib` (Transit, Thumbnail and Gallery templates) and `OnlyTransit.cellnib`.
    private func bundle() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(NibFixtures.threeTemplates(), as: "Several")
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder)
        try directory.write(builder.archive, as: "OnlyTransit")
        return directory
    }

    @Test func returnsTheFirstTopLevelObjectOfTheClass() throws {
        let directory = try bundle()
        defer { directory.remove() }
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(TransitCell.self, nibName: "Several")
        registry.register(ThumbnailCell.self, nibName: "Several")
        registry.register(GalleryView.self, nibName: "Several")
        #expect(registry.nibName(forClassName: "ThumbnailCell") == "Several")
        let thumbnail = try registry.customView(for: ThumbnailCell.self)
        #expect(thumbnail.titleLabel.superview === thumbnail.contentView)
        #expect(thumbnail.thumbnailButton.actionNames == ["buttonPressed"])
        let owner = GalleryController()
        let gallery = try registry.customView(for: GalleryView.self, owner: owner)
        #expect(owner.scrollView === gallery.scrollView)
        let transit = try registry.customView(for: TransitCell.self, options: .strict)
        #expect(transit.detailLabel.numberOfLines == 0)
    }

    @Test func withoutANibNameTheNibIsNamedAfterTheClass() throws {
        let directory = try bundle()
        defer { directory.remove() }
        try directory.write(NibFixtures.threeTemplates(), as: "GalleryView")
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(GalleryView.self)
        #expect(registry.nibName(forClassName: "GalleryView") == nil)
        _ = try registry.customView(for: GalleryView.self, owner: GalleryController())
    }

    @Test func aMissingNibIsAnError() throws {
        let directory = try bundle()
        defer { directory.remove() }
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(TransitCell.self, nibName: "Transit")
        let error = #expect(throws: NibError.self) {
            try registry.customView(for: TransitCell.self)
        }
        #expect(error == .nibNotFound(name: "Transit", bundlePath: directory.path))
        #expect(error?.description == "Could not load NIB in bundle: '\(directory.path)' with name 'Transit'")
    }

    @Test func aNibWithoutTheClassIsAnError() throws {
        let directory = try bundle()
        defer { directory.remove() }
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(ThumbnailCell.self, nibName: "OnlyTransit")
        let error = #expect(throws: NibError.self) {
            try registry.customView(for: ThumbnailCell.self)
        }
        #expect(error == .noObject(className: "ThumbnailCell", nib: "OnlyTransit"))
        #expect(error?.description == "Could not find an object of class ThumbnailCell in NIB 'OnlyTransit'")
    }

    /// No nib is read for a class the registry cannot make from one: the error is the registry's.
    @Test func anUnregisteredClassIsAnErrorWithSuggestions() {
        let registry = CellRegistry(bundle: NibBundle(path: "/nonexistent"))
        registry.register(TransitCells.self)
        registry.register(className: "TransitCel") { View() }
        let error = #expect(throws: NibError.self) {
            try registry.customView(for: TransitCell.self)
        }
        #expect(error == .notRegistered(className: "TransitCell", suggestions: ["TransitCells"]))
        #expect(
            error?.description
                == "Class TransitCell is not registered with register(_:nibName:), so the registry knows no nib to "
                + "load it from; did you mean 'TransitCells'?")
        let other = CellRegistry()
        other.register(ThumbnailCell.self)
        #expect(throws: NibError.notRegistered(className: "TransitCell", suggestions: [])) {
            try other.customView(for: TransitCell.self)
        }
    }

    @Test func aClassRegisteredOnlyByAFactoryIsAnError() throws {
        let directory = try bundle()
        defer { directory.remove() }
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(className: "TransitCell") { TransitCell() }
        let error = #expect(throws: NibError.self) {
            try registry.customView(for: TransitCell.self)
        }
        #expect(error == .noArchiveInitializer(className: "TransitCell"))
        #expect(
            error?.description
                == "Class TransitCell is registered with register(className:factory:), which cannot make it from a "
                + "nib: register the generated class with register(_:nibName:)")
    }

    /// The nib's warnings (here of the other templates, which are not registered, and of the missing owner) are
    /// returned, in the nib's order.
    @Test func theNibsWarningsAreReturned() throws {
        let directory = try bundle()
        defer { directory.remove() }
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(GalleryView.self, nibName: "Several")
        var warnings: [NibWarning] = [.missingOwner(className: "Earlier", ownerClassName: "Call")]
        _ = try registry.customView(for: GalleryView.self, warnings: &warnings)
        #expect(
            warnings == [
                .missingOwner(className: "Earlier", ownerClassName: "Call"),
                .unknownClass(
                    className: "TransitCell", superclassName: "TableViewCell", source: "Fixture.cell", line: 1),
                .unknownClass(
                    className: "ThumbnailCell", superclassName: "TableViewCell", source: "Fixture.cell", line: 30),
                .missingOwner(className: "GalleryView", ownerClassName: "GalleryController"),
            ])
        var none: [NibWarning] = []
        _ = try registry.customView(for: GalleryView.self, owner: GalleryController(), warnings: &none)
        #expect(none.count == 2)
    }

    /// As UIKit's `loadNibNamed`, every top-level object is made: another template of the nib can fail the call,
    /// and the warnings up to its error are returned.
    @Test func anotherTemplateOfTheNibCanFailTheCall() throws {
        let directory = try bundle()
        defer { directory.remove() }
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(ThumbnailCell.self, nibName: "Several")
        registry.register(GalleryView.self, nibName: "Several")
        var warnings: [NibWarning] = []
        let error = #expect(throws: NibError.self) {
            try registry.customView(for: ThumbnailCell.self, owner: TransitCells(), warnings: &warnings)
        }
        guard case .ownerMismatch(className: "GalleryView", ownerClassName: "GalleryController", _) = error else {
            Issue.record("expected the gallery's owner mismatch, got \(String(describing: error))")
            return
        }
        #expect(
            warnings == [
                .unknownClass(
                    className: "TransitCell", superclassName: "TableViewCell", source: "Fixture.cell", line: 1)
            ])
    }

    @Test func aRegistryWithoutABundleIsAnError() {
        let registry = CellRegistry()
        registry.register(TransitCell.self, nibName: "Several")
        let error = #expect(throws: NibError.self) {
            try registry.customView(for: TransitCell.self)
        }
        #expect(error == .noBundle(nibName: "Several"))
        #expect(error?.description == "Could not load NIB with name 'Several': the registry has no bundle")
    }

    @Test func aClassOfAnotherVersionIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder, schema: Array(TransitCell.templateSchema.dropLast()))
        try directory.write(builder.archive, as: "Old")
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(TransitCell.self, nibName: "Old")
        #expect(
            throws: NibError.classVersionMismatch(
                className: "TransitCell", nib: "Old", source: "Fixture.cell",
                difference:
                    "frame 'subview 3 = (0, parent.height - 1, parent.width, 1)' is in the class but not in the archive"
            )
        ) {
            try registry.customView(for: TransitCell.self)
        }
    }
}
