import CellKit
import Testing

/// Tap recognizers: their handler or target-action, the view they are attached to, subclasses that carry data, and
/// a window's tap reaching them through hit-testing.
@MainActor
@Suite struct TapGestureRecognizerTests {
    /// A target that counts the recognizers it is called with; on the main actor, as UIKit's targets are.
    @MainActor
    final class Target {
        private(set) var received: [TapGestureRecognizer] = []

        func handleTap(_ sender: TapGestureRecognizer) {
            received.append(sender)
        }
    }

    /// A recognizer that carries a row, as seed 003's does.
    final class RowTap: TapGestureRecognizer {
        var row: Int?
    }

    @Test func theHandlerIsCalledWithTheRecognizer() {
        var calls: [ObjectIdentifier] = []
        let recognizer = TapGestureRecognizer { calls.append(ObjectIdentifier($0)) }
        recognizer.recognize()
        recognizer.recognize()
        #expect(calls == [ObjectIdentifier(recognizer), ObjectIdentifier(recognizer)])
    }

    @Test func aTargetsMethodIsCalledAndTheTargetIsNotRetained() {
        var target: Target? = Target()
        weak let weakTarget = target
        let recognizer = TapGestureRecognizer(target: target ?? Target(), action: Target.handleTap)
        recognizer.recognize()
        #expect(target?.received.map(ObjectIdentifier.init) == [ObjectIdentifier(recognizer)])
        target = nil
        #expect(weakTarget == nil)
        // Once the target is gone, a tap does nothing.
        recognizer.recognize()
    }

    @Test func aSubclassCarriesWhatItsHandlerNeeds() {
        var rows: [Int] = []
        let target = Target()
        let recognizers = (0..<3).map { row in
            let recognizer = RowTap { rows.append(($0 as? RowTap)?.row ?? -1) }
            recognizer.row = row
            return recognizer
        }
        for recognizer in recognizers.reversed() {
            recognizer.recognize()
        }
        #expect(rows == [2, 1, 0])
        let targeted = RowTap(target: target, action: Target.handleTap)
        targeted.row = 7
        targeted.recognize()
        #expect((target.received.first as? RowTap)?.row == 7)
    }

    @Test func aRecognizerBelongsToOneViewAtATime() {
        let first = View()
        let second = View()
        let recognizer = TapGestureRecognizer { _ in }
        first.addGestureRecognizer(recognizer)
        #expect(recognizer.view === first)
        #expect(first.gestureRecognizers.count == 1)
        second.addGestureRecognizer(recognizer)
        #expect(recognizer.view === second)
        #expect(first.gestureRecognizers.isEmpty)
        #expect(second.gestureRecognizers.count == 1)
        first.removeGestureRecognizer(recognizer)
        #expect(recognizer.view === second)
        second.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil)
        #expect(second.gestureRecognizers.isEmpty)
    }

    @Test(arguments: [(true, true, "label"), (false, true, "parent"), (true, false, "parent")])
    func aWindowTapReachesTheRecognizerOfTheViewItHits(
        interactive: Bool, enabled: Bool, expected: String
    ) {
        var fired: [String] = []
        let window = Window(size: Size(width: 320, height: 480))
        let parent = View(frame: Rect(x: 0, y: 100, width: 320, height: 100))
        let label = Label(frame: Rect(x: 10, y: 10, width: 100, height: 20))
        label.text = "0. User"
        label.isUserInteractionEnabled = interactive
        let labelTap = TapGestureRecognizer { _ in fired.append("label") }
        labelTap.isEnabled = enabled
        label.addGestureRecognizer(labelTap)
        parent.addGestureRecognizer(TapGestureRecognizer { _ in fired.append("parent") })
        parent.addSubview(label)
        window.addSubview(parent)
        let handled = window.tap(at: Point(x: 20, y: 115))
        #expect(fired == [expected])
        #expect(handled === (expected == "label" ? label : parent))
    }
}
