import CellArchive
import CellKit
import CompiledCells
import Testing

/// Grammar.md's `SubmitCell` declares two top-level objects beside the cell, as Trial09's xib has five: made by the
/// class and by the nib, they are the cell's outlets and send it actions, in no view, at their frames; the nib
/// returns them after the cell, as UINib does, so a table refuses to register it.
@MainActor
@Suite struct TopLevelObjectsCellTests {
    @Test func theObjectsAreOutletsInNoView() throws {
        for cell in try CompiledSource.bothPaths(of: SubmitCell.self, "SubmitCell") {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 150)
            cell.layoutIfNeeded()
            #expect(cell.categoryLabel.superview == nil)
            #expect(cell.categoryLabel.frame == Rect(x: 0, y: 0, width: 179, height: 21))
            #expect(cell.categoryLabel.text == "CATEGORY")
            #expect(cell.titleLabel.frame == Rect(x: 127, y: 38, width: 164, height: 62))
            #expect(cell.contentView.subviews.map { $0 === cell.titleLabel } == [true])
        }
    }

    @Test func theUnnamedButtonSendsItsActionToTheCell() throws {
        for cell in try CompiledSource.bothPaths(of: SubmitCell.self, "SubmitCell") {
            let target = DeleteTarget()
            cell.actionTarget = target
            let button = try #require(cell.topLevelButton)
            button.sendActions(for: .touchUpInside)
            #expect(target.deleted.count == 1 && target.deleted.first === button)
        }
    }

    @Test func theNibReturnsEveryTopLevelObjectAndATableRefusesIt() throws {
        let source = try #require(try CompiledSource.declaring("SubmitCell"))
        let archive = try #require(source.compile().archive)
        let register = try #require(source.register)
        let registry = CellRegistry()
        register(registry)
        let nib = try Nib(bytes: ArchiveWriter.encode(archive), name: source.baseName, registry: registry)
        let objects = try nib.instantiate(withOwner: nil)
        #expect(objects.count == 3)
        let cell = try #require(objects.first as? SubmitCell)
        #expect(objects[1] === cell.categoryLabel)
        #expect(objects[2] is Button && objects[2].superview == nil)
        #expect(objects[2].frame == Rect(x: 0, y: 0, width: 54, height: 22))

        let queue = ReuseQueue()
        try queue.register(nib, forCellReuseIdentifier: "cell")
        #expect(throws: ReuseQueueError.invalidNib(identifier: "cell")) {
            try queue.dequeueReusableCell(withIdentifier: "cell")
        }
    }
}

extension SubmitCell {
    /// The cell's unnamed top-level button, the one view in no view that is not its `categoryLabel`.
    fileprivate var topLevelButton: Button? {
        Mirror(reflecting: self).children.lazy.compactMap { $0.value as? Button }.first { $0.superview == nil }
    }
}

/// Records the buttons that sent `deleteTapped`.
@MainActor
private final class DeleteTarget: SubmitCellActions {
    private(set) var deleted: [Button] = []

    func deleteTapped(_ sender: Button) {
        deleted.append(sender)
    }
}
