/// An on/off control (UIKit's `UISwitch`): a tap flips `isOn` and sends `valueChanged`.
@MainActor
open class Switch: Control {
    /// UIKit's switch size: its intrinsic size, and the size it is drawn at, centred in its frame.
    public static let size = Size(width: 51, height: 31)

    /// Whether the switch is on.
    public var isOn = false {
        didSet { contentWrites.isOn &+= 1 }
    }
    /// The track's colour when on: UIKit's `systemGreen` by default.
    public var onTintColor = Color.systemGreen
    /// The thumb's colour: white by default.
    public var thumbTintColor = Color.white

    /// Creates a switch in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        // Hugging as Interface Builder creates the view (uikit-metrics.md, section 4.1).
        horizontalHuggingPriority = 750
        verticalHuggingPriority = 750
    }

    /// UIKit's `setOn(_:animated:)`; CellKit does not animate, and, as in UIKit, setting the value in code sends
    /// no action.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A switch sends its `action` when its value changes.
    open override var primaryActionEvent: Event { .valueChanged }

    /// A touch that lifts inside (a tap, or a press) flips the switch, sending `valueChanged` after `isOn` has
    /// changed, between `touchDown` and `touchUpInside`; one that lifts outside changes nothing.
    open override func endTracking(_ touch: Touch) {
        guard isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// The switch's fixed size.
    open override var intrinsicContentSize: Size { Self.size }
}
