import CellKit
import Testing

@Suite("Stepper")
@MainActor
struct StepperTests {
    @Test("a new stepper is at 0 in 0...100 by 1, repeating and continuous, at 94 by 32")
    func defaults() {
        let stepper = Stepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.intrinsicContentSize == Size(width: 94, height: 32))
        #expect(stepper.primaryActionEvent == .valueChanged)
    }

    @Test("a tap on the plus half adds the step, on the minus half subtracts it, clamped; no change sends nothing")
    func taps() {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 5
        stepper.stepValue = 2
        var seen: [Double] = []
        stepper.addAction(named: "stepped") { sender in seen.append((sender as? Stepper)?.value ?? -1) }
        stepper.handleTap(at: Point(x: 80, y: 16))
        stepper.handleTap(at: Point(x: 80, y: 16))
        stepper.handleTap(at: Point(x: 80, y: 16))
        stepper.handleTap(at: Point(x: 80, y: 16))
        #expect(seen == [2, 4, 5])
        stepper.handleTap(at: Point(x: 10, y: 16))
        #expect(seen == [2, 4, 5, 3])
        #expect(stepper.canIncrement && stepper.canDecrement)
    }

    @Test("a wrapping stepper goes round from one bound to the other")
    func wrapping() {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 32))
        stepper.maximumValue = 3
        stepper.wraps = true
        stepper.handleTap(at: Point(x: 10, y: 16))
        #expect(stepper.value == 3)
        stepper.handleTap(at: Point(x: 80, y: 16))
        #expect(stepper.value == 0)
    }

    @Test("the value stays in the bounds; a step that is not positive is ignored")
    func bounds() {
        let stepper = Stepper()
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.minimumValue = 200
        #expect(stepper.value == 200 && stepper.maximumValue == 200)
        stepper.stepValue = 0
        stepper.stepValue = -1
        #expect(stepper.stepValue == 1)
    }
}
