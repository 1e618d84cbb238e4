import CellKit

/// Every property the `.cell` language sets, and the frame, of a view and its subtree, as text: two trees built
/// by different paths (the archive and the generated code) are equal when their descriptions are.
@MainActor
public enum ViewDescription {
    /// One line per view, depth first, indented by depth, naming the views `outlets` names by identity; `root`
    /// itself is described without its class name so a fallback class compares equal to a generated one.
    public static func lines(of root: View, outlets: [ObjectIdentifier: String] = [:]) -> [String] {
        var lines: [String] = []
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            let name = depth == 0 ? "root" : String(describing: type(of: view))
            let outlet = outlets[ObjectIdentifier(view)].map { " '\($0)'" } ?? ""
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + name + outlet + " " + properties(of: view).joined(separator: " "))
            pending += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return lines
    }

    /// The first line where the descriptions of `actual` and `expected` differ, with both versions; nil when they
    /// are equal.
    public static func difference(_ actual: [String], from expected: [String]) -> String? {
        guard actual != expected else {
            return nil
        }
        let line = zip(actual, expected).prefix { $0 == $1 }.count
        let got = line < actual.count ? actual[line] : "<end>"
        let wanted = line < expected.count ? expected[line] : "<end>"
        return "line \(line + 1): got '\(got)', expected '\(wanted)'"
    }

    /// The properties of `view` its class has, as `key=value` pairs.
    public static func properties(of view: View) -> [String] {
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
        if let toggle = view as? Switch {
            pairs += [
                "isOn=\(toggle.isOn)", "onTintColor=\(toggle.onTintColor)", "thumbTintColor=\(toggle.thumbTintColor)",
                "isEnabled=\(toggle.isEnabled)", "actions=\(toggle.actionNames)",
            ]
        }
        if let cell = view as? TableViewCell {
            pairs += [
                "reuseIdentifier=\(cell.reuseIdentifier ?? "nil")", "style=\(cell.style)",
                "selectionStyle=\(cell.selectionStyle)",
                "accessoryType=\(cell.accessoryType)",
            ]
        }
        return pairs
    }
}
