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
            // A selected background the cell does not show is no subview, yet its template configured it.
            if let unshown = unshownSelectedBackground(of: view) {
                lines.append(indent + "  unshown selectedBackgroundView")
                pending.append((unshown, depth + 2))
            }
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

    /// The selected background view of a table or collection-view cell while it is not shown (the cell is neither
    /// selected nor highlighted), which is then in no view's subviews; nil for any other view.
    private static func unshownSelectedBackground(of view: View) -> View? {
        let selectedBackground =
            (view as? TableViewCell)?.selectedBackgroundView ?? (view as? CollectionViewCell)?.selectedBackgroundView
        guard let selectedBackground, selectedBackground.superview == nil else { return nil }
        return selectedBackground
    }

    /// The properties of `view` its class has, as `key=value` pairs: every property the catalog gives its kind, read
    /// back by CellKit's accessors, with a font's weight, traits and text style, which its name and size alone do not
    /// tell apart (`.monospacedDigitSystem(13)` from `.system(13)`, `.textStyle(.body)` from `.system(17)`); then
    /// what no property sets (the frame, the actions, which subviews a stack view arranges, a cell's identifier and
    /// style).
    public static func properties(of view: View) -> [String] {
        var pairs = ["frame=\(view.frame)"] + ArchivedProperties.described(view).map { "\($0.name)=\($0.value)" }
        pairs += fonts(of: view).map { name, font in
            "\(name).weight=\(font.weight) \(name).traits=\(font.traits.rawValue) "
                + "\(name).textStyle=\(font.textStyle.map { "\($0)" } ?? "nil")"
        }
        if let control = view as? Control {
            let events = Control.Event.allCases.filter { !control.actionNames(for: $0).isEmpty }
            pairs.append("actions=\(events.map { "\($0): \(control.actionNames(for: $0))" })")
        }
        if let stackView = view as? StackView {
            let arranged = stackView.arrangedSubviews.compactMap { view in
                stackView.subviews.firstIndex { $0 === view }
            }
            pairs.append("arranged=\(arranged)")
        }
        if let cell = view as? TableViewCell {
            pairs += ["reuseIdentifier=\(cell.reuseIdentifier ?? "nil")", "style=\(cell.style)"]
        }
        return pairs
    }

    /// The fonts the catalog sets on `view`, by property name.
    private static func fonts(of view: View) -> [(String, Font)] {
        switch view {
        case let label as Label: [("font", label.font)]
        case let button as Button: [("titleFont", button.titleFont)]
        case let field as TextField: [("font", field.font)]
        case let textView as TextView: [("font", textView.font)]
        default: []
        }
    }
}
