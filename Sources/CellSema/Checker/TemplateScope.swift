import CellCatalog
import CellDiagnostics
import CellSyntax

/// What the checker knows about the template it is in: its views so far and its outlets by name.
struct TemplateScope {
    /// The template's kind.
    var kind: TemplateKind
    /// The views in pre-order.
    var views: [ViewNode] = []
    /// Each view's syntax, parallel to ``views``.
    var syntax: [Subview] = []
    /// Whether each view's kind is known; properties of unknown kinds are not checked, to avoid cascades.
    var kindIsKnown: [Bool] = []
    /// Outlet names to view indices.
    var outlets: [String: Int] = [:]
    /// Where each outlet collection is first named.
    var collectionRanges: [String: SourceRange] = [:]
    /// What each frame component and the height read, for the layout graph: node to (node read, where).
    var reads: [Int: [(node: Int, range: SourceRange)]] = [:]

    /// The graph node of a frame component.
    func node(_ view: Int, _ component: FrameComponent) -> Int { view * 4 + component.rawValue }

    /// The graph node of a cell's height.
    var heightNode: Int { views.count * 4 }

    /// How a node is named in messages: `title.maxY`'s component `title.y`, or `height`.
    func describe(node: Int) -> String {
        if node == heightNode { return "height" }
        let view = views[node / 4]
        let component = FrameComponent(rawValue: node % 4) ?? .x
        let name = view.outlet ?? "\(view.kind.rawValue) (line \(view.line))"
        return "\(name).\(component)"
    }
}
