/// Minus and plus buttons that step a value (UIKit's `UIStepper`): a touch on the left half subtracts `stepValue`,
/// on the right half adds it, clamped to the bounds or, when `wraps`, wrapped round to the other bound, and sends
/// `valueChanged` when the value changed; holding a button (`Window.press(at:for:)`) repeats the step.
///
/// The value stays in `minimumValue...maximumValue`. UIKit raises an exception for a minimum at or above the
/// maximum and for a step that is not positive; CellKit, which may be handed such values by an archive, moves the
/// other bound along and keeps the step it had, and the compiler rejects a template that writes them.
@MainActor
open class Stepper: Control {
    /// UIKit's stepper size since iOS 13, 94 x 32, its intrinsic size and the size it is drawn at, centred in its
    /// frame (Interface Builder wrote 94 x 29 for the older, flatter control).
    public static let size = Size(width: 94, height: 32)

    /// The value, in `minimumValue...maximumValue`.
    public var value: Double {
        get { bounded.value }
        set {
            bounded.setValue(newValue)
            contentWrites.value &+= 1
        }
    }
    /// The least value.
    public var minimumValue: Double {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }
    /// The greatest value.
    public var maximumValue: Double {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }
    /// What a tap adds or subtracts; a value that is not positive is ignored.
    public var stepValue: Double {
        get { storedStep }
        set { if newValue > 0 { storedStep = newValue } }
    }
    /// Whether stepping past one bound goes round to the other.
    public var wraps = false
    /// Whether holding a button repeats the step, ever faster (``repeatTime(_:)``); when false a press steps once.
    public var autorepeat = true
    /// Whether a held button sends `valueChanged` at each repeat or once when released; a tap sends one either way.
    public var isContinuous = true

    private var bounded = BoundedValue(0, in: 0, 100.0)
    private var storedStep = 1.0
    /// The button a finger holds, and how many times it has repeated its step.
    private var held: HeldButton?

    /// A button held down: which one, the repeats so far and the value when the finger touched down.
    private struct HeldButton {
        let up: Bool
        var repeats: Int
        let valueAtTouchDown: Double
    }

    /// Creates a stepper in `frame`, at 0 in 0...100 by steps of 1.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.1).
        horizontalHuggingPriority = 750
        verticalHuggingPriority = 750
    }

    /// A stepper sends its `action` when its value changes.
    open override var primaryActionEvent: Event { .valueChanged }

    /// Whether the minus button can step: the value is above the minimum, or the stepper wraps.
    public var canDecrement: Bool { wraps || value > minimumValue }
    /// Whether the plus button can step: the value is below the maximum, or the stepper wraps.
    public var canIncrement: Bool { wraps || value < maximumValue }

    /// The value one step from the current one, down when `up` is false: clamped to the bounds, or, when the step
    /// passes a bound of a wrapping stepper, the other bound.
    public func steppedValue(up: Bool) -> Double {
        let next = up ? value + stepValue : value - stepValue
        if wraps {
            if up, value >= maximumValue || next > maximumValue { return minimumValue }
            if !up, value <= minimumValue || next < minimumValue { return maximumValue }
        }
        return BoundedValue.clamp(next, minimumValue, maximumValue)
    }

    /// A touch steps at once, after `touchDown`: down on the left half of the stepper as drawn, up on the right,
    /// sending `valueChanged` when the value changed and the stepper is continuous. A tap ends there; a finger held
    /// on the button repeats the step (see ``repeatTime(_:)``).
    open override func beginTracking(_ touch: Touch) -> Bool {
        held = HeldButton(up: touch.location.x >= bounds.midX, repeats: 0, valueAtTouchDown: value)
        step()
        return true
    }

    /// A moving finger repeats the step as a still one does, while it stays inside.
    open override func continueTracking(_ touch: Touch) -> Bool {
        repeatSteps(until: touch.timestamp)
        return true
    }

    /// A held finger repeats the step at each ``repeatTime(_:)`` it has reached, when `autorepeat` is on and the
    /// finger is inside.
    open override func continueTracking(holding touch: Touch) {
        repeatSteps(until: touch.timestamp)
    }

    /// The finger lifts: the repeats due by then are made, and a stepper that is not continuous sends its one
    /// `valueChanged` now, if the value changed since the touch began, before `touchUpInside`.
    open override func endTracking(_ touch: Touch) {
        repeatSteps(until: touch.timestamp)
        if let held, !isContinuous, value != held.valueAtTouchDown {
            sendActions(for: .valueChanged)
        }
        held = nil
    }

    /// When the `index`th repeat of a held button comes, in seconds after the touch began (`index` counts from 1;
    /// the step at touch-down is not a repeat).
    ///
    /// UIKit documents only that the rate grows the longer the button is held. CellKit takes AppKit's documented
    /// `NSStepper` timing for the start, the first repeat after ``autorepeatDelay`` and then one every
    /// ``autorepeatInterval``, and, for the speed-up, after ``autorepeatCountBeforeSpeedUp`` repeats, one every
    /// ``autorepeatFastInterval``. The times are counted in whole milliseconds, so they do not drift.
    public static func repeatTime(_ index: Int) -> Double {
        let delay = Int((autorepeatDelay * 1000).rounded())
        let interval = Int((autorepeatInterval * 1000).rounded())
        let fast = Int((autorepeatFastInterval * 1000).rounded())
        let slowRepeats = min(max(index, 1), autorepeatCountBeforeSpeedUp) - 1
        let fastRepeats = max(0, index - autorepeatCountBeforeSpeedUp)
        return Double(delay + slowRepeats * interval + fastRepeats * fast) / 1000
    }

    /// The time from touch-down to a held button's first repeat: 0.5 seconds.
    public static let autorepeatDelay = 0.5
    /// The time between repeats until the speed-up: 0.1 seconds, ten a second.
    public static let autorepeatInterval = 0.1
    /// The repeats before the speed-up: 20, the last of them 2.4 seconds after touch-down.
    public static let autorepeatCountBeforeSpeedUp = 20
    /// The time between repeats after the speed-up: 0.05 seconds, twenty a second.
    public static let autorepeatFastInterval = 0.05

    /// Makes the repeats due by `time`, if the finger holds a button, `autorepeat` is on and the finger is inside.
    /// A button that cannot step any more (at its bound, not wrapping) stops there, as its repeats would change
    /// nothing.
    private func repeatSteps(until time: Double) {
        guard autorepeat, isTouchInside, var current = held else { return }
        while Self.repeatTime(current.repeats + 1) <= time {
            current.repeats += 1
            held = current
            guard current.up ? canIncrement : canDecrement else { break }
            step()
        }
    }

    /// One step of the held button, sending `valueChanged` when the value changed and the stepper is continuous.
    private func step() {
        guard let held else { return }
        let next = steppedValue(up: held.up)
        if next != value {
            value = next
            if isContinuous {
                sendActions(for: .valueChanged)
            }
        }
    }

    /// The stepper's fixed size.
    open override var intrinsicContentSize: Size { Self.size }
}
