extension View {
    /// Whether a tap on this view is the view's own rather than its cell's or row's: an enabled control, an
    /// editable text view, or a picker (whose wheels take the touch), which UIKit gives the touch before any table
    /// or collection view sees it.
    var takesTapItself: Bool {
        switch self {
        case let control as Control: control.isEnabled
        case let textView as TextView: textView.isEditable
        case is PickerView: true
        default: false
        }
    }

    /// The tap at `point`, in the view's coordinates, of a view that ``takesTapItself``: a control handles it
    /// (`Control.handleTap(at:)`), a text view, which is no control, begins editing, and a picker selects the row
    /// tapped (`PickerView.tap(at:)`).
    func takeTap(at point: Point) {
        switch self {
        case let control as Control: control.handleTap(at: point)
        case let textView as TextView: textView.becomeFirstResponder()
        case let picker as PickerView: picker.tap(at: point)
        default: break
        }
    }
}
