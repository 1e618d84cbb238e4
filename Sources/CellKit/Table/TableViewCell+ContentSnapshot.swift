extension TableViewCell {
    /// The observable content of the cell and every view inside it, front to back in depth-first order, each
    /// named as `OutletContent.name` describes. Used by `StaleContentDetector`; tests may compare snapshots too.
    public func contentSnapshot() -> [OutletContent] {
        var outlets: [OutletContent] = []
        for (view, name) in namedViews() {
            outlets.append(OutletContent(of: view, name: name))
        }
        return outlets
    }

    /// Calls `body` with the cell and each view inside it, depth first, as `namedViews()` orders them but without
    /// naming them (which reflects on the cell).
    func forEachView(_ body: (View) -> Void) {
        func visit(_ view: View) {
            body(view)
            for subview in view.subviews {
                visit(subview)
            }
        }
        visit(self)
    }

    /// The cell and its descendants with their names; outlet property names come from reflection, so a generated
    /// cell's `titleLabel` is reported as `titleLabel`.
    func namedViews() -> [(view: View, name: String)] {
        var outletNames: [ObjectIdentifier: String] = [:]
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != TableViewCell.self {
            for child in current.children {
                if let label = child.label, let view = child.value as? View {
                    outletNames[ObjectIdentifier(view)] = label
                }
            }
            mirror = current.superclassMirror
        }
        outletNames[ObjectIdentifier(contentView)] = "contentView"
        if let label = textLabelStorage {
            outletNames[ObjectIdentifier(label)] = "textLabel"
        }
        if let label = detailTextLabelStorage {
            outletNames[ObjectIdentifier(label)] = "detailTextLabel"
        }
        if let imageView = imageViewStorage {
            outletNames[ObjectIdentifier(imageView)] = "imageView"
        }
        var result: [(view: View, name: String)] = [(self, "cell")]
        func visit(_ view: View, path: String) {
            for (index, subview) in view.subviews.enumerated() {
                let subviewPath = path + "subviews[\(index)]"
                let name =
                    outletNames[ObjectIdentifier(subview)] ?? subview.accessibilityIdentifier ?? subviewPath
                result.append((subview, name))
                visit(subview, path: subviewPath + ".")
            }
        }
        visit(self, path: "")
        return result
    }
}
