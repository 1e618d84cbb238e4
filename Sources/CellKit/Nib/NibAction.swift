/// An archived action: a control, the name of the method it sends and the event it sends it on.
@MainActor
public struct NibAction {
    /// The action method's name, as written in the `.cell` file (`buttonPressed`).
    public let name: String
    /// The event the control sends it on: the one the property is named after, or the kind's own for `action`.
    public let event: Control.Event
    /// The control that sends it.
    public let control: Control

    /// Creates an action.
    public init(name: String, event: Control.Event, control: Control) {
        self.name = name
        self.event = event
        self.control = control
    }
}
