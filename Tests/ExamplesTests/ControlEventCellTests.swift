import CellKit
import CompiledCells
import Testing

/// Grammar.md's player row: actions named by their control events, sent in UIKit's order by a tap, through the
/// generated initializer and through the archive alike.
@MainActor
@Suite struct ControlEventCellTests {
    private final class Target: TrackCellActions {
        var calls: [String] = []
        func controlTouched(_ sender: Control) {
            calls.append("controlTouched(\(type(of: sender)))")
        }
        func playButtonTapped(_ sender: Button) {
            calls.append("playButtonTapped")
        }
        func repeatToggled(_ sender: Switch) {
            calls.append("repeatToggled(\(sender.isOn))")
        }
    }

    @Test("a tap sends touchDown before the tap's own action, and a switch's value between its touches")
    func tapsSendEveryEventInOrder() throws {
        let cells = try CompiledSource.bothPaths(of: TrackCell.self, "TrackCell")
        #expect(cells.count == 2)
        for cell in cells {
            let target = Target()
            cell.actionTarget = target
            cell.playButton.handleTap()
            cell.repeatSwitch.handleTap()
            #expect(
                target.calls == [
                    "controlTouched(Button)", "playButtonTapped", "controlTouched(Switch)", "repeatToggled(true)",
                ])
            #expect(cell.playButton.actionNames(for: .touchDown) == ["controlTouched"])
            #expect(cell.playButton.actionNames(for: .touchUpInside) == ["playButtonTapped"])
            #expect(cell.repeatSwitch.actionNames(for: .valueChanged) == ["repeatToggled"])
        }
    }

    @Test("sendActions(for:) sends one event only, and a disabled control none")
    func sendingOneEvent() throws {
        for cell in try CompiledSource.bothPaths(of: TrackCell.self, "TrackCell") {
            let target = Target()
            cell.actionTarget = target
            cell.repeatSwitch.sendActions(for: .touchDown)
            cell.playButton.sendActions()
            cell.playButton.isEnabled = false
            cell.playButton.handleTap()
            #expect(target.calls == ["controlTouched(Switch)", "playButtonTapped"])
        }
    }
}
