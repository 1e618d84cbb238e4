/// The kinds of template a `.cell` file declares, each a subclass the compiler generates.
public enum TemplateKind: String, Sendable, Hashable, CaseIterable {
    /// `cell`: a `TableViewCell` subclass with a reuse identifier and a row height.
    case cell
    /// `view`: a `View` subclass, such as a detail screen or a header.
    case view

    /// The CellKit class the generated class inherits from.
    public var baseClassName: String {
        switch self {
        case .cell: "TableViewCell"
        case .view: "View"
        }
    }

    /// The properties a template of this kind sets on its own class.
    public var properties: [PropertySpec] {
        switch self {
        case .cell: ViewCatalog.cellProperties
        case .view: ViewCatalog.templateViewProperties
        }
    }

    /// The value a template of this kind has for `spec` when it does not set it: the property's default, or this
    /// kind's own (a cell is white, as UIKit's are).
    public func defaultValue(of spec: PropertySpec) -> String? {
        switch (self, spec.name) {
        case (.cell, "backgroundColor"): ".white"
        default: spec.defaultValue
        }
    }
}
