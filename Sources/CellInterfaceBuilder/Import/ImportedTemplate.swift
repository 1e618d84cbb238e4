import CellCatalog

/// A top-level object of a xib read into what a `.cell` template says of it: its class, kind and reuse identifier,
/// its own properties, and its views as one flat list (the root first, each view after its parent) with the
/// constraints that place them. Both formats are read into it; ``FrameSolver`` and ``CellWriter`` take it on.
struct ImportedTemplate: Sendable {
    /// One view: the template's root (a cell's content view, a view template itself) or a subview.
    struct View: Sendable {
        /// The object's id in the file.
        var id: String
        /// The kind it is imported as.
        var kind: ViewKind
        /// Interface Builder's element or class (`label`, `IBUILabel`), for comments.
        var element: String
        /// Its outlet name, or the name it is given because a frame reads it.
        var name: String?
        /// Whether `name` is one of the file's outlets.
        var isOutlet = false
        /// The index of its superview in ``ImportedTemplate/views``; nil for the root.
        var parent: Int?
        /// Its subviews' indices, in order (a stack view's are its arranged views).
        var subviews: [Int] = []
        /// The frame the file records, in the superview's coordinates (zero when it records none).
        var rect: XIBRect
        /// Whether the file records a frame: Interface Builder leaves it out of views whose constraints it has
        /// not resolved.
        var isRecorded = true
        /// Its autoresizing mask when it is laid out by one (the springs and struts of a file without Auto
        /// Layout, or a view that translates its mask into constraints); nil when constraints place it.
        var autoresizing: AutoresizingMask?
        /// Its properties, as `.cell` writes them: name and value.
        var properties: [(name: String, value: String)] = []
        /// Its runtime attributes.
        var attributes: [(name: String, value: String)] = []
        /// What could not be translated, as comments above it.
        var comments: [String] = []
        /// Where it is written.
        var location: XMLLocation
    }

    /// UIKit's autoresizing mask: which of the margins and lengths grow with the superview.
    struct AutoresizingMask: OptionSet, Sendable {
        let rawValue: Int
        static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        static let flexibleWidth = AutoresizingMask(rawValue: 2)
        static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        static let flexibleHeight = AutoresizingMask(rawValue: 16)
        static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    var kind: TemplateKind
    var className: String
    /// The reuse identifier: nil when the file has none (written `.none`).
    var reuseIdentifier: String?
    /// The object's own frame: a cell's size.
    var rect: XIBRect
    /// The template's own properties.
    var properties: [(name: String, value: String)] = []
    /// The template's own runtime attributes.
    var attributes: [(name: String, value: String)] = []
    /// The content view's properties (a cell's and a collection cell's).
    var contentViewProperties: [(name: String, value: String)] = []
    /// The root first, then every subview after its parent.
    var views: [View] = []
    /// The constraints of the template's views, in file order.
    var constraints: [XIBConstraint] = []
    /// The ids that stand for the root in constraints: the object itself, its content view, its safe area and
    /// layout guides.
    var rootAliases: Set<String> = []
    /// The layout variables: outlets to constraints, by the constraint's id, named after the outlet.
    var constraintOutlets: [String: String] = [:]
    /// What could not be translated of the template itself.
    var comments: [String] = []
    /// Where the object is written.
    var location: XMLLocation

    /// Leaves out the views more than `depth` levels below the root, with their subviews (`.cell` bounds nesting);
    /// returns the first left out, if any.
    mutating func removeViews(deeperThan depth: Int) -> View? {
        // Parents come before their subviews, so one pass finds each view's level.
        var levels = [0]
        for view in views.dropFirst() {
            levels.append(view.parent.map { levels[$0] + 1 } ?? 0)
        }
        guard let firstDeep = levels.firstIndex(where: { $0 > depth }) else { return nil }
        var newIndex: [Int?] = []
        var count = 0
        for level in levels {
            newIndex.append(level <= depth ? count : nil)
            count += level <= depth ? 1 : 0
        }
        let first = views[firstDeep]
        views = views.indices.filter { levels[$0] <= depth }.map { index in
            var view = views[index]
            view.parent = view.parent.flatMap { newIndex[$0] }
            view.subviews = view.subviews.compactMap { newIndex[$0] }
            return view
        }
        return first
    }
}
