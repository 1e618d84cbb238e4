import CellKit
import CompiledCells
import Testing

/// Grammar.md's layout variables, through the generated class, the nib with the class registered and the nib
/// without it (whose fallback runs the archive's programs): setting a variable moves the same frames, and changes
/// the self-sizing height, the same way on each.
@MainActor
@Suite struct LayoutVariablesTests {
    /// The cell three ways: `T()`, from its nib with the class, and from its nib without it.
    private func cells<T: CellKit.TableViewCell & Template>(
        _ type: T.Type = AvatarRowCell.self
    ) throws -> [CellKit.TableViewCell] {
        let source = try #require(try CompiledSource.declaring(T.templateName))
        let registered = try source.nib(registry: try source.registry())
        let fallback = try source.nib(registry: CellRegistry())
        let loaded = try registered.instantiate(withOwner: nil) + fallback.instantiate(withOwner: nil)
        let cells = [T()] + loaded.compactMap { $0 as? CellKit.TableViewCell }
        #expect(cells.count == 3)
        #expect(Swift.type(of: cells[1]) == T.self)
        #expect(!(cells[2] is T))
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

    /// Grammar.md's `NoteRowCell`: an arranged icon whose `size` reads `iconSide` is resized by setting it, on every
    /// path, and the stack arranges it at the new size.
    @Test("a stack-arranged view's size that reads a variable follows it")
    func anArrangedSizeFollowsItsVariable() throws {
        for cell in try cells(NoteRowCell.self) {
            let variables = try #require(cell as? any LayoutVariables)
            let row = try #require(cell.contentView.subviews.first as? StackView)
            let icon = try #require(row.arrangedSubviews.last)
            cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            #expect(icon.preferredSize == Size(width: 16, height: 16))
            #expect(icon.frame == Rect(x: 272, y: 14, width: 16, height: 16), "\(type(of: cell))")

            variables.layoutVariables = ["iconSide": 24]
            #expect(icon.preferredSize == Size(width: 24, height: 24), "\(type(of: cell))")
            cell.layoutIfNeeded()
            #expect(icon.frame == Rect(x: 264, y: 10, width: 24, height: 24), "\(type(of: cell))")
            #expect(row.arrangedSubviews.first?.frame.width == 256)
        }
    }
}
