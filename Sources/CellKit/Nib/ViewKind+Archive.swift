import CellArchive
import CellCatalog

/// The catalog's view kinds as an archive's subviews make them: directly, as UIKit makes its standard classes.
extension ViewKind {
    /// `view`, a view of this kind or of a subclass of its class, with `properties` applied in order by its class's
    /// typed setter; `fail` turns a failure into the error to throw for a key.
    @MainActor
    func configure(
        _ view: View, properties: [ArchivedProperty], fail: (String, ArchivedPropertyFailure) -> NibError
    ) throws(NibError) -> View {
        try Self.apply(properties, fail: fail) { key, value throws(ArchivedPropertyFailure) in
            try ArchivedProperties.set(key, to: value, on: view)
        }
        return view
    }

    /// Whether `view` is an instance of this kind's class or of a subclass of it, as a custom class must be.
    @MainActor
    func isClass(of view: View) -> Bool {
        switch self {
        case .view: true
        case .label: view is Label
        case .imageView: view is ImageView
        case .button: view is Button
        case .scrollView: view is ScrollView
        case .stackView: view is StackView
        case .switch: view is Switch
        case .control: view is Control
        case .slider: view is Slider
        case .segmentedControl: view is SegmentedControl
        case .stepper: view is Stepper
        case .activityIndicatorView: view is ActivityIndicatorView
        case .progressView: view is ProgressView
        case .pageControl: view is PageControl
        case .pickerView: view is PickerView
        case .textField: view is TextField
        case .textView: view is TextView
        case .visualEffectView: view is VisualEffectView
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
