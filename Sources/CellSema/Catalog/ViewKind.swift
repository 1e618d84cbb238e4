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
    public var properties: [PropertySpec] {
        switch self {
        case .view: ViewCatalog.viewProperties
        case .label: ViewCatalog.viewProperties + ViewCatalog.labelProperties
        case .imageView: ViewCatalog.viewProperties + ViewCatalog.imageViewProperties
        case .button: ViewCatalog.viewProperties + ViewCatalog.buttonProperties
        case .scrollView: ViewCatalog.viewProperties + ViewCatalog.scrollViewProperties
        case .stackView: ViewCatalog.viewProperties + ViewCatalog.stackViewProperties
        }
    }

    /// The property named `name`, if this kind has it.
    public func property(named name: String) -> PropertySpec? {
        properties.first { $0.name == name }
    }
}
