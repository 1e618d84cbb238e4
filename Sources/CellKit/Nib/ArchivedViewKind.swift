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

    /// A new view of this kind with `properties` applied in order by the kind's typed setter; `fail` turns a
    /// failure into the error to throw for a key.
    @MainActor
    func make(
        properties: [ArchivedProperty], fail: (String, ArchivedPropertyFailure) -> NibError
    ) throws(NibError) -> View {
        switch self {
        case .view:
            let view = View()
            try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
                try view.setArchivedViewProperty(key, to: value)
            }
            return view
        case .label:
            let label = Label()
            try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
                try label.setArchivedLabelProperty(key, to: value)
            }
            return label
        case .imageView:
            let imageView = ImageView()
            try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
                try imageView.setArchivedImageViewProperty(key, to: value)
            }
            return imageView
        case .button:
            let button = Button()
            try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
                try button.setArchivedButtonProperty(key, to: value)
            }
            return button
        case .scrollView:
            let scrollView = ScrollView()
            try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
                try scrollView.setArchivedScrollViewProperty(key, to: value)
            }
            return scrollView
        case .stackView:
            let stackView = StackView()
            try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
                try stackView.setArchivedStackViewProperty(key, to: value)
            }
            return stackView
        }
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
