import CellKit

/// A view tree as lines of text: each view's kind, outlet, every property the `.cell` catalog can set, and its
/// frame, in preorder, so two trees compare with `==` and a difference reads as a diff.
///
/// The root's kind is left out (the nib path may build the template's fallback class) but its properties are in.
struct ViewTreeSnapshot: Equatable, CustomStringConvertible {
    private(set) var lines: [String] = []

    /// Snapshots `root` and its subviews; `outlets` names views by identity (from the generated class's stored
    /// properties).
    @MainActor
    init(_ root: View, outlets: [ObjectIdentifier: String] = [:]) {
        var stack: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            let kind = depth == 0 ? "root" : String(describing: type(of: view))
            let outlet = outlets[ObjectIdentifier(view)].map { " '\($0)'" } ?? ""
            lines.append("\(indent)\(kind)\(outlet) \(view.frame)")
            lines += Self.properties(of: view).map { "\(indent)  \($0)" }
            let children = (view as? TableViewCell).map { [$0.contentView] } ?? view.subviews
            stack += children.reversed().map { ($0, depth + 1) }
        }
    }

    /// The first line where `self` differs from `expected`, with both versions; nil when they are equal.
    func difference(from expected: ViewTreeSnapshot) -> String? {
        guard self != expected else { return nil }
        let line = zip(lines, expected.lines).prefix { $0 == $1 }.count
        let actualLine = line < lines.count ? lines[line] : "<end>"
        let expectedLine = line < expected.lines.count ? expected.lines[line] : "<end>"
        return "line \(line + 1): got '\(actualLine)', expected '\(expectedLine)'"
    }

    var description: String {
        lines.joined(separator: "\n")
    }

    @MainActor
    private static func properties(of view: View) -> [String] {
        var properties = [
            "backgroundColor \(String(describing: view.backgroundColor))", "alpha \(view.alpha)",
            "isHidden \(view.isHidden)", "tag \(view.tag)", "clipsToBounds \(view.clipsToBounds)",
            "cornerRadius \(view.cornerRadius)", "borderWidth \(view.borderWidth)",
            "borderColor \(String(describing: view.borderColor))",
            "isUserInteractionEnabled \(view.isUserInteractionEnabled)", "contentMode \(view.contentMode)",
            "accessibilityIdentifier \(String(describing: view.accessibilityIdentifier))",
            "preferredSize \(String(describing: view.preferredSize))",
        ]
        if let cell = view as? TableViewCell {
            properties += [
                "reuseIdentifier \(String(describing: cell.reuseIdentifier))", "style \(cell.style)",
                "selectionStyle \(cell.selectionStyle)", "accessoryType \(cell.accessoryType)",
            ]
        }
        if let label = view as? Label {
            properties += [
                "text \(String(describing: label.text))", "textColor \(String(describing: label.textColor))",
                "font \(label.font)", "textAlignment \(label.textAlignment)", "numberOfLines \(label.numberOfLines)",
                "lineBreakMode \(label.lineBreakMode)",
            ]
        }
        if let imageView = view as? ImageView {
            properties += [
                "image \(String(describing: imageView.image))",
                "highlightedImage \(String(describing: imageView.highlightedImage))",
            ]
        }
        if let button = view as? Button {
            properties += [
                "title \(String(describing: button.title))", "titleColor \(button.titleColor)",
                "titleFont \(button.titleFont)", "image \(String(describing: button.image))",
                "backgroundImage \(String(describing: button.backgroundImage))", "isEnabled \(button.isEnabled)",
                "isSelected \(button.isSelected)", "actionNames \(button.actionNames)",
            ]
        }
        if let scrollView = view as? ScrollView {
            properties += [
                "contentSize \(scrollView.contentSize)", "contentInset \(scrollView.contentInset)",
                "isScrollEnabled \(scrollView.isScrollEnabled)", "isPagingEnabled \(scrollView.isPagingEnabled)",
                "bounces \(scrollView.bounces)",
                "showsVerticalScrollIndicator \(scrollView.showsVerticalScrollIndicator)",
                "showsHorizontalScrollIndicator \(scrollView.showsHorizontalScrollIndicator)",
            ]
        }
        if let stackView = view as? StackView {
            let arranged = stackView.arrangedSubviews.map { arranged in
                stackView.subviews.firstIndex { $0 === arranged } ?? -1
            }
            properties += [
                "axis \(stackView.axis)", "spacing \(stackView.spacing)", "alignment \(stackView.alignment)",
                "distribution \(stackView.distribution)", "arrangedSubviews \(arranged)",
            ]
        }
        return properties
    }
}
