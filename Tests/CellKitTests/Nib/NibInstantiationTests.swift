import CellArchive
import CellKit
import CellTestSupport
import Testing

/// Classes named as the owners templates name, in another scope.
enum OwnerLookalikes {
    /// Named as `GalleryView`'s owner, but not adopting `GalleryViewOwner`.
    final class GalleryController {}
}

/// Receives `ThumbnailCell`'s actions.
@MainActor
private final class ActionRecorder: ThumbnailCellActions {
    var pressed: [Button] = []

    func buttonPressed(_ sender: Button) {
        pressed.append(sender)
    }
}

@Suite("Nib instantiation")
@MainActor
struct NibInstantiationTests {
    private func registry() -> CellRegistry {
        let registry = CellRegistry()
        registry.register(TransitCell.self, nibName: "Fixture")
        registry.register(ThumbnailCell.self, nibName: "Fixture")
        registry.register(GalleryView.self, nibName: "Fixture")
        return registry
    }

    private func instantiate(
        _ archive: Archive, registry: CellRegistry, owner: AnyObject? = nil, options: NibOptions = []
    ) throws -> (nib: Nib, views: [View]) {
        let nib = try Nib(archive: archive, name: "Fixture", registry: registry, options: options)
        return (nib, try nib.instantiate(withOwner: owner))
    }

    @Test func registeredClassesAreMadeWithTheirTypedOutlets() throws {
        let owner = GalleryController()
        let (nib, views) = try instantiate(NibFixtures.threeTemplates(), registry: registry(), owner: owner)
        #expect(nib.warnings.isEmpty)
        #expect(nib.templateNames == ["TransitCell", "ThumbnailCell", "GalleryView"])
        #expect(views.count == 3)
        let transit = try #require(views[0] as? TransitCell)
        let thumbnail = try #require(views[1] as? ThumbnailCell)
        let gallery = try #require(views[2] as? GalleryView)
        #expect(transit.titleLabel.font == .boldSystemFont(ofSize: 15))
        #expect(transit.detailLabel.superview === transit.contentView)
        #expect(thumbnail.badgeLabel.text == "New")
        #expect(thumbnail.reuseIdentifier == "Thumbnail")
        #expect(gallery.scrollView.contentSize == Size(width: 640, height: 480))
    }

    /// The archive path and the generated code's path build the same tree, before and after layout, at the
    /// nominal size and at other widths.
    @Test(arguments: [320.0, 414.0])
    func archivePathBuildsTheTreeTheCodePathBuilds(width: Double) throws {
        let (_, views) = try instantiate(NibFixtures.threeTemplates(), registry: registry(), owner: GalleryController())
        let coded: [View] = [TransitCell(), ThumbnailCell(), GalleryView()]
        for (archived, code) in zip(views, coded) {
            #expect(ViewDescription.lines(of: archived) == ViewDescription.lines(of: code))
            archived.frame.size.width = width
            code.frame.size.width = width
            archived.layoutIfNeeded()
            code.layoutIfNeeded()
            #expect(ViewDescription.lines(of: archived) == ViewDescription.lines(of: code))
        }
    }

    @Test func unknownClassesFallBackToTheirSuperclassWithAWarning() throws {
        let (nib, views) = try instantiate(NibFixtures.threeTemplates(), registry: CellRegistry())
        #expect(
            nib.warnings == [
                .unknownClass(
                    className: "TransitCell", superclassName: "TableViewCell", source: "Fixture.cell", line: 1),
                .unknownClass(
                    className: "ThumbnailCell", superclassName: "TableViewCell", source: "Fixture.cell", line: 30),
                .unknownClass(className: "GalleryView", superclassName: "View", source: "Fixture.cell", line: 50),
            ])
        #expect(
            nib.warnings[0].description
                == "Unknown class TransitCell in Interface Builder file. "
                + "Made a TableViewCell instead (Fixture.cell:1).")
        let cell = try #require(views[0] as? TableViewCell)
        #expect(!(cell is TransitCell))
        #expect(cell.reuseIdentifier == "TransitCell")
        #expect(!(views[2] is GalleryView))
        // The fallback still builds the whole tree, with every property.
        for (archived, code) in zip(views, [TransitCell(), ThumbnailCell(), GalleryView()] as [View]) {
            #expect(ViewDescription.lines(of: archived).dropFirst() == ViewDescription.lines(of: code).dropFirst())
        }
    }

    @Test(arguments: [320.0, 375.0, 600.0])
    func fallbackLaysOutAsTheGeneratedClassDoes(width: Double) throws {
        let (nib, views) = try instantiate(NibFixtures.threeTemplates(), registry: CellRegistry())
        let generated: [View] = [TransitCell(), ThumbnailCell(), GalleryView()]
        let heights = [TransitCell.height(forWidth: width), ThumbnailCell.height(forWidth: width), 480]
        for (index, name) in nib.templateNames.enumerated() {
            let height = try #require(nib.height(ofTemplate: name, forWidth: width))
            #expect(height == heights[index])
            views[index].frame.size = Size(width: width, height: height)
            generated[index].frame.size = Size(width: width, height: height)
            views[index].layoutIfNeeded()
            generated[index].layoutIfNeeded()
            #expect(ViewDescription.lines(of: views[index]) == ViewDescription.lines(of: generated[index]))
        }
        let transit = try #require(views[0] as? TableViewCell)
        // The layout is real: the accessory narrows the content view, and the detail label follows the title.
        #expect(transit.contentView.subviews[2].frame == Rect(x: 12, y: 32, width: width - 34 - 24, height: 30))
        #expect(nib.height(ofTemplate: "Missing", forWidth: width) == nil)
    }

    @Test func heightsOfTemplatesWithoutAHeightExpressionAreTheirNominalHeights() throws {
        var builder = ArchiveBuilder()
        let sized = builder.template("Sized", superclass: "TableViewCell", schema: [], line: 1)
        builder.append([("size", .size(width: 320, height: 61))], to: sized)
        _ = builder.template("Unsized", superclass: "TableViewCell", schema: [], line: 2)
        _ = builder.template("Panel", superclass: "View", schema: [], line: 3)
        let nib = try Nib(archive: builder.archive, name: "Heights", registry: CellRegistry())
        #expect(nib.height(ofTemplate: "Sized", forWidth: 500) == 61)
        #expect(nib.height(ofTemplate: "Unsized", forWidth: 500) == TableViewCell.defaultSize.height)
        #expect(nib.height(ofTemplate: "Panel", forWidth: 500) == 0)
    }

    @Test func strictModeTurnsAnUnknownClassIntoAnErrorWithSuggestions() throws {
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder, className: "TransitCel")
        let error = #expect(throws: NibError.self) {
            try instantiate(builder.archive, registry: registry(), options: .strict)
        }
        #expect(error == .unknownClass(name: "TransitCel", nib: "Fixture", suggestions: ["TransitCell"]))
        #expect(
            error?.description
                == "Unknown class TransitCel in Interface Builder file 'Fixture'; did you mean 'TransitCell'?")
    }

    @Test func aClassRegisteredOnlyByFactoryFallsBack() throws {
        let registry = CellRegistry()
        registry.register(className: "TransitCell") { TransitCell() }
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder)
        let (nib, views) = try instantiate(builder.archive, registry: registry)
        #expect(!(views[0] is TransitCell))
        #expect(nib.warnings.count == 1)
    }

    @Test func actionsReachTheActionTarget() throws {
        let (_, views) = try instantiate(NibFixtures.threeTemplates(), registry: registry(), owner: GalleryController())
        let cell = try #require(views[1] as? ThumbnailCell)
        let recorder = ActionRecorder()
        cell.actionTarget = recorder
        #expect(cell.thumbnailButton.actionNames == ["buttonPressed"])
        cell.thumbnailButton.sendActions()
        #expect(recorder.pressed.count == 1)
        #expect(recorder.pressed.first === cell.thumbnailButton)
    }

    @Test func fallbackButtonsKeepTheirActionNames() throws {
        let (_, views) = try instantiate(NibFixtures.threeTemplates(), registry: CellRegistry())
        let cell = try #require(views[1] as? TableViewCell)
        let button = try #require(cell.contentView.subviews.first as? Button)
        #expect(button.actionNames == ["buttonPressed"])
        button.sendActions()
    }

    @Test func ownerOutletsAreConnected() throws {
        let owner = GalleryController()
        let (_, views) = try instantiate(NibFixtures.threeTemplates(), registry: registry(), owner: owner)
        let gallery = try #require(views[2] as? GalleryView)
        #expect(owner.scrollView === gallery.scrollView)
        #expect(owner.captionLabel === gallery.captionLabel)
    }

    @Test func anOwnerOfTheWrongKindIsAnError() {
        let error = #expect(throws: NibError.self) {
            try instantiate(NibFixtures.threeTemplates(), registry: registry(), owner: ActionRecorder())
        }
        #expect(
            error
                == .ownerMismatch(
                    className: "GalleryView", ownerClassName: "GalleryController", ownerType: "ActionRecorder"))
        #expect(
            error?.description
                == "GalleryView cannot connect its outlets to its owner: ActionRecorder does not adopt "
                + "GalleryViewOwner (the owner the template names is GalleryController)")
    }

    /// An owner of the class name the template gives, from another scope, is told apart by its full name.
    @Test func anOwnerOfTheRightNameThatDoesNotAdoptTheProtocolIsAnError() {
        let error = #expect(throws: NibError.self) {
            try instantiate(
                NibFixtures.threeTemplates(), registry: registry(), owner: OwnerLookalikes.GalleryController())
        }
        let ownerType = "CellKitTests.OwnerLookalikes.GalleryController"
        #expect(
            error
                == .ownerMismatch(className: "GalleryView", ownerClassName: "GalleryController", ownerType: ownerType))
        #expect(
            error?.description
                == "GalleryView cannot connect its outlets to its owner: \(ownerType) does not adopt GalleryViewOwner "
                + "(the owner the template names is GalleryController)")
    }

    @Test func noOwnerLeavesOwnerOutletsUnconnectedWithAWarning() throws {
        let (nib, views) = try instantiate(NibFixtures.threeTemplates(), registry: registry())
        #expect(views.count == 3)
        #expect(nib.warnings == [.missingOwner(className: "GalleryView", ownerClassName: "GalleryController")])
    }

    /// UIKit wakes objects once all are connected: each gallery wakes after the second one was connected to the
    /// owner, in top-level order.
    @Test func awakeFromNibRunsAfterEveryObjectIsConnectedInTopLevelOrder() throws {
        var builder = ArchiveBuilder()
        NibFixtures.addGallery(to: &builder, tag: 1)
        NibFixtures.addGallery(to: &builder, tag: 2)
        let owner = GalleryController()
        let (_, views) = try instantiate(builder.archive, registry: registry(), owner: owner)
        let second = try #require(views[1] as? GalleryView)
        #expect(owner.awakenings.map(\.tag) == [1, 2])
        #expect(owner.awakenings.allSatisfy { $0.ownerScrollView === second.scrollView })
    }

    @Test func aCallThatThrowsLeavesNoWarningsOfTheCallBefore() throws {
        let registry = CellRegistry()
        let nib = try Nib(archive: NibFixtures.threeTemplates(), name: "Fixture", registry: registry)
        _ = try nib.instantiate(withOwner: nil)
        #expect(nib.warnings.count == 3)
        registry.register(TransitCell.self)
        registry.register(ThumbnailCell.self)
        registry.register(GalleryView.self)
        #expect(throws: NibError.self) {
            try nib.instantiate(withOwner: ActionRecorder())
        }
        #expect(nib.warnings.isEmpty)
        // The warnings up to the error are this call's.
        registry.unregister(className: "TransitCell")
        #expect(throws: NibError.self) {
            try nib.instantiate(withOwner: ActionRecorder())
        }
        #expect(
            nib.warnings == [
                .unknownClass(
                    className: "TransitCell", superclassName: "TableViewCell", source: "Fixture.cell", line: 1)
            ])
    }

    @Test func instantiatingAgainMakesNewObjects() throws {
        let nib = try Nib(archive: NibFixtures.threeTemplates(), name: "Fixture", registry: registry())
        let first = try nib.instantiate(withOwner: GalleryController())
        let second = try nib.instantiate(withOwner: GalleryController())
        #expect(zip(first, second).allSatisfy { $0 !== $1 })
    }

    @Test func aChangedSchemaNamesTheFirstDifferingLine() throws {
        var changed = TransitCell.templateSchema
        changed.insert("outlet subtitleLabel: Label", at: 3)
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder, schema: changed)
        let error = #expect(throws: NibError.self) {
            try instantiate(builder.archive, registry: registry())
        }
        #expect(
            error
                == .classVersionMismatch(
                    className: "TransitCell", nib: "Fixture", source: "Fixture.cell",
                    difference: "outlet 'subtitleLabel: Label' is in the archive but not in the class"))
        #expect(
            error?.description
                == "Class TransitCell does not match its archive in NIB 'Fixture': "
                + "outlet 'subtitleLabel: Label' is in the archive but not in the class; "
                + "recompile Fixture.cell and rebuild the app so the Swift and the archive agree")
    }

    @Test(
        arguments: [
            (
                { @Sendable (lines: inout [String]) in lines[6] = "frame backgroundImageView = (0, 0, parent.width, 44)"
                },
                "the class has 'frame backgroundImageView = (0, 0, parent.width, parent.height)' "
                    + "where the archive has 'frame backgroundImageView = (0, 0, parent.width, 44)'"
            ),
            (
                { @Sendable (lines: inout [String]) in lines.remove(at: 3) },
                "subview '3: View' is in the class but not in the archive"
            ),
            (
                { @Sendable (lines: inout [String]) in lines.append("action refresh") },
                "action 'refresh' is in the archive but not in the class"
            ),
            (
                { @Sendable (lines: inout [String]) in lines.removeLast() },
                "frame 'subview 3 = (0, parent.height - 1, parent.width, 1)' is in the class but not in the archive"
            ),
            (
                { @Sendable (lines: inout [String]) in lines[4] = "reuseIdentifier \"Transit\"" },
                "the class has 'reuseIdentifier \"TransitCell\"' where the archive has 'reuseIdentifier \"Transit\"'"
            ),
        ] as [(@Sendable (inout [String]) -> Void, String)])
    func schemaDifferences(change: @Sendable (inout [String]) -> Void, difference: String) throws {
        var schema = TransitCell.templateSchema
        change(&schema)
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder, schema: schema)
        #expect(
            throws: NibError.classVersionMismatch(
                className: "TransitCell", nib: "Fixture", source: "Fixture.cell", difference: difference)
        ) {
            try instantiate(builder.archive, registry: registry())
        }
    }

    @Test func aRenamedActionNamesBothNamesAndHowToFixIt() throws {
        var builder = ArchiveBuilder()
        let schema = ThumbnailCell.templateSchema.map { $0 == "action buttonPressed" ? "action thumbnailTapped" : $0 }
        NibFixtures.addThumbnail(to: &builder, schema: schema)
        let error = #expect(throws: NibError.self) {
            try instantiate(builder.archive, registry: registry())
        }
        #expect(
            error?.description
                == "Class ThumbnailCell does not match its archive in NIB 'Fixture': the class has "
                + "'action buttonPressed' where the archive has 'action thumbnailTapped'; recompile Fixture.cell and "
                + "rebuild the app so the Swift and the archive agree")
    }

    @Test func bytesRoundTripThroughTheReader() throws {
        let archive = NibFixtures.threeTemplates()
        let nib = try Nib(
            bytes: ArchiveWriter.encode(archive), name: "Fixture", registry: registry(), options: .strict)
        #expect(nib.archive == archive)
        let views = try nib.instantiate(withOwner: GalleryController())
        #expect(views.map { String(describing: type(of: $0)) } == ["TransitCell", "ThumbnailCell", "GalleryView"])
    }

    @Test func invalidBytesAreWrappedReaderErrors() {
        let bytes = Array("not an archive".utf8)
        let error = #expect(throws: NibError.self) {
            try Nib(bytes: bytes, name: "Broken", registry: CellRegistry())
        }
        guard case .invalidArchive(let name, let archiveError) = error else {
            Issue.record("expected invalidArchive, got \(String(describing: error))")
            return
        }
        #expect(name == "Broken")
        #expect(error?.description == "Could not load NIB 'Broken': \(archiveError)")
        var bytesWithBadChecksum = ArchiveWriter.encode(NibFixtures.threeTemplates())
        bytesWithBadChecksum[bytesWithBadChecksum.count / 2] ^= 0xFF
        #expect(throws: NibError.self) {
            try Nib(bytes: bytesWithBadChecksum, name: "Broken", registry: CellRegistry())
        }
    }
}
