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
    /// Whether a frame or the height had an error: the views that read it would be evaluated at a wrong place, so
    /// no frame is warned about (a correct view must not be blamed for another's mistake).
    var hasLayoutError = false

    /// The root's own layout margins: a cell's content view's, or a view template's.
    var rootMargins = LayoutMargins.view
    /// Whether a cell's content view preserves the cell's margins, and the cell's own margins it would preserve.
    var rootPreservedMargins: LayoutMargins?
    /// The width a cell's accessory takes from the content view.
    var accessoryWidth = 0.0

    /// Whether the view at `index` sets `preservesSuperviewLayoutMargins = true`.
    func preservesMargins(of index: Int) -> Bool {
        views[index].properties.contains {
            $0.spec.name == "preservesSuperviewLayoutMargins" && $0.value == .bool(true)
        }
    }

    /// The layout margins the view at `index` sets, or UIKit's 8 points on each side.
    func ownMargins(of index: Int) -> LayoutMargins {
        LayoutMargins(views[index].properties) ?? .view
    }

    /// `index` and its ancestors, nearest first; empty for nil (the root).
    func ancestors(from index: Int?) -> [Int] {
        var chain: [Int] = []
        var current = index
        // Parents come before their children in `views`, so the walk ends.
        while let view = current {
            chain.append(view)
            current = views[view].parent
        }
        return chain
    }

    /// The cell's view (`backgroundView`) whose tree the view at `index` is in; nil for the content view's.
    func rootPart(of index: Int) -> CellPart? {
        ancestors(from: index).last.flatMap { views[$0].part }
    }

    /// The graph node of a frame component.
    func node(_ view: Int, _ component: FrameComponent) -> Int { view * 4 + component.rawValue }

    /// The graph node of the template's height: a cell's row height, a collection item's height.
    var heightNode: Int { views.count * 4 }

    /// The graph node of the template's width, which only a collection template computes (``TemplateKind/sizesWidth``).
    var widthNode: Int { views.count * 4 + 1 }

    /// The graph node of the template's own dimension along `axis`.
    func sizeNode(_ axis: LayoutDimension) -> Int { axis == .width ? widthNode : heightNode }

    /// The number of nodes of the layout graph: four per view, then the height and the width.
    var nodeCount: Int { views.count * 4 + 2 }

    /// For each node of the layout graph, whether it reads the template's dimension along `axis`, directly or
    /// through other nodes: a search backwards along the reads from it, so linear in the graph's size.
    func nodesReading(_ axis: LayoutDimension) -> [Bool] {
        var readers = [[Int]](repeating: [], count: nodeCount)
        for (node, edges) in reads {
            for edge in edges { readers[edge.node].append(node) }
        }
        var reached = [Bool](repeating: false, count: readers.count)
        var pending = [sizeNode(axis)]
        while let node = pending.popLast() {
            for reader in readers[node] where !reached[reader] {
                reached[reader] = true
                pending.append(reader)
            }
        }
        return reached
    }

    /// How a node is named in messages: `title.maxY`'s component `title.y`, `height` or `width`.
    func describe(node: Int) -> String {
        if node == heightNode { return "height" }
        if node == widthNode { return "width" }
        let view = views[node / 4]
        let component = FrameComponent(rawValue: node % 4) ?? .x
        let name = view.outlet ?? "\(view.kind.rawValue) (line \(view.line))"
        return "\(name).\(component)"
    }
}

extension LayoutMargins {
    /// The margins a list of assignments sets (its last `layoutMargins`), or nil when it sets none.
    init?(_ assignments: [PropertyAssignment]) {
        guard
            case .insets(let top, let left, let bottom, let right)? = assignments.last(where: {
                $0.spec.name == "layoutMargins"
            })?.value
        else { return nil }
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
}
