extension View {
    /// Ends editing in every text field and text view of this view's tree but this one, as a window keeps one first
    /// responder; a walk of the tree by an explicit stack, linear in its size. Answers false when one that was
    /// editing refused to stop (its delegate's `textFieldShouldEndEditing(_:)` or `textViewShouldEndEditing(_:)`).
    func resignOtherFirstResponders() -> Bool {
        var allResigned = true
        var root: View = self
        while let superview = root.superview {
            root = superview
        }
        var pending = [root]
        while let view = pending.popLast() {
            if view !== self {
                switch view {
                case let field as TextField where field.isEditing:
                    allResigned = field.resignFirstResponder() && allResigned
                case let textView as TextView where textView.isEditing:
                    allResigned = textView.resignFirstResponder() && allResigned
                default: break
                }
            }
            pending += view.subviews
        }
        return allResigned
    }
}
