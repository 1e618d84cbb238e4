import CellKit
import Testing

@Suite("Switch")
@MainActor
struct SwitchTests {
    @Test("a new switch is off, green when on, with a white thumb, at UIKit's 51 by 31")
    func defaults() {
        let toggle = Switch()
        #expect(!toggle.isOn && toggle.isEnabled)
        #expect(toggle.onTintColor == .systemGreen && toggle.thumbTintColor == .white)
        #expect(toggle.intrinsicContentSize == Size(width: 51, height: 31))
    }

    @Test("a tap flips the switch and then sends its actions, which see the new value")
    func tapFlipsThenSends() {
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 51, height: 31))
        var seen: [Bool] = []
        toggle.addAction(named: "toggled") { sender in
            seen.append((sender as? Switch)?.isOn ?? false)
        }
        toggle.handleTap()
        toggle.handleTap()
        #expect(seen == [true, false])
        #expect(!toggle.isOn)
    }

    @Test("a disabled switch neither flips nor sends; setting the value in code sends nothing, as in UIKit")
    func disabledAndProgrammatic() {
        let toggle = Switch()
        var sent = 0
        toggle.addAction(named: "toggled") { _ in sent += 1 }
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && sent == 0)
        toggle.isEnabled = false
        toggle.handleTap()
        #expect(toggle.isOn && sent == 0)
    }

    @Test("a tap in a window reaches the switch under it")
    func tapInAWindow() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let toggle = Switch(frame: Rect(x: 200, y: 20, width: 51, height: 31))
        root.addSubview(toggle)
        var sent = 0
        toggle.addAction(named: "toggled") { _ in sent += 1 }
        let window = Window(size: root.frame.size)
        window.addSubview(root)
        #expect(window.tap(at: Point(x: 220, y: 30)) === toggle)
        #expect(toggle.isOn && sent == 1)
    }
}
