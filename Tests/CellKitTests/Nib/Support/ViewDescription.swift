import CellKit

/// Every property the `.cell` language sets, and the frame, of a view and its subtree, as text: two trees built
/// by different paths (the archive and the generated code) are equal when their descriptions are.
@MainActor
enum ViewDescription {
    /// One line per view, depth first, indented by depth; `root` itself is described without its class name so a
    /// fallback class compares equal to a generated one.
    static func lines(of root: View) -> [String] {
        var lines: [String] = []
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            let name = depth == 0 ? "root" : String(describing: type(of: view))
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + name + " " + properties(of: view).joined(separator: " "))
            pending += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return lines
    }

    /// The properties of `view` its class has, as `key=value` pairs.
    static func properties(of view: View) -> [String] {
        var pairs = [
            "frame=\(view.frame)", "backgroundColor=\(view.backgroundColor.map(\.hexString) ?? "nil")",
            "alpha=\(view.alpha)", "isHidden=\(view.isHidden)", "tag=\(view.tag)",
            "clipsToBounds=\(view.clipsToBounds)", "cornerRadius=\(view.cornerRadius)",
            "borderWidth=\(view.borderWidth)", "borderColor=\(view.borderColor.map(\.hexString) ?? "nil")",
            "isUserInteractionEnabled=\(view.isUserInteractionEnabled)", "contentMode=\(view.contentMode)",
            "accessibilityIdentifier=\(view.accessibilityIdentifier ?? "nil")",
            "preferredSize=\(view.preferredSize.map { "\($0)" } ?? "nil")",
        ]
        if let label = view as? Label {
            pairs += [
                "text=\(label.text ?? "nil")", "textColor=\(label.textColor)", "font=\(label.font)",
                "textAlignment=\(label.textAlignment)", "numberOfLines=\(label.numberOfLines)",
                "lineBreakMode=\(label.lineBreakMode)",
            ]
        }
        if let imageView = view as? ImageView {
            pairs += [
                "image=\(imageView.image.map { "\($0)" } ?? "nil")",
                "highlightedImage=\(imageView.highlightedImage.map { "\($0)" } ?? "nil")",
            ]
        }
        if let button = view as? Button {
            pairs += [
                "title=\(button.title ?? "nil")", "titleColor=\(button.titleColor)", "titleFont=\(button.titleFont)",
                "image=\(button.image.map { "\($0)" } ?? "nil")",
                "backgroundImage=\(button.backgroundImage.map { "\($0)" } ?? "nil")",
                "isEnabled=\(button.isEnabled)", "isSelected=\(button.isSelected)", "actions=\(button.actionNames)",
            ]
        }
        if let scrollView = view as? ScrollView {
            pairs += [
                "contentSize=\(scrollView.contentSize)", "contentInset=\(scrollView.contentInset)",
                "isScrollEnabled=\(scrollView.isScrollEnabled)", "isPagingEnabled=\(scrollView.isPagingEnabled)",
                "bounces=\(scrollView.bounces)",
                "showsVerticalScrollIndicator=\(scrollView.showsVerticalScrollIndicator)",
                "showsHorizontalScrollIndicator=\(scrollView.showsHorizontalScrollIndicator)",
            ]
        }
        if let stackView = view as? StackView {
            let arranged = stackView.arrangedSubviews.compactMap { view in
                stackView.subviews.firstIndex { $0 === view }
            }
            pairs += [
                "axis=\(stackView.axis)", "spacing=\(stackView.spacing)", "alignment=\(stackView.alignment)",
                "distribution=\(stackView.distribution)", "arranged=\(arranged)",
            ]
        }
        if let cell = view as? TableViewCell {
            pairs += [
                "reuseIdentifier=\(cell.reuseIdentifier ?? "nil")", "selectionStyle=\(cell.selectionStyle)",
                "accessoryType=\(cell.accessoryType)",
            ]
        }
        return pairs
    }
}
