/// An on/off control (UIKit's `UISwitch`): a tap flips `isOn` and sends the actions, as UIKit's `valueChanged`.
@MainActor
open class Switch: Control {
    /// UIKit's switch size: its intrinsic size, and the size it is drawn at, centred in its frame.
    public static let size = Size(width: 51, height: 31)

    /// Whether the switch is on.
    public var isOn = false
    /// The track's colour when on: UIKit's `systemGreen` by default.
    public var onTintColor = Color.systemGreen
    /// The thumb's colour: white by default.
    public var thumbTintColor = Color.white

    /// Creates a switch in `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// UIKit's `setOn(_:animated:)`; CellKit does not animate, and, as in UIKit, setting the value in code sends
    /// no action.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A tap flips the switch and then sends its actions, if it is enabled.
    open override func handleTap() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions()
    }

    /// The switch's fixed size.
    open override var intrinsicContentSize: Size { Self.size }
}
