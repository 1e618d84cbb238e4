extension View {
    /// Adds `view` as the frontmost subview, first removing it from its old superview (which may be this view).
    ///
    /// Adding a view to itself or to one of its descendants would make a cycle: that is a programmer error.
    public func addSubview(_ view: View) {
        insertSubview(view, at: Int.max)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range, as UIKit does), first removing it
    /// from its old superview.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "a view cannot be added to itself or to one of its descendants")
        if view.superview === self, let old = indexOfSubview(view) {
            // Reordering keeps the view in this superview: no remove or add hooks, so a stack view keeps it arranged.
            storedSubviews.remove(at: old)
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            setNeedsLayout()
            return
        }
        view.movingInHierarchy {
            view.removeFromSuperview()
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            view.storedSuperview = self
        }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// The index of `view` in `subviews`, found without a closure: a closure that reads the view is isolated to the
    /// main actor, and one passed to the standard library checks on which executor it runs at every element.
    private func indexOfSubview(_ view: View) -> Int? {
        let subviews = subviews
        for index in subviews.indices where subviews[index] === view {
            return index
        }
        return nil
    }

    /// Inserts `view` just behind `sibling`, or at the front when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: frontIndex(of: sibling, after: view, offset: 0))
    }

    /// Inserts `view` just in front of `sibling`, or at the front when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: frontIndex(of: sibling, after: view, offset: 1))
    }

    /// Moves `subview` in front of its siblings; does nothing if it is not a subview.
    public func bringSubviewToFront(_ subview: View) {
        if subview.superview === self {
            addSubview(subview)
        }
    }

    /// Moves `subview` behind its siblings; does nothing if it is not a subview.
    public func sendSubviewToBack(_ subview: View) {
        if subview.superview === self {
            insertSubview(subview, at: 0)
        }
    }

    /// Removes the view from its superview; does nothing if it has none.
    public func removeFromSuperview() {
        guard let parent = superview else {
            return
        }
        parent.willRemoveSubview(self)
        movingInHierarchy {
            if let index = parent.indexOfSubview(self) {
                parent.storedSubviews.remove(at: index)
            }
            storedSuperview = nil
        }
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search of this view's subtree, this view first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag {
            return self
        }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) {
                return match
            }
        }
        return nil
    }

    /// The top of the hierarchy this view is in: the ancestor without a superview, or this view.
    public var rootView: View {
        var root = self
        while let parent = root.superview {
            root = parent
        }
        return root
    }

    /// The index `sibling` will have, plus `offset`, once `view` has left `subviews`; the end when `sibling`
    /// is not a subview.
    ///
    /// It counts in place rather than filtering a copy of `subviews`: a table view calls it each time a selected
    /// row with a selected background scrolls into view, where allocating is not allowed.
    private func frontIndex(of sibling: View, after view: View, offset: Int) -> Int {
        var index = 0
        for subview in subviews where subview !== view {
            if subview === sibling && sibling.superview === self {
                return index + offset
            }
            index += 1
        }
        return index
    }
}
