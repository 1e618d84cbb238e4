extension View {
    /// Converts `point` from this view's coordinates to `view`'s; nil means the root of this view's hierarchy.
    ///
    /// Views are related by translations only, each scrolled by its `bounds.origin`. Two views in separate
    /// hierarchies are compared as if both roots were placed by their frames on one plane, as windows on a screen.
    public func convert(_ point: Point, to view: View?) -> Point {
        let target = view ?? rootView
        let common = nearestCommonAncestor(with: target)
        let up = translation(toAncestor: common)
        let down = target.translation(toAncestor: common)
        return Point(x: point.x + up.x - down.x, y: point.y + up.y - down.y)
    }

    /// Converts `point` from `view`'s coordinates to this view's; nil means the root of this view's hierarchy.
    public func convert(_ point: Point, from view: View?) -> Point {
        (view ?? rootView).convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s; nil means the root of this view's hierarchy.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates to this view's; nil means the root of this view's hierarchy.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Converts `point` from the superview's coordinates to this view's, the step hit-testing takes downwards.
    func pointFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frame.origin.x + boundsOrigin.x, y: point.y - frame.origin.y + boundsOrigin.y)
    }

    /// The offset that takes a point from this view's coordinates to `ancestor`'s, or, for nil, to the plane
    /// the root is placed on by its frame.
    private func translation(toAncestor ancestor: View?) -> Point {
        var offset = Point.zero
        var current: View? = self
        while let view = current, view !== ancestor {
            offset.x += view.frame.origin.x - view.boundsOrigin.x
            offset.y += view.frame.origin.y - view.boundsOrigin.y
            current = view.superview
        }
        return offset
    }

    /// The closest view that both this view and `other` are (or descend from); nil when in separate hierarchies.
    private func nearestCommonAncestor(with other: View) -> View? {
        var candidate: View? = self
        while let view = candidate {
            if other.isDescendant(of: view) {
                return view
            }
            candidate = view.superview
        }
        return nil
    }
}
