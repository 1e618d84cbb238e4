import CellKit
import CompiledCells
import Testing

/// Tests/Fixtures/Compiled/Escaping.cell: strings holding quotes, backslashes, line breaks, `\(`, emoji and control
/// characters, and outlets and actions named after Swift keywords, compile and keep their exact values.
@MainActor
@Suite struct EscapingTests {
    @Test func stringsKeepTheirExactValues() {
        let cell = EscapingCell()
        #expect(
            cell.default.text
                == "quote \" backslash \\ newline \n interpolation \\(name) emoji 👋🏽 tab \t nul \0 scalar 😀 漢字")
        #expect(cell.default.accessibilityIdentifier == "\\u{41} is not an escape here")
        #expect(cell.greetingLabel.text == "She said \"hi\" 👋")
        #expect(cell.class.title == "#\\(1 + 1)")
        #expect(EscapingCell.reuseIdentifier == "escaping \"cell\" \\ é")
        #expect(cell.reuseIdentifier == EscapingCell.reuseIdentifier)
    }

    @Test func outletsNamedAfterKeywordsLayOutFromEachOther() {
        let cell = EscapingCell()
        cell.frame = Rect(x: 0, y: 0, width: 200, height: 64)
        cell.layoutIfNeeded()
        #expect(cell.default.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(cell.greetingLabel.frame == Rect(x: 0, y: 20, width: 200, height: 20))
        #expect(cell.class.frame == Rect(x: 0, y: 40, width: 44, height: 24))
        #expect(cell.return.frame == Rect(x: 44, y: 40, width: 44, height: 24))
    }

    private final class Target: EscapingCellActions {
        var calls: [String] = []
        func `switch`(_ sender: Button) { calls.append("switch") }
        func tapped(_ sender: Button) { calls.append("tapped") }
    }

    @Test func actionsNamedAfterKeywordsReachTheTarget() {
        let cell = EscapingCell()
        let target = Target()
        cell.actionTarget = target
        cell.class.sendActions()
        cell.return.sendActions()
        #expect(target.calls == ["switch", "tapped"])
    }
}
