/// The kinds of view a template may contain, each a CellKit class.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A plain `View`.
    case view = "View"
    /// A `Label`.
    case label = "Label"
    /// An `ImageView`.
    case imageView = "ImageView"
    /// A `Button`.
    case button = "Button"
    /// A `ScrollView`.
    case scrollView = "ScrollView"
    /// A `StackView`, which positions its subviews itself.
    case stackView = "StackView"

    /// The CellKit class name.
    public var swiftType: String { rawValue }

    /// The properties of this kind, in catalog order.
    public var properties: [PropertySpec] { ViewKind.catalog[self]?.list ?? [] }

    /// The property named `name`, if this kind has it.
    public func property(named name: String) -> PropertySpec? {
        ViewKind.catalog[self]?.byName[name]
    }

    /// Each kind's properties, as a list and by name, built once: the checker looks one up for every property of
    /// every view.
    private static let catalog: [ViewKind: (list: [PropertySpec], byName: [String: PropertySpec])] = {
        var catalog: [ViewKind: (list: [PropertySpec], byName: [String: PropertySpec])] = [:]
        for kind in ViewKind.allCases {
            let own: [PropertySpec] =
                switch kind {
                case .view: []
                case .label: ViewCatalog.labelProperties
                case .imageView: ViewCatalog.imageViewProperties
                case .button: ViewCatalog.buttonProperties
                case .scrollView: ViewCatalog.scrollViewProperties
                case .stackView: ViewCatalog.stackViewProperties
                }
            let list = ViewCatalog.viewProperties + own
            catalog[kind] = (list, Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
        }
        return catalog
    }()
}
