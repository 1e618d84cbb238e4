import CellKit
import CompiledCells
import Testing

/// The `customViewForClass:` helper on compiled classes: the nib a class was registered with holds several
/// templates, and the helper returns the first top-level object of the class asked for.
@MainActor
@Suite struct CustomViewTests {
    @Test func theHelperFindsEachClassInAFileWithSeveralTemplates() throws {
        let folder = try TemporaryBundle(compiling: "Tests/Fixtures/Compiled/Catalog.cell")
        let registry = CellRegistry(bundle: folder.bundle)
        CatalogTemplates.register(in: registry)
        let cell = try registry.customView(for: FixtureCatalogCell.self)
        let view = try registry.customView(for: FixtureCatalogView.self)
        #expect(type(of: cell) == FixtureCatalogCell.self)
        #expect(type(of: view) == FixtureCatalogView.self)
    }

    @Test func aNibOfSeveralTemplatesCannotBeRegisteredForOneIdentifier() throws {
        let folder = try TemporaryBundle(compiling: "Tests/Fixtures/Compiled/Catalog.cell")
        let registry = CellRegistry(bundle: folder.bundle)
        CatalogTemplates.register(in: registry)
        let queue = ReuseQueue()
        try queue.register(
            try Nib(named: "Catalog", in: folder.bundle, registry: registry), forCellReuseIdentifier: "Row")
        #expect(throws: ReuseQueueError.invalidNib(identifier: "Row")) {
            _ = try queue.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
        }
    }
}
