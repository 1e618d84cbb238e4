import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Names.cell: a cell class called `TableViewCell` and a view class called `Label`, with
/// outlets named after methods and static members of their base classes, compile beside CellKit's types of the
/// same names and work through both paths. Here, as in an app, the module's classes are named with their module.
@MainActor
@Suite struct NamesTests {
    private final class Target: TableViewCellActions {
        var taps = 0
        func tapped(_ sender: Button) { taps += 1 }
    }

    @Test func aCellCalledTableViewCellIsASubclassOfCellKitsTableViewCell() {
        let cell = CompiledCells.TableViewCell()
        let base: CellKit.TableViewCell = cell
        #expect(base.reuseIdentifier == "TableViewCell")
        #expect(CompiledCells.TableViewCell.height(forWidth: 320) == 44)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.layoutIfNeeded.text == "layoutIfNeeded")
        #expect(cell.layoutIfNeeded.frame == Rect(x: 16, y: 12, width: 240, height: 20))
        #expect(cell.addSubview.frame == Rect(x: 260, y: 7, width: 44, height: 30))
        #expect(cell.setSelected.frame == Rect(x: 0, y: 43, width: 320, height: 1))
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
    }

    @Test func itsActionReachesTheTarget() {
        let cell = CompiledCells.TableViewCell()
        let target = Target()
        cell.actionTarget = target
        cell.addSubview.sendActions()
        #expect(target.taps == 1)
    }

    @Test func aViewCalledLabelIsAViewWithAnOutletCalledView() {
        let view = CompiledCells.Label()
        let base: CellKit.View = view
        #expect(!(base is CellKit.Label))
        view.layoutIfNeeded()
        #expect(view.View.text == "View")
        #expect(view.View.frame == Rect(x: 0, y: 0, width: 120, height: 20))
        #expect(view.value1Gap.frame == Rect(x: 0, y: 20, width: 120, height: 20))
    }

    @Test func theNibMakesTheModulesClassesByName() throws {
        let registry = CellRegistry()
        NamesTemplates.register(in: registry)
        let nib = try NamesTemplates.nib(registry: registry)
        let views = try nib.instantiate(withOwner: nil)
        #expect(nib.warnings.isEmpty)
        let cell = try #require(views.first as? CompiledCells.TableViewCell)
        let label = try #require(views.last as? CompiledCells.Label)
        #expect(cell.layoutIfNeeded.text == "layoutIfNeeded")
        #expect(label.View.text == "View")
    }
}
