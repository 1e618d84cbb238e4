extension View {
    /// Ends editing in every text field and text view of this view's tree but this one, as a window keeps one first
    /// responder; a walk of the tree by an explicit stack, linear in its size.
    func resignOtherFirstResponders() {
        var root: View = self
        while let superview = root.superview {
            root = superview
        }
        var pending = [root]
        while let view = pending.popLast() {
            if view !== self {
                switch view {
                case let field as TextField: field.resignFirstResponder()
                case let textView as TextView: textView.resignFirstResponder()
                default: break
                }
            }
            pending += view.subviews
        }
    }
}
