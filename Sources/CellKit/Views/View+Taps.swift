extension View {
    /// Whether a tap on this view is the view's own rather than its cell's or row's: an enabled control, or an
    /// editable text view, which UIKit gives the touch before any table or collection view sees it.
    var takesTapItself: Bool {
        switch self {
        case let control as Control: control.isEnabled
        case let textView as TextView: textView.isEditable
        default: false
        }
    }

    /// The tap at `point`, in the view's coordinates, of a view that ``takesTapItself``: a control handles it
    /// (`Control.handleTap(at:)`), and a text view, which is no control, begins editing.
    func takeTap(at point: Point) {
        switch self {
        case let control as Control: control.handleTap(at: point)
        case let textView as TextView: textView.becomeFirstResponder()
        default: break
        }
    }
}
