import CellArchive
import CellKit
import CompiledCells
import Testing

/// Grammar.md's layout variables, through the generated class, the nib with the class registered and the nib
/// without it (whose fallback runs the archive's programs): setting a variable moves the same frames, and changes
/// the self-sizing height, the same way on each.
@MainActor
@Suite struct LayoutVariablesTests {
    /// The cell three ways: `AvatarRowCell()`, from its nib with the class, and from its nib without it.
    private func cells() throws -> [CellKit.TableViewCell] {
        let source = try #require(try CompiledSource.declaring("AvatarRowCell"))
        let archive = try #require(source.compile().archive)
        let bytes = ArchiveWriter.encode(archive)
        let registry = CellRegistry()
        Grammar28Templates.register(in: registry)
        let registered = try Nib(bytes: bytes, name: source.baseName, registry: registry)
        let fallback = try Nib(bytes: bytes, name: source.baseName, registry: CellRegistry())
        let loaded = try registered.instantiate(withOwner: nil) + fallback.instantiate(withOwner: nil)
        let cells = [AvatarRowCell()] + loaded.compactMap { $0 as? CellKit.TableViewCell }
        #expect(cells.count == 3)
        #expect(type(of: cells[1]) == AvatarRowCell.self)
        #expect(!(cells[2] is AvatarRowCell))
        return cells
    }

    /// Each subview's frame, in preorder.
    private func frames(of cell: CellKit.TableViewCell) -> [Rect] {
        var frames: [Rect] = []
        var pending = cell.contentView.subviews.reversed() as [View]
        while let view = pending.popLast() {
            frames.append(view.frame)
            pending += view.subviews.reversed()
        }
        return frames
    }

    @Test("every path starts at the defaults, and setting a variable moves the same frames after layoutIfNeeded()")
    func settingAVariableMovesTheFrames() throws {
        for cell in try cells() {
            let variables = try #require(cell as? any LayoutVariables)
            #expect(variables.layoutVariables == ["avatarWidth": 40, "detailsHeight": 0])
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 80)
            cell.layoutIfNeeded()
            #expect(frames(of: cell).first == Rect(x: 8, y: 5, width: 40, height: 40))

            variables.layoutVariables = ["avatarWidth": 56, "detailsHeight": 30, "unknown": 1]
            #expect(variables.layoutVariables == ["avatarWidth": 56, "detailsHeight": 30])
            cell.layoutIfNeeded()
            #expect(
                frames(of: cell) == [
                    Rect(x: 8, y: 5, width: 56, height: 56), Rect(x: 72, y: 5, width: 232, height: 20),
                    Rect(x: 72, y: 65, width: 232, height: 30),
                ], "\(type(of: cell))")
        }
    }

    @Test("the generated property and the name agree, and setting the property lays the cell out again")
    func theGeneratedProperty() {
        let cell = AvatarRowCell()
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 80)
        cell.layoutIfNeeded()
        cell.avatarWidth = 20
        #expect(cell.layoutVariables["avatarWidth"] == 20)
        cell.layoutIfNeeded()
        #expect(cell.avatarView.frame.width == 20)
        #expect(cell.nameLabel.frame.minX == 36)
    }

    @Test("a height that reads a variable is each cell's own: it self-sizes with the cell's current values")
    func theSelfSizingHeight() throws {
        #expect(AvatarRowCell.height(forWidth: 320) == TableView.automaticDimension)
        for cell in try cells() {
            let target = Size(width: 320, height: 0)
            #expect(cell.systemLayoutSizeFitting(target).height == 53)
            (cell as? any LayoutVariables)?.layoutVariables["detailsHeight"] = 30
            #expect(cell.systemLayoutSizeFitting(target).height == 83, "\(type(of: cell))")
        }
    }
}
