import CellKit
import Testing

@Suite("Control")
@MainActor
struct ControlTests {
    @Test func actionsRunInTheOrderAddedWithTheSender() {
        let control = Control()
        var calls: [String] = []
        control.addAction(named: "first") { sender in
            #expect(sender === control)
            calls.append("first")
        }
        control.addAction(named: "second") { _ in calls.append("second") }
        control.addAction(named: "first") { _ in calls.append("first again") }
        #expect(control.actionNames == ["first", "second", "first"])
        control.sendActions()
        #expect(calls == ["first", "second", "first again"])
    }

    @Test func disabledControlsSendNothing() {
        let control = Control()
        var count = 0
        control.addAction(named: "tap") { _ in count += 1 }
        control.isEnabled = false
        control.sendActions()
        #expect(count == 0)
        control.isEnabled = true
        control.sendActions()
        #expect(count == 1)
    }

    @Test func actionsCanBeRemoved() {
        let control = Control()
        var calls: [String] = []
        control.addAction(named: "a") { _ in calls.append("a") }
        control.addAction(named: "b") { _ in calls.append("b") }
        control.removeActions(named: "a")
        #expect(control.actionNames == ["b"])
        control.sendActions()
        control.removeAllActions()
        control.sendActions()
        #expect(calls == ["b"])
        #expect(control.actionNames.isEmpty)
    }

    @Test func handlersMayChangeTheActionsWhileSending() {
        let control = Control()
        var calls = 0
        control.addAction(named: "once") { sender in
            calls += 1
            sender.removeAllActions()
        }
        control.addAction(named: "later") { _ in calls += 1 }
        control.sendActions()
        control.sendActions()
        #expect(calls == 2)
    }

    @Test func weakCaptureAsGeneratedCodeDoes() {
        @MainActor
        final class Owner {
            var pressed: [Int] = []
            let button = Button()
            init() {
                button.tag = 3
                button.addAction(named: "buttonPressed") { [weak self] sender in
                    self?.pressed.append(sender.tag)
                }
            }
        }
        let owner = Owner()
        owner.button.sendActions()
        #expect(owner.pressed == [3])
    }
}
