import CellKit
import Testing

@MainActor
@Suite("CollectionView registration and dequeue errors")
struct CollectionViewRegistrationTests {
    private let origin = IndexPath(item: 0, section: 0)

    @Test func unregisteredCellIdentifierHasUIKitsText() throws {
        let source = ItemsSource(items: 3)
        source.identifier = "Missing"
        let collectionView = try makeGrid(source)
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.layoutError
                == .unregisteredIdentifier(elementKind: CollectionView.elementKindCell, identifier: "Missing"))
        #expect(
            collectionView.layoutError?.description
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        #expect(collectionView.visibleCells.isEmpty)
    }

    @Test func unregisteredSupplementaryIdentifierNamesItsKind() throws {
        let collectionView = try makeGrid(ItemsSource(items: 3))
        let error = #expect(throws: CollectionViewError.self) {
            _ = try collectionView.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Title", for: origin)
        }
        #expect(
            error?.description
                == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Title - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func cellAndHeaderMayShareAnIdentifier() throws {
        let collectionView = try makeGrid(ItemsSource(items: 3))
        try collectionView.register(
            factory: HeaderView.init(frame:), forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: LabelCell.identifier)
        let header = try collectionView.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: LabelCell.identifier, for: origin)
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: origin)
        #expect(header is HeaderView)
        #expect(cell is LabelCell)
        #expect(cell.reuseIdentifier == LabelCell.identifier && header.reuseIdentifier == LabelCell.identifier)
    }

    @Test func emptyIdentifiersAndKindsAreRefused() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        let cellError = #expect(throws: CollectionViewError.self) {
            try collectionView.register(factory: LabelCell.init(frame:), forCellWithReuseIdentifier: "")
        }
        #expect(
            cellError?.description
                == "must pass a valid reuse identifier to -[UICollectionView registerClass:forCellWithReuseIdentifier:]"
        )
        let headerError = #expect(throws: CollectionViewError.self) {
            try collectionView.register(
                factory: HeaderView.init(frame:), forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                withReuseIdentifier: "")
        }
        #expect(headerError == .emptyIdentifier(elementKind: CollectionView.elementKindSectionHeader))
        #expect(throws: CollectionViewError.invalidElementKind("")) {
            try collectionView.register(
                factory: HeaderView.init(frame:), forSupplementaryViewOfKind: "", withReuseIdentifier: "Header")
        }
        #expect(throws: CollectionViewError.invalidElementKind(CollectionView.elementKindCell)) {
            _ = try collectionView.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindCell, withReuseIdentifier: LabelCell.identifier, for: origin)
        }
    }

    @Test func aClassFactoryMakesCellsAtTheItemSize() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1)) { $0.itemSize = Size(width: 70, height: 40) }
        let cell = try #require(
            try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: origin) as? LabelCell
        )
        #expect(cell.initialFrame == Rect(x: 0, y: 0, width: 70, height: 40))
        #expect(cell.reuseIdentifier == LabelCell.identifier)
        #expect(cell.reuseSerialNumber == 1)
    }

    @Test func templateClassesRegisterUnderTheirIdentifier() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        try collectionView.register(GridCell.self)
        let cell = try collectionView.dequeueReusableCell(GridCell.self, for: origin)
        #expect(cell.reuseIdentifier == GridCell.reuseIdentifier)
        #expect(cell.bounds.size == GridCell.nominalSize)
        let untyped = try collectionView.dequeueReusableCell(
            withReuseIdentifier: "Grid", for: IndexPath(item: 1, section: 0))
        #expect(untyped is GridCell)
    }

    @Test func typedDequeueOfAnotherClassFailsWithoutPreparingTheQueuedCell() throws {
        let source = ItemsSource(items: 1)
        let collectionView = try makeGrid(source)
        try collectionView.register(
            factory: LabelCell.init(frame:), forCellWithReuseIdentifier: GridCell.reuseIdentifier)
        let error = #expect(throws: CollectionViewError.self) {
            _ = try collectionView.dequeueReusableCell(GridCell.self, for: origin)
        }
        #expect(
            error?.description
                == "Could not cast value of type 'LabelCell' to 'GridCell' (dequeued with identifier Grid)")
        // The new cell of the wrong class went to the pool; the next typed dequeue checks it before taking it.
        #expect(collectionView.reuseStatistics(forReuseIdentifier: "Grid").queued == 1)
        #expect(throws: CollectionViewError.self) {
            _ = try collectionView.dequeueReusableCell(GridCell.self, for: origin)
        }
        let statistics = collectionView.reuseStatistics(forReuseIdentifier: "Grid")
        #expect(statistics == ReuseStatistics(created: 1, reused: 0, discarded: 0, queued: 1))
    }

    @Test func reRegisteringReplacesTheRegistration() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        try collectionView.register(GridCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
        #expect(
            try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: origin) is GridCell)
        collectionView.unregisterCell(withReuseIdentifier: LabelCell.identifier)
        #expect(
            throws: CollectionViewError.unregisteredIdentifier(
                elementKind: CollectionView.elementKindCell, identifier: LabelCell.identifier)
        ) {
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: origin)
        }
    }

    @Test func aSecondDequeueForOneIndexPathInAPassIsRefused() throws {
        let source = ItemsSource(items: 3)
        source.makeCell = { collectionView, indexPath in
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
            return try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
        }
        let collectionView = try makeGrid(source)
        let error = #expect(throws: CollectionViewError.self) { try collectionView.reloadData() }
        #expect(
            error?.description
                == "Attempted to dequeue multiple views for the same index path, which is not allowed. Dequeue exactly "
                + "one view for each index path the collection view requests. Element kind: "
                + "UICollectionElementKindCell, identifier: Label, index path: {length = 2, path = 0 - 0}")
        // The cell dequeued and never returned went back to its pool when the failed pass ended.
        #expect(collectionView.reuseStatistics(forReuseIdentifier: LabelCell.identifier).queued == 1)
    }

    @Test func aCellNotDequeuedHasUIKitsText() throws {
        let source = ItemsSource(items: 1)
        source.makeCell = { _, _ in LabelCell(frame: .zero) }
        let collectionView = try makeGrid(source)
        let error = #expect(throws: CollectionViewError.self) { try collectionView.reloadData() }
        #expect(error == .cellNotDequeued(origin))
        #expect(
            error?.description
                == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }

    @Test func aCellFromAnotherCollectionViewIsNotDequeued() throws {
        let other = try makeGrid(ItemsSource(items: 1))
        let foreign = try other.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: origin)
        let source = ItemsSource(items: 1)
        source.makeCell = { _, _ in foreign }
        let collectionView = try makeGrid(source)
        #expect(throws: CollectionViewError.cellNotDequeued(origin)) { try collectionView.reloadData() }
    }

    @Test func aCellDisplayedTwiceIsRefused() throws {
        let source = ItemsSource(items: 2)
        var first: CollectionViewCell?
        source.makeCell = { collectionView, indexPath in
            if let first {
                return first
            }
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
            first = cell
            return cell
        }
        let collectionView = try makeGrid(source)
        let error = #expect(throws: CollectionViewError.self) { try collectionView.reloadData() }
        #expect(
            error
                == .viewAlreadyDisplayed(
                    elementKind: CollectionView.elementKindCell, indexPath: IndexPath(item: 1, section: 0)))
        #expect(collectionView.indexPathsForVisibleItems == [origin])
    }

    @Test func aSupplementaryViewNotDequeuedHasUIKitsText() throws {
        let source = ItemsSource(items: 1)
        source.makeSupplementary = { collectionView, _, indexPath in
            // A view dequeued as a footer is not a header.
            try collectionView.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: HeaderView.identifier,
                for: indexPath)
        }
        let collectionView = try makeGrid(source) { $0.headerReferenceSize = Size(width: 0, height: 20) }
        let error = #expect(throws: CollectionViewError.self) { try collectionView.reloadData() }
        #expect(
            error?.description
                == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
                + "(UICollectionElementKindSectionHeader,{length = 2, path = 0 - 0}) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (<HeaderView>)")
    }

    @Test func aDataSourceWithoutSupplementaryViewsFailsWhenTheLayoutShowsThem() throws {
        final class CellsOnly: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
                -> CollectionViewCell
            {
                try collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: indexPath)
            }
        }
        let source = CellsOnly()
        let collectionView = try makeGrid(ItemsSource(items: 0)) { $0.footerReferenceSize = Size(width: 0, height: 20) }
        collectionView.dataSource = source
        #expect(
            throws: CollectionViewError.supplementaryViewNotProvided(
                elementKind: CollectionView.elementKindSectionFooter, indexPath: origin)
        ) {
            try collectionView.reloadData()
        }
        // Without footers the same data source is fine: supplementary views are asked only for kinds shown.
        collectionView.collectionViewLayout.footerReferenceSize = .zero
        try collectionView.reloadData()
        #expect(collectionView.visibleCells.count == 1)
    }

    @Test func otherDataSourceErrorsAreWrapped() throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "no model" }
        }
        let source = ItemsSource(items: 1)
        source.makeCell = { _, _ in throw Broken() }
        let collectionView = try makeGrid(source)
        let error = #expect(throws: CollectionViewError.self) { try collectionView.reloadData() }
        #expect(
            error?.description
                == "dataSource failed to provide a view of kind UICollectionElementKindCell for index path "
                + "{length = 2, path = 0 - 0}: no model")
    }

    @Test func nibObjectsAreCheckedAsUIKitChecksThem() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        let invalid: [(String, [AnyObject])] = [
            ("Empty", []),
            ("Two", [LabelCell(frame: .zero), LabelCell(frame: .zero)]),
            ("Plain", [View()]),
            ("Reusable", [HeaderView(frame: .zero)]),
        ]
        for (identifier, objects) in invalid {
            try collectionView.register(nibInstantiator: { objects }, forCellWithReuseIdentifier: identifier)
            let error = #expect(throws: CollectionViewError.self) {
                _ = try collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: origin)
            }
            #expect(
                error?.description
                    == "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                    + "object which must be a UICollectionReusableView instance")
        }
        // A supplementary view may be any reusable view.
        try collectionView.register(
            nibInstantiator: { [HeaderView(frame: .zero)] }, forSupplementaryViewOfKind: "Badge",
            withReuseIdentifier: "Badge")
        #expect(
            try collectionView.dequeueReusableSupplementaryView(
                ofKind: "Badge", withReuseIdentifier: "Badge", for: origin)
                is HeaderView)
    }

    @Test func aNibWhoseViewHasAnotherIdentifierIsRefused() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        let other = try makeGrid(ItemsSource(items: 1))
        // A view that already has an identifier (as an archived one would) and no serial in this collection view.
        let named = try other.dequeueReusableCell(withReuseIdentifier: LabelCell.identifier, for: origin)
        try collectionView.register(nibInstantiator: { [named] }, forCellWithReuseIdentifier: "Photo")
        let error = #expect(throws: CollectionViewError.self) {
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: origin)
        }
        #expect(
            error?.description
                == "view reuse identifier in nib (Label) does not match the identifier used to register the nib (Photo)"
        )
    }

    @Test func aRegistrationReturningOneViewTwiceIsRefused() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        let shared = LabelCell(frame: .zero)
        try collectionView.register(factory: { _ in shared }, forCellWithReuseIdentifier: "Shared")
        _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "Shared", for: origin)
        #expect(throws: CollectionViewError.registrationReturnedExistingView(identifier: "Shared")) {
            _ = try collectionView.dequeueReusableCell(
                withReuseIdentifier: "Shared", for: IndexPath(item: 1, section: 0))
        }
    }

    @Test func aFailingNibReportsWhy() throws {
        struct Corrupt: Error, CustomStringConvertible {
            var description: String { "truncated archive" }
        }
        let collectionView = try makeGrid(ItemsSource(items: 1))
        try collectionView.register(nibInstantiator: { throw Corrupt() }, forCellWithReuseIdentifier: "Broken")
        #expect(throws: CollectionViewError.nibInstantiationFailed(identifier: "Broken", reason: "truncated archive")) {
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "Broken", for: origin)
        }
    }

    @Test func aNibOfTableTemplatesIsNotACollectionViewNib() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        let nib = try Nib(archive: NibFixtures.threeTemplates(), name: "Fixture", registry: CellRegistry())
        try collectionView.register(nib, forCellWithReuseIdentifier: "Fixture")
        try collectionView.register(
            nib, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Fixture")
        #expect(throws: CollectionViewError.invalidNib(identifier: "Fixture")) {
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "Fixture", for: origin)
        }
        #expect(throws: CollectionViewError.invalidNib(identifier: "Fixture")) {
            _ = try collectionView.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Fixture", for: origin)
        }
    }
}
