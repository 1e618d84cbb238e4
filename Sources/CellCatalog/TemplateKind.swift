/// The kinds of template a `.cell` file declares, each a subclass the compiler generates.
///
/// The raw value is the keyword that declares one (`cell TransitCell { ... }`); every phase asks the kind what it
/// needs (its base class, properties, blocks, default size, reuse identifier) rather than naming kinds itself.
public enum TemplateKind: String, Sendable, Hashable, CaseIterable {
    /// `cell`: a `TableViewCell` subclass with a reuse identifier and a row height.
    case cell
    /// `view`: a `View` subclass, such as a detail screen or a header.
    case view
    /// `collectionCell`: a `CollectionViewCell` subclass (UIKit's `UICollectionViewCell`), an item of a collection
    /// view, with a reuse identifier and a nominal item size.
    case collectionCell
    /// `reusableView`: a `CollectionReusableView` subclass (UIKit's `UICollectionReusableView`), a collection
    /// view's section header or footer, with a reuse identifier and a nominal size.
    case reusableView

    /// The CellKit class the generated class inherits from.
    public var baseClassName: String {
        switch self {
        case .cell: "TableViewCell"
        case .view: "View"
        case .collectionCell: "CollectionViewCell"
        case .reusableView: "CollectionReusableView"
        }
    }

    /// The CellKit protocol the generated class adopts: `CellTemplate`, `Template` or `CollectionTemplate`.
    public var protocolName: String {
        switch self {
        case .cell: "CellTemplate"
        case .view: "Template"
        case .collectionCell, .reusableView: "CollectionTemplate"
        }
    }

    /// What the template is, for messages: "cell" (a table's, as the language calls it), "view",
    /// "collection-view cell" or "reusable view".
    public var noun: String {
        switch self {
        case .cell: "cell"
        case .view: "view"
        case .collectionCell: "collection-view cell"
        case .reusableView: "reusable view"
        }
    }

    /// The noun with its indefinite article: "a cell", "a view", "a collection-view cell", "a reusable view".
    public var article: String { "a \(noun)" }

    /// The properties a template of this kind sets on its own class.
    public var properties: [PropertySpec] {
        switch self {
        case .cell: ViewCatalog.cellProperties
        case .view: ViewCatalog.templateViewProperties
        case .collectionCell, .reusableView: ViewCatalog.collectionTemplateProperties
        }
    }

    /// The blocks a template of this kind may write for the views its base class makes itself (UIKit's cell
    /// properties): a table cell has all four, a collection-view cell has no accessory view, other kinds none.
    public var parts: [CellPart] {
        switch self {
        case .cell: CellPart.allCases
        case .collectionCell: [.contentView, .backgroundView, .selectedBackgroundView]
        case .view, .reusableView: []
        }
    }

    /// Whether the template's subviews go in a content view its base class makes (a cell's), not in itself.
    public var hasContentView: Bool { parts.contains(.contentView) }

    /// Whether the template has a reuse identifier (by default its class name) that its class compiles in.
    public var hasReuseIdentifier: Bool { self != .view }

    /// Whether the template's width is one of its own dimensions, a layout expression that may read its content
    /// (a collection view's item, which its flow layout sizes), rather than the width its container gives it (a
    /// table's width) or a number it is designed at.
    public var sizesWidth: Bool {
        switch self {
        case .collectionCell, .reusableView: true
        case .cell, .view: false
        }
    }

    /// Whether the template's height is a layout expression that may read its width and content (a cell's row
    /// height, an item's height), rather than a number it is designed at.
    public var sizesHeight: Bool { self != .view }

    /// The size a template of this kind has when it sets none: 320 x 44 for a cell (UIKit's row height), 320 x 460
    /// for a view, 50 x 50 for a collection-view cell and 320 x 50 for a reusable view.
    public var defaultSize: (width: Double, height: Double) {
        switch self {
        case .cell: (ViewCatalog.defaultWidth, ViewCatalog.defaultCellHeight)
        case .view: (ViewCatalog.defaultWidth, ViewCatalog.defaultViewHeight)
        case .collectionCell: ViewCatalog.defaultCollectionCellSize
        case .reusableView: ViewCatalog.defaultReusableViewSize
        }
    }

    /// The layout margins of the root the template's top-level subviews are laid out in: a table cell's content
    /// view's (``LayoutMargins/contentView``), or a plain view's, as a collection-view cell's content view has.
    public var rootMargins: LayoutMargins {
        self == .cell ? .contentView : .view
    }

    /// The value a template of this kind has for `spec` when it does not set it: the property's default, or this
    /// kind's own (a cell is white, as UIKit's are; a collection-view cell is clear).
    public func defaultValue(of spec: PropertySpec) -> String? {
        switch (self, spec.name) {
        case (.cell, "backgroundColor"): ".white"
        default: spec.defaultValue
        }
    }
}
