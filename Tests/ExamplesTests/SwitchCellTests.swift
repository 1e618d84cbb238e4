import CellKit
import CellPreview
import CompiledCells
import Testing

/// Grammar.md's settings row: a switch in a generated cell, built by its initializer and from its archive, whose
/// action reaches the action target with the switch, after a tap has flipped it.
@MainActor
@Suite struct SwitchCellTests {
    private final class Target: NotificationSettingCellActions {
        var values: [Bool] = []
        func notificationsToggled(_ sender: Switch) {
            values.append(sender.isOn)
        }
    }

    @Test("the switch keeps its template's settings and sends its action through a tap in a window")
    func switchInACell() {
        let cell = NotificationSettingCell()
        let target = Target()
        cell.actionTarget = target
        #expect(cell.enabledSwitch.isOn)
        #expect(cell.enabledSwitch.onTintColor == .systemBlue)

        let window = Window(size: Size(width: 320, height: 44))
        cell.frame = Rect(x: 0, y: 0, width: 320, height: NotificationSettingCell.height(forWidth: 320))
        window.addSubview(cell)
        window.layoutIfNeeded()
        #expect(cell.enabledSwitch.frame == Rect(x: 253, y: 6.5, width: 51, height: 31))
        #expect(window.tap(at: Point(x: 270, y: 22)) === cell.enabledSwitch)
        #expect(window.tap(at: Point(x: 270, y: 22)) === cell.enabledSwitch)
        #expect(target.values == [false, true])
        #expect(ScreenText.lines(of: window) == ["   6.5    253  [switch on]", "    11     16  \"Notifications\""])
    }
}
