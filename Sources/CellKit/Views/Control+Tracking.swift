extension Control {
    /// How far outside its bounds a touch still counts as inside a control: UIKit's commonly measured 70 points,
    /// past which a drag sends `touchDragExit` and a lift `touchUpOutside`.
    public static let touchSlop = 70.0

    /// Whether `point`, in the control's coordinates, counts as inside it: in its bounds grown by ``touchSlop``.
    public func touchCountsAsInside(_ point: Point) -> Bool {
        let slop = Self.touchSlop
        return point.x >= bounds.minX - slop && point.x <= bounds.maxX + slop && point.y >= bounds.minY - slop
            && point.y <= bounds.maxY + slop
    }

    /// A finger touched down on the control: it highlights, sends `touchDown` and asks `beginTracking(_:)` whether
    /// to follow the touch. A disabled control takes no touch.
    func touchDidBegin(_ touch: Touch) {
        guard isEnabled else {
            return
        }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        isTracking = beginTracking(touch)
    }

    /// The finger moved: the control, if it follows the touch, hears `continueTracking(_:)`; then it sends
    /// `touchDragExit` or `touchDragEnter` if the finger crossed its edge (grown by ``touchSlop``), and
    /// `touchDragInside` or `touchDragOutside`. It is highlighted while the finger is inside, as in UIKit.
    func touchDidMove(_ touch: Touch) {
        guard isEnabled else {
            return
        }
        let wasInside = isTouchInside
        isTouchInside = touchCountsAsInside(touch.location)
        isHighlighted = isTouchInside
        if isTracking {
            isTracking = continueTracking(touch)
        }
        if wasInside != isTouchInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    /// The finger stayed put until `touch.timestamp`: a control that follows the touch hears
    /// `continueTracking(holding:)`.
    func touchDidWait(_ touch: Touch) {
        if isEnabled, isTracking {
            continueTracking(holding: touch)
        }
    }

    /// The finger lifted: a control that follows the touch hears `endTracking(_:)`, then it sends `touchUpInside`
    /// (and, for a button, `primaryActionTriggered`) or `touchUpOutside`.
    func touchDidEnd(_ touch: Touch) {
        guard isEnabled else {
            return
        }
        isTouchInside = touchCountsAsInside(touch.location)
        isHighlighted = false
        if isTracking {
            endTracking(touch)
        }
        isTracking = false
        let inside = isTouchInside
        isTouchInside = false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside, touchUpTriggersPrimaryAction {
            sendActions(for: .primaryActionTriggered)
        }
    }
}
