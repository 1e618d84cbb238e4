import CellCatalog
import CellDiagnostics

/// One subview of a checked template.
public struct ViewNode: Sendable, Hashable {
    /// Its kind.
    public var kind: ViewKind
    /// The outlet name, or nil for a decorative view.
    public var outlet: String?
    /// The index of its parent in ``CheckedTemplate/views``, or nil when its parent is the template's root.
    public var parent: Int?
    /// Its properties in the order they apply: styles first, then its own.
    public var properties: [PropertyAssignment]
    /// The frame's four expressions (x, y, width, height), or nil when it has no frame.
    public var frame: FrameExpression?
    /// The preferred size of a view arranged by a stack view.
    public var size: SizeValue?
    /// Whether a stack view positions this view.
    public var isArranged: Bool
    /// The cell's view this node is (`backgroundView { ... }`), placed by the cell rather than by a frame; nil for
    /// a subview. Such a view has no parent and no outlet; its subviews are its children.
    public var part: CellPart?
    /// The app's class the view is made as, a subclass of its kind's CellKit class; nil for the kind's own class.
    public var customClass: String?
    /// Where the custom class is named: its string.
    public var customClassRange: SourceRange?
    /// Whether the outlet is a property of the template's class (`connection` is `.cell` or `.both`, the default).
    public var connectsToClass = true
    /// Whether the outlet is a property of the owner protocol, when the template has an owner (`connection` is
    /// `.owner` or `.both`, the default).
    public var connectsToOwner = true
    /// Whether the view is one of the template's top-level objects (`topLevelObjects { ... }`): an object of the
    /// nib beside the template, in no view, with a constant frame; it has no parent and no children.
    public var isTopLevelObject = false
    /// The index of the enclosing custom-class view whose outlet this is (`connection = .customView`), if any.
    public var outletOwner: Int?
    /// The outlet collection the view belongs to, if any.
    public var collection: String?
    /// The user-defined runtime attributes of its `attributes { ... }` block, in source order.
    public var runtimeAttributes: [CheckedRuntimeAttribute] = []
    /// Where `connection` is set, when it is.
    public var connectionRange: SourceRange?
    /// Where the view is declared: its kind and name.
    public var range: SourceRange
    /// The line the view is declared on, for messages about unnamed views.
    public var line: Int

    /// Creates a node.
    public init(
        kind: ViewKind, outlet: String?, parent: Int?, properties: [PropertyAssignment], frame: FrameExpression?,
        isArranged: Bool, range: SourceRange, line: Int
    ) {
        self.kind = kind
        self.outlet = outlet
        self.parent = parent
        self.properties = properties
        self.frame = frame
        self.isArranged = isArranged
        self.range = range
        self.line = line
    }

    /// The name of the class the view is made as: its custom class, or its kind's CellKit class.
    public var className: String { customClass ?? kind.className }

    /// How the view is named in messages: `'title'`, or `the unnamed Label at line 12`.
    public var displayName: String {
        outlet.map { "'\($0)'" } ?? part.map { "'\($0.rawValue)'" } ?? "the unnamed \(kind.rawValue) at line \(line)"
    }
}
