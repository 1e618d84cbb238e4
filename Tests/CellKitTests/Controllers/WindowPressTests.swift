import CellKit
import Testing

/// `Window.press(at:for:)`: a held finger, in simulated time, as a stepper's autorepeat needs.
@Suite("Window press")
@MainActor
struct WindowPressTests {
    /// A 320 x 480 window with a 94 x 32 stepper at (100, 100), and the events and values its actions see.
    @MainActor
    private final class StepperScreen {
        let window = Window(size: Size(width: 320, height: 480))
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32))
        var events: [String] = []
        var values: [Double] = []

        init() {
            window.addSubview(stepper)
            for event in [Control.Event.touchDown, .touchUpInside, .touchUpOutside] {
                stepper.addAction(named: event.name, for: event) { [unowned self] _ in events.append(event.name) }
            }
            stepper.addAction(named: "changed", for: .valueChanged) { [unowned self] sender in
                events.append("valueChanged")
                values.append((sender as? Stepper)?.value ?? .nan)
            }
        }

        /// The centre of the plus button, in the window.
        let plus = Point(x: 100 + 70, y: 116)
        /// The centre of the minus button, in the window.
        let minus = Point(x: 100 + 24, y: 116)
    }

    @Test(
        "the repeats come 0.5 s after touch-down, then every 0.1 s, and every 0.05 s after the twentieth",
        arguments: [(1, 0.5), (2, 0.6), (6, 1.0), (20, 2.4), (21, 2.45), (32, 3.0)])
    func repeatTimes(index: Int, time: Double) {
        #expect(Stepper.repeatTime(index) == time)
    }

    @Test("holding plus steps at touch-down and at each repeat, sending valueChanged per step between the touch's")
    func holdingRepeats() throws {
        let screen = StepperScreen()
        let handler = screen.window.press(at: screen.plus, for: 1.05)
        #expect(handler === screen.stepper)
        // The step at touch-down, then repeats at 0.5, 0.6, 0.7, 0.8, 0.9 and 1.0 seconds.
        #expect(screen.values == [1, 2, 3, 4, 5, 6, 7])
        #expect(screen.events == ["touchDown"] + Array(repeating: "valueChanged", count: 7) + ["touchUpInside"])
        #expect(!screen.stepper.isHighlighted && !screen.stepper.isTracking)
    }

    @Test("a press shorter than the delay steps once; a longer one speeds up after 2.4 seconds")
    func speedUp() {
        let screen = StepperScreen()
        screen.window.press(at: screen.plus, for: 0.49)
        #expect(screen.stepper.value == 1)
        screen.stepper.value = 0
        screen.window.press(at: screen.plus, for: 3.01)
        // 1 at touch-down, 20 repeats by 2.4 s, then 12 more by 3.0 s.
        #expect(screen.stepper.value == 33)
    }

    @Test("holding minus steps down, and stops at the bound without sending more")
    func holdingMinusStopsAtTheBound() {
        let screen = StepperScreen()
        screen.stepper.value = 4
        screen.window.press(at: screen.minus, for: 2)
        #expect(screen.values == [3, 2, 1, 0])
        #expect(screen.stepper.value == 0)
    }

    @Test("a wrapping stepper held past its maximum goes round to the minimum and on")
    func wrapsWhileHeld() {
        let screen = StepperScreen()
        screen.stepper.maximumValue = 3
        screen.stepper.wraps = true
        screen.window.press(at: screen.plus, for: 1.05)
        #expect(screen.values == [1, 2, 3, 0, 1, 2, 3])
    }

    @Test("a stepper that is not continuous sends one valueChanged, with the final value, when the finger lifts")
    func notContinuous() {
        let screen = StepperScreen()
        screen.stepper.isContinuous = false
        screen.window.press(at: screen.plus, for: 1.05)
        #expect(screen.values == [7])
        #expect(screen.events == ["touchDown", "valueChanged", "touchUpInside"])
        screen.events = []
        screen.stepper.maximumValue = 7
        screen.window.press(at: screen.plus, for: 1)
        #expect(screen.events == ["touchDown", "touchUpInside"], "a press that changes nothing sends no value")
    }

    @Test("without autorepeat a press steps once however long it is held")
    func withoutAutorepeat() {
        let screen = StepperScreen()
        screen.stepper.autorepeat = false
        screen.window.press(screen.stepper, for: 5)
        #expect(screen.values == [1])
    }

    @Test("a tap is a press of no time: one step, as before")
    func tapIsAShortPress() {
        let screen = StepperScreen()
        screen.window.tap(at: screen.plus)
        screen.window.press(at: screen.plus, for: 0)
        #expect(screen.values == [1, 2])
        #expect(
            screen.events == [
                "touchDown", "valueChanged", "touchUpInside", "touchDown", "valueChanged", "touchUpInside",
            ])
    }

    @Test("a press on a button sends touchDown, then touchUpInside and its primary action when the finger lifts")
    func pressingAButton() {
        let window = Window(size: Size(width: 320, height: 480))
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(button)
        var events: [String] = []
        for event in [Control.Event.touchDown, .touchUpInside, .primaryActionTriggered] {
            button.addAction(named: event.name, for: event) { _ in events.append(event.name) }
        }
        #expect(window.press(button, for: 2) === button)
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a press off any control is a tap when the finger lifts: a held row is selected")
    func pressingARowSelectsIt() throws {
        let source = RowsSource(rows: 20)
        let table = try makeTable(source)
        let window = Window(size: Size(width: 320, height: 440))
        window.addSubview(table)
        #expect(window.press(at: Point(x: 100, y: 44 * 2 + 10), for: 1) === table)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }
}
