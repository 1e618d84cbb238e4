/// What a ``TextView`` asks and tells as it is edited (UIKit's `UITextViewDelegate`, its editing half). Every
/// question answers yes and every notice does nothing by default.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether the view may begin editing.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether the view may stop editing; false keeps it the first responder.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether to replace the characters in `range` of the text with `text`: typing inserts at the end (the
    /// return key types "\n"), deleting backward replaces the last character with "".
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String)
        -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Yes.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Yes.
    public func textView(
        _ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String
    )
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
}
