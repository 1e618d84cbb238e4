import CellArchive
import CellKit
import CompiledCells
import Testing

/// Trial03's cell has no reuse identifier (`reuseIdentifier = .none`), as its xib: made by its class or its nib it
/// has none, and a table that registers it under an identifier of its own reuses it under that one, as UIKit does.
@MainActor
@Suite struct NoReuseIdentifierCellTests {
    private static let path = "Tests/Fixtures/Trial/Trial03-MXKSampleRoomMemberTableViewCell.cell"

    /// The fixture's nib, its classes registered.
    private func nib() throws -> Nib {
        let source = CompiledSource(path: Self.path, text: try RepositoryFiles.text(Self.path))
        let archive = try #require(source.compile().archive)
        let register = try #require(source.register)
        let registry = CellRegistry()
        register(registry)
        return try Nib(bytes: ArchiveWriter.encode(archive), name: source.baseName, registry: registry)
    }

    @Test func neitherPathGivesTheCellAnIdentifier() throws {
        let loaded = try nib().instantiate(withOwner: nil)
        #expect(loaded.count == 1)
        for cell in [MXKSampleRoomMemberTableViewCell()] + loaded.compactMap({ $0 as? CellKit.TableViewCell }) {
            #expect(cell is MXKSampleRoomMemberTableViewCell)
            #expect(cell.reuseIdentifier == nil)
        }
        #expect(MXKSampleRoomMemberTableViewCell.reuseIdentifier == "MXKSampleRoomMemberTableViewCell")
    }

    @Test func aNibRegisteredUnderAnyIdentifierIsReusedUnderIt() throws {
        let queue = ReuseQueue()
        try queue.register(try nib(), forCellReuseIdentifier: "member")
        let cell = try #require(try queue.dequeueReusableCell(withIdentifier: "member"))
        #expect(cell is MXKSampleRoomMemberTableViewCell)
        #expect(cell.reuseIdentifier == "member")
        #expect(queue.enqueue(cell))
        let reused = try queue.dequeueReusableCell(withIdentifier: "member")
        #expect(reused === cell)
        #expect(cell.prepareForReuseCount == 1)
        #expect(queue.statistics(for: "member") == ReuseStatistics(created: 1, reused: 1))
    }

    @Test func theClassRegistersUnderAnyIdentifierOrItsName() throws {
        let queue = ReuseQueue()
        try queue.register(MXKSampleRoomMemberTableViewCell.self, forCellReuseIdentifier: "member")
        try queue.register(MXKSampleRoomMemberTableViewCell.self)
        let member = try #require(try queue.dequeueReusableCell(withIdentifier: "member"))
        let named = try #require(try queue.dequeueReusableCell(withIdentifier: "MXKSampleRoomMemberTableViewCell"))
        #expect(member.reuseIdentifier == "member")
        #expect(named.reuseIdentifier == "MXKSampleRoomMemberTableViewCell")
    }

    /// A cell with no identifier that the data source makes itself is refused, as reuse-semantics.md's A10 says
    /// UIKit asserts: only a dequeued cell has one.
    @Test func aCellTheDataSourceMakesItselfIsRefused() throws {
        let source = OwnCells()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 600, height: 200))
        table.dataSource = source
        table.rowHeight = 50
        #expect(throws: TableViewError.cellNotDequeued(IndexPath(row: 0, section: 0))) {
            try table.reloadData()
        }
        #expect(table.visibleCells.isEmpty)
        #expect(table.reuseQueue.statistics(for: "MXKSampleRoomMemberTableViewCell") == ReuseStatistics())
    }
}

/// A data source that makes a new cell with no reuse identifier for every row, as UIKit code that never dequeues.
@MainActor
private final class OwnCells: TableViewDataSource {
    private(set) var made = 0

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> CellKit.TableViewCell {
        made += 1
        return MXKSampleRoomMemberTableViewCell()
    }
}
