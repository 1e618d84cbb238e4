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

    /// The properties of `view` its class has, as `key=value` pairs: every property the catalog gives its kind, read
    /// back by CellKit's accessors, then what no property sets (the frame, the actions, which subviews a stack view
    /// arranges, a cell's identifier and style).
    public static func properties(of view: View) -> [String] {
        var pairs = ["frame=\(view.frame)"] + ArchivedProperties.described(view).map { "\($0.name)=\($0.value)" }
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
}
