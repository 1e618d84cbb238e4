import CellCatalog

extension View {
    /// The margins in effect: `layoutMargins`, or, when the view preserves its superview's margins, on each edge
    /// the larger of its own and the part of the superview's effective margins that reaches into it.
    ///
    /// Computed from the current frames, so a layout pass that sets a parent's frame before reading its margins
    /// (as the generated `layoutSubviews()` and the nib's layout program do) sees the margins UIKit would.
    public var effectiveLayoutMargins: EdgeInsets {
        var view = self
        // Iterative over the preserving chain, then resolved from the top down: no recursion however deep.
        var chain: [View] = []
        while view.preservesSuperviewLayoutMargins, let superview = view.superview {
            chain.append(view)
            view = superview
        }
        var margins = LayoutMargins(view.layoutMargins)
        for child in chain.reversed() {
            let frame = child.frame
            let size = child.superview?.bounds.size ?? .zero
            margins = LayoutMargins(child.layoutMargins).preserving(
                margins, frame: (frame.minX, frame.minY, frame.width, frame.height), superviewWidth: size.width,
                superviewHeight: size.height)
        }
        return EdgeInsets(margins)
    }

    /// The rectangle inside the effective margins, in the view's own coordinates (UIKit's
    /// `layoutMarginsGuide.layoutFrame`): what `parent.margins` reads in a frame.
    public var layoutMarginsFrame: Rect {
        let margins = effectiveLayoutMargins
        return Rect(
            x: bounds.minX + margins.left, y: bounds.minY + margins.top,
            width: bounds.width - margins.left - margins.right, height: bounds.height - margins.top - margins.bottom)
    }
}

extension EdgeInsets {
    /// The catalog's margins as insets.
    init(_ margins: LayoutMargins) {
        self.init(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
    }
}

extension LayoutMargins {
    /// Insets as the catalog's margins.
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
