/// Minus and plus buttons that step a value (UIKit's `UIStepper`): a tap on the left half subtracts `stepValue`, on
/// the right half adds it, clamped to the bounds or, when `wraps`, wrapped round to the other bound, and sends
/// `valueChanged` when the value changed.
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
        set { bounded.setValue(newValue) }
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
    /// Whether holding a button repeats the step. CellKit's touches are taps, so it only records the setting.
    public var autorepeat = true
    /// Whether a held button sends `valueChanged` at each repeat or once when released; a tap sends one either way.
    public var isContinuous = true

    private var bounded = BoundedValue(0, in: 0, 100.0)
    private var storedStep = 1.0

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

    /// A tap with no point lands at the centre.
    open override func handleTap() {
        handleTap(at: Point(x: bounds.midX, y: bounds.midY))
    }

    /// A tap at `point` steps down on the left half of the stepper as drawn, up on the right, sending
    /// `valueChanged` between the touch's own events when the value changed.
    open override func handleTap(at point: Point) {
        guard isEnabled else { return }
        sendActions(for: .touchDown)
        let next = steppedValue(up: point.x >= bounds.midX)
        if next != value {
            value = next
            sendActions(for: .valueChanged)
        }
        sendActions(for: .touchUpInside)
    }

    /// The stepper's fixed size.
    open override var intrinsicContentSize: Size { Self.size }
}
