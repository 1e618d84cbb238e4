/// A view that sends actions in response to the user (UIKit's `UIControl`), with named closures in place of
/// Objective-C target-action.
@MainActor
open class Control: View {
    /// Whether the control responds; a disabled control sends no actions.
    open var isEnabled = true
    /// Whether the control is in its selected state.
    open var isSelected = false
    /// Whether the control is being touched.
    open var isHighlighted = false

    private var actions: [(name: String, handler: @MainActor (Control) -> Void)] = []

    /// Adds an action: `name` is the method name from the `.cell` file (for inspection and tests) and `handler`
    /// runs with this control as the sender.
    ///
    /// Actions accumulate in order, as UIKit's targets do; the same name may be added twice.
    public func addAction(named name: String, _ handler: @escaping @MainActor (Control) -> Void) {
        actions.append((name, handler))
    }

    /// The names of the actions, in the order they were added.
    public var actionNames: [String] {
        actions.map(\.name)
    }

    /// Removes every action called `name`.
    public func removeActions(named name: String) {
        actions.removeAll { $0.name == name }
    }

    /// Removes every action.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// What a tap on the control does: a button sends its actions (UIKit's `touchUpInside`); a switch changes its
    /// value first (`valueChanged`). `Window` and `TableView` call it for the control a tap lands on.
    open func handleTap() {
        sendActions()
    }

    /// Runs every action's handler in the order added, if the control is enabled (a tap in tests).
    ///
    /// The handlers present when the call starts run, even if one of them adds or removes actions.
    public func sendActions() {
        guard isEnabled else {
            return
        }
        for action in actions {
            action.handler(self)
        }
    }
}
