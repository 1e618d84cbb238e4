import CellArchive

/// The view kinds an archive's subviews are instances of, made directly as UIKit makes its standard classes.
enum ArchivedViewKind {
    /// `View`.
    case view
    /// `Label`.
    case label
    /// `ImageView`.
    case imageView
    /// `Button`.
    case button
    /// `ScrollView`.
    case scrollView
    /// `StackView`.
    case stackView

    /// The kind an archived class name names, or nil for any other class.
    init?(className: String) {
        switch className {
        case "View": self = .view
        case "Label": self = .label
        case "ImageView": self = .imageView
        case "Button": self = .button
        case "ScrollView": self = .scrollView
        case "StackView": self = .stackView
        default: return nil
        }
    }

    /// A new view of this kind with `properties` applied in order by its class's typed setter; `fail` turns a
    /// failure into the error to throw for a key.
    @MainActor
    func make(
        properties: [ArchivedProperty], fail: (String, ArchivedPropertyFailure) -> NibError
    ) throws(NibError) -> View {
        let view: View =
            switch self {
            case .view: View()
            case .label: Label()
            case .imageView: ImageView()
            case .button: Button()
            case .scrollView: ScrollView()
            case .stackView: StackView()
            }
        try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
            try view.setArchivedProperty(key, to: value)
        }
        return view
    }

    /// Applies each property with `set`, stopping at the first failure.
    static func apply(
        _ properties: [ArchivedProperty], fail: (String, ArchivedPropertyFailure) -> NibError,
        set: (String, ArchiveValue) throws(ArchivedPropertyFailure) -> Void
    ) throws(NibError) {
        for property in properties {
            do {
                try set(property.key, property.value)
            } catch {
                throw fail(property.key, error)
            }
        }
    }
}
