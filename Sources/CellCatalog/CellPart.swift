/// A view a `cell` template configures that UIKit's cell makes itself, written as a member block of the template
/// named after the cell's property: `contentView { backgroundColor = .red }`.
public enum CellPart: String, Sendable, Hashable, CaseIterable {
    /// The cell's `contentView`, the view the template's subviews go in: its properties, never subviews (the
    /// template's own subviews are the content view's).
    case contentView

    /// The properties the block may set: every plain property of a view.
    public var properties: [PropertySpec] {
        ViewCatalog.viewProperties.filter { $0.role == .plain }
    }

    /// The value the part has for `spec` when the block does not set it: a content view's margins are UIKit's for a
    /// cell's content view (``LayoutMargins/contentView``), every other property a plain view's.
    public func defaultValue(of spec: PropertySpec) -> String? {
        switch (self, spec.name) {
        case (.contentView, "layoutMargins"): "(11, 16, 11, 16)"
        default: spec.defaultValue
        }
    }
}
