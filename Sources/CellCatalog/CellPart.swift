/// A view a `cell` or `collectionCell` template configures that UIKit's cell makes itself, written as a member block
/// of the template named after the cell's property: `contentView { backgroundColor = .red }`. Which a kind has is
/// ``TemplateKind/parts``.
public enum CellPart: String, Sendable, Hashable, CaseIterable {
    /// The cell's `contentView`, the view the template's subviews go in: its properties, never subviews (the
    /// template's own subviews are the content view's).
    case contentView
    /// The cell's `backgroundView`: a view behind the content, sized to the cell, with its own subviews.
    case backgroundView
    /// The cell's `selectedBackgroundView`: shown behind the content while the cell is selected or highlighted,
    /// unless its selection style is `.none`; sized to the cell, with its own subviews.
    case selectedBackgroundView
    /// The cell's `accessoryView`: shown at the trailing edge instead of the accessory type, at its `size`, with
    /// its own subviews.
    case accessoryView

    /// Whether the block declares a view of its own, with subviews, rather than configuring the content view.
    public var declaresView: Bool { self != .contentView }

    /// The properties the block may set: every plain property of a view.
    public var properties: [PropertySpec] {
        ViewCatalog.viewProperties.filter { $0.role == .plain }
    }

    /// The value the part of a template of `kind` has for `spec` when the block does not set it: a table cell's
    /// content view's margins are UIKit's for it (``LayoutMargins/contentView``); every other property, and a
    /// collection-view cell's content view's margins, a plain view's.
    public func defaultValue(of spec: PropertySpec, in kind: TemplateKind = .cell) -> String? {
        switch (self, spec.name) {
        case (.contentView, "layoutMargins") where kind == .cell: "(11, 16, 11, 16)"
        default: spec.defaultValue
        }
    }
}
