/// An archived action: a control and the name of the method it sends when tapped.
@MainActor
public struct NibAction {
    /// The action method's name, as written in the `.cell` file (`buttonPressed`).
    public let name: String
    /// The control that sends it.
    public let control: Control

    /// Creates an action.
    public init(name: String, control: Control) {
        self.name = name
        self.control = control
    }
}
