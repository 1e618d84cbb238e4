/// What a ``TextField`` asks and tells as it is edited (UIKit's `UITextFieldDelegate`). Every question answers yes
/// and every notice does nothing by default, so a delegate implements only what it needs.
///
/// The order is UIKit's: a field asked to begin editing asks `textFieldShouldBeginEditing(_:)`, then the field
/// editing before it is asked `textFieldShouldEndEditing(_:)` and told `textFieldDidEndEditing(_:)`, then the new
/// field tells `textFieldDidBeginEditing(_:)`; each notice comes before its control event (`editingDidBegin`,
/// `editingDidEnd`). Typing asks `textField(_:shouldChangeCharactersIn:replacementString:)` before the text
/// changes and `editingChanged` is sent.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may begin editing; false keeps it from becoming the first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop editing; false keeps it the first responder, and another field that asked to
    /// begin editing does not.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether to replace the characters in `range` of the current text (`text ?? ""`) with `string`: typing
    /// inserts at the end (an empty range there), deleting backward replaces the last character with "".
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key does what it does by default: send `primaryActionTriggered` and
    /// `editingDidEndOnExit`, and end editing when an action is added for the latter.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Yes.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Yes.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Yes.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
    ) -> Bool { true }
    /// Yes.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Yes.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
