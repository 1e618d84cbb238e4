import CellArchive
import CellKit
import Testing

@MainActor
@Suite("CollectionView nib registration")
struct CollectionViewNibTests {
    private let origin = IndexPath(item: 0, section: 0)

    /// A nib of one template of `superclass` (`CollectionViewCell` or `CollectionReusableView`), 90 x 40, with a
    /// label, archived with `identifier`.
    private func nib(superclass: String, identifier: String?) throws -> Nib {
        var builder = ArchiveBuilder()
        let template = builder.template("Archived\(superclass)", superclass: superclass, schema: [], line: 1)
        let label = builder.view("Label", line: 3, [("text", .string("Chip"))])
        var properties: [(String, ArchiveValue)] = [
            ("size", .size(width: 90, height: 40)), ("subviews", .objects([label])),
        ]
        if let identifier {
            properties.append(("reuseIdentifier", .string(identifier)))
        }
        builder.append(properties, to: template)
        return try Nib(archive: builder.archive, name: "Chips", registry: CellRegistry())
    }

    @Test func aCollectionCellTemplateNibMakesCells() throws {
        let source = ItemsSource(items: 4)
        source.identifier = "Chip"
        let collectionView = try makeGrid(source)
        try collectionView.register(
            try nib(superclass: "CollectionViewCell", identifier: "Chip"), forCellWithReuseIdentifier: "Chip")
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutError == nil)
        let cell = try #require(collectionView.cellForItem(at: origin))
        #expect(cell.reuseIdentifier == "Chip")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect((cell.contentView.subviews.first as? Label)?.text == "Chip")
        #expect(collectionView.reuseStatistics(forReuseIdentifier: "Chip").created == 4)
    }

    @Test func aNibWithoutAnIdentifierTakesTheRegisteredOne() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        try collectionView.register(
            try nib(superclass: "CollectionViewCell", identifier: nil), forCellWithReuseIdentifier: "Any")
        #expect(
            try collectionView.dequeueReusableCell(withReuseIdentifier: "Any", for: origin).reuseIdentifier == "Any")
    }

    @Test func aNibArchivedWithAnotherIdentifierIsRefused() throws {
        let collectionView = try makeGrid(ItemsSource(items: 1))
        try collectionView.register(
            try nib(superclass: "CollectionViewCell", identifier: "Chip"), forCellWithReuseIdentifier: "Tag")
        let error = #expect(throws: CollectionViewError.self) {
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: origin)
        }
        #expect(
            error?.description
                == "view reuse identifier in nib (Chip) does not match the identifier used to register the nib (Tag)")
    }

    @Test func aReusableViewNibMakesHeadersButNotCells() throws {
        let header = CollectionView.elementKindSectionHeader
        let reusable = try nib(superclass: "CollectionReusableView", identifier: "Section")
        let collectionView = try makeGrid(ItemsSource(items: 1))
        try collectionView.register(reusable, forSupplementaryViewOfKind: header, withReuseIdentifier: "Section")
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: header, withReuseIdentifier: "Section", for: origin)
        #expect(!(view is CollectionViewCell))
        #expect(view.bounds.size == Size(width: 90, height: 40))
        try collectionView.register(reusable, forCellWithReuseIdentifier: "Section")
        #expect(throws: CollectionViewError.invalidNib(identifier: "Section")) {
            _ = try collectionView.dequeueReusableCell(withReuseIdentifier: "Section", for: origin)
        }
    }
}
