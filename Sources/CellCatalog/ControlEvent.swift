/// A control event, as UIKit's `UIControl.Event` names it: what a `.cell` file writes to send an action on it
/// (`valueChanged = sliderMoved`), and what the generated protocol's documentation says of it.
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    /// A finger touches the control.
    case touchDown
    /// A second touch follows the first quickly.
    case touchDownRepeat
    /// A finger moves within the control.
    case touchDragInside
    /// A finger moves outside the control.
    case touchDragOutside
    /// A finger drags into the control.
    case touchDragEnter
    /// A finger drags out of the control.
    case touchDragExit
    /// A finger lifts inside the control: a tap.
    case touchUpInside
    /// A finger lifts outside the control.
    case touchUpOutside
    /// The system cancels the touch.
    case touchCancel
    /// The control's value changes through the user.
    case valueChanged
    /// The control's primary action: a button's tap, a text field's return key.
    case primaryActionTriggered
    /// Editing starts in a text field.
    case editingDidBegin
    /// The text of a text field changes through the user.
    case editingChanged
    /// Editing ends in a text field.
    case editingDidEnd
    /// The return key ends editing in a text field.
    case editingDidEndOnExit

    /// UIKit's name, as written in `.cell` files and in Swift (`.valueChanged`).
    public var name: String { rawValue }

    /// The event as the end of a sentence whose subject is the control: "Sent when a slider ... changes its value".
    public var phrase: String {
        switch self {
        case .touchDown: "is touched"
        case .touchDownRepeat: "is touched again"
        case .touchDragInside: "is dragged inside"
        case .touchDragOutside: "is dragged outside"
        case .touchDragEnter: "is dragged into"
        case .touchDragExit: "is dragged out of"
        case .touchUpInside: "is tapped"
        case .touchUpOutside: "is released outside"
        case .touchCancel: "has its touch cancelled"
        case .valueChanged: "changes its value"
        case .primaryActionTriggered: "triggers its primary action"
        case .editingDidBegin: "begins editing"
        case .editingChanged: "changes its text"
        case .editingDidEnd: "ends editing"
        case .editingDidEndOnExit: "ends editing with the return key"
        }
    }
}
