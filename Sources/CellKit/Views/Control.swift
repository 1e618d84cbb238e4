import CellCatalog

/// A view that sends actions in response to the user (UIKit's `UIControl`), with named closures in place of
/// Objective-C target-action, each added for one control event.
@MainActor
open class Control: View {
    /// Whether the control responds; a disabled control sends no actions.
    open var isEnabled = true
    /// Whether the control is in its selected state.
    open var isSelected = false
    /// Whether the control is being touched.
    open var isHighlighted = false
    /// Where the control places its content across its width (a button's title and image).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Where the control places its content down its height.
    open var contentVerticalAlignment = ContentVerticalAlignment.center

    /// Whether the control is following a touch: its `beginTracking(_:)` accepted one that has not ended yet.
    public internal(set) var isTracking = false
    /// Whether the touch on the control is inside it: within its bounds grown by ``touchSlop`` on every side, as
    /// UIKit counts a finger that strays a little as still inside.
    public internal(set) var isTouchInside = false

    private var actions: [(name: String, event: Event, handler: @MainActor (Control) -> Void)] = []

    /// Creates a control in `frame`; a control is an accessibility element, as in UIKit.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// The event on which this control sends an action added without one, and which `sendActions()` sends: a tap
    /// (`touchUpInside`) for a plain control or a button, `valueChanged` for the controls that hold a value.
    open var primaryActionEvent: Event { .touchUpInside }

    /// Adds an action for `event` (the control's ``primaryActionEvent`` when nil): `name` is the method name from
    /// the `.cell` file (for inspection and tests) and `handler` runs with this control as the sender.
    ///
    /// Actions accumulate in order, as UIKit's targets do; the same name may be added twice.
    public func addAction(
        named name: String, for event: Event? = nil, _ handler: @escaping @MainActor (Control) -> Void
    ) {
        actions.append((name, event ?? primaryActionEvent, handler))
    }

    /// The names of the actions, in the order they were added, whatever their events.
    public var actionNames: [String] {
        actions.map(\.name)
    }

    /// The names of the actions added for `event`, in the order they were added.
    public func actionNames(for event: Event) -> [String] {
        actions.filter { $0.event == event }.map(\.name)
    }

    /// Removes every action called `name`.
    public func removeActions(named name: String) {
        actions.removeAll { $0.name == name }
    }

    /// Removes every action.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// What a tap on the control does: ``handleTap(at:)`` at its centre.
    open func handleTap() {
        handleTap(at: Point(x: bounds.midX, y: bounds.midY))
    }

    /// What a tap at `point`, in the control's coordinates, does: a touch that begins and ends there at once, run
    /// through the tracking methods as any touch is (see ``beginTracking(_:)``): `touchDown`, then `touchUpInside`
    /// and, for a button, `primaryActionTriggered`, with what the control does in its tracking methods between (a
    /// switch flips, a stepper steps, a segmented control selects). `Window`, `TableView` and `CollectionView` call
    /// it for the control a tap lands on.
    open func handleTap(at point: Point) {
        let touch = Touch(location: point, timestamp: 0)
        touchDidBegin(touch)
        touchDidEnd(touch)
    }

    /// Starts following a touch that landed on the control, after `touchDown` was sent; answers whether to go on
    /// following it (UIKit's `beginTracking(_:with:)`). A control that answers false gets no more tracking calls
    /// for this touch, but still sends the touch's events (`touchDragInside`, `touchUpInside`, ...), as UIKit's do.
    /// The default accepts every touch.
    open func beginTracking(_ touch: Touch) -> Bool {
        true
    }

    /// The tracked touch moved; answers whether to go on following it (UIKit's `continueTracking(_:with:)`). Called
    /// before the move's drag events are sent. The default does nothing and goes on.
    open func continueTracking(_ touch: Touch) -> Bool {
        true
    }

    /// The tracked touch stayed where it was until `touch.timestamp`. UIKit's controls run timers for what a held
    /// finger does (a stepper's autorepeat); CellKit's simulated touches tell the control the time instead. The
    /// default does nothing.
    open func continueTracking(holding touch: Touch) {}

    /// The tracked touch lifted, at `touch.location` (UIKit's `endTracking(_:with:)`); ``isTouchInside`` says
    /// whether it lifted inside. Called before `touchUpInside` or `touchUpOutside` is sent. The default does
    /// nothing.
    open func endTracking(_ touch: Touch) {}

    /// Whether a touch lifting inside the control also sends `primaryActionTriggered`, after `touchUpInside`: true
    /// for a button, whose tap is its primary action.
    var touchUpTriggersPrimaryAction: Bool { false }

    /// Sends the actions of the primary event (a tap in tests).
    public func sendActions() {
        sendActions(for: primaryActionEvent)
    }

    /// Runs the handler of every action added for `event`, in the order added, if the control is enabled (UIKit's
    /// `sendActions(for:)`).
    ///
    /// The handlers present when the call starts run, even if one of them adds or removes actions.
    public func sendActions(for event: Event) {
        guard isEnabled else {
            return
        }
        for action in actions where action.event == event {
            action.handler(self)
        }
    }
}

extension Control {
    /// A control event (UIKit's `UIControl.Event`): the catalog's list, which names the action properties of
    /// `.cell` files.
    public typealias Event = ControlEvent

    /// Where a control places its content across its width (UIKit's `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: String, Sendable, Hashable, CaseIterable {
        /// Centred.
        case center
        /// At the left edge.
        case left
        /// At the right edge.
        case right
        /// Stretched across.
        case fill
        /// At the leading edge: the left, in a left-to-right layout.
        case leading
        /// At the trailing edge: the right, in a left-to-right layout.
        case trailing
    }

    /// Where a control places its content down its height (UIKit's `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: String, Sendable, Hashable, CaseIterable {
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Stretched down.
        case fill
    }
}
