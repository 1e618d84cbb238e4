import CellArchive
import CellCatalog

/// Sets one property the `.cell` language names on a view of class `V`, from its archived value.
typealias ArchivedSetter<V> = @MainActor (V, ArchiveValue) throws(ArchivedPropertyFailure) -> Void

/// The runtime's half of the catalog: the CellKit class of each view kind and, for each class, a setter for each plain
/// property the catalog gives its kind, by the property's `.cell` name. A test proves that these tables and the
/// catalog name the same properties.
@MainActor
package enum ArchivedSetters {
    /// A new view of the CellKit class of `kind`.
    static func makeView(of kind: ViewKind) -> View {
        switch kind {
        case .view: View()
        case .label: Label()
        case .imageView: ImageView()
        case .button: Button()
        case .scrollView: ScrollView()
        case .stackView: StackView()
        case .switch: Switch()
        }
    }

    /// Sets the property the `.cell` language calls `key` on `view`, by the table of the view's class and then
    /// by every view's; `ArchivedPropertyFailure.unknownKey` when neither has it.
    package static func set(_ key: String, to value: ArchiveValue, on view: View) throws(ArchivedPropertyFailure) {
        switch view {
        case let label as Label: try set(key, value, on: label, self.label)
        case let imageView as ImageView: try set(key, value, on: imageView, self.imageView)
        case let button as Button: try set(key, value, on: button, self.button)
        case let scrollView as ScrollView: try set(key, value, on: scrollView, self.scrollView)
        case let stackView as StackView: try set(key, value, on: stackView, self.stackView)
        case let toggle as Switch: try set(key, value, on: toggle, self.switch)
        case let cell as TableViewCell: try set(key, value, on: cell, self.cell)
        default: try set(key, value, on: view, [:])
        }
    }

    /// Sets `key` by `table`, or else by the setters every view has.
    private static func set<V: View>(
        _ key: String, _ value: ArchiveValue, on view: V, _ table: [String: ArchivedSetter<V>]
    ) throws(ArchivedPropertyFailure) {
        if let setter = table[key] {
            try setter(view, value)
        } else if let setter = self.view[key] {
            try setter(view, value)
        } else {
            throw .unknownKey
        }
    }

    /// The properties every view has (`size` is the preferred size a stack view arranges the view at).
    static let view: [String: ArchivedSetter<View>] = [
        "backgroundColor": { view, value throws(ArchivedPropertyFailure) in view.backgroundColor = try value.color() },
        "alpha": { view, value throws(ArchivedPropertyFailure) in view.alpha = try value.double() },
        "isHidden": { view, value throws(ArchivedPropertyFailure) in view.isHidden = try value.bool() },
        "tag": { view, value throws(ArchivedPropertyFailure) in view.tag = try value.integer() },
        "clipsToBounds": { view, value throws(ArchivedPropertyFailure) in view.clipsToBounds = try value.bool() },
        "cornerRadius": { view, value throws(ArchivedPropertyFailure) in view.cornerRadius = try value.double() },
        "borderWidth": { view, value throws(ArchivedPropertyFailure) in view.borderWidth = try value.double() },
        "borderColor": { view, value throws(ArchivedPropertyFailure) in view.borderColor = try value.color() },
        "isUserInteractionEnabled": { view, value throws(ArchivedPropertyFailure) in
            view.isUserInteractionEnabled = try value.bool()
        },
        "contentMode": { view, value throws(ArchivedPropertyFailure) in
            view.contentMode = try value.enumCase(ContentMode.self)
        },
        "accessibilityIdentifier": { view, value throws(ArchivedPropertyFailure) in
            view.accessibilityIdentifier = try value.string()
        },
        "size": { view, value throws(ArchivedPropertyFailure) in view.preferredSize = try value.size() },
    ]

    /// `Label`'s own.
    static let label: [String: ArchivedSetter<Label>] = [
        "text": { view, value throws(ArchivedPropertyFailure) in view.text = try value.string() },
        "textColor": { view, value throws(ArchivedPropertyFailure) in view.textColor = try value.color() },
        "font": { view, value throws(ArchivedPropertyFailure) in view.font = try value.font() },
        "textAlignment": { view, value throws(ArchivedPropertyFailure) in
            view.textAlignment = try value.enumCase(TextAlignment.self)
        },
        "numberOfLines": { view, value throws(ArchivedPropertyFailure) in view.numberOfLines = try value.integer() },
        "lineBreakMode": { view, value throws(ArchivedPropertyFailure) in
            view.lineBreakMode = try value.enumCase(LineBreakMode.self)
        },
    ]

    /// `ImageView`'s own.
    static let imageView: [String: ArchivedSetter<ImageView>] = [
        "image": { view, value throws(ArchivedPropertyFailure) in view.image = try value.image() },
        "highlightedImage": { view, value throws(ArchivedPropertyFailure) in view.highlightedImage = try value.image()
        },
    ]

    /// `Button`'s own. `action` is not among them: `NibPlanner` collects it into the plan's actions, which are
    /// connected once the whole tree exists.
    static let button: [String: ArchivedSetter<Button>] = [
        "title": { view, value throws(ArchivedPropertyFailure) in view.title = try value.string() },
        "titleColor": { view, value throws(ArchivedPropertyFailure) in view.titleColor = try value.color() },
        "titleFont": { view, value throws(ArchivedPropertyFailure) in view.titleFont = try value.font() },
        "image": { view, value throws(ArchivedPropertyFailure) in view.image = try value.image() },
        "backgroundImage": { view, value throws(ArchivedPropertyFailure) in view.backgroundImage = try value.image() },
        "isEnabled": { view, value throws(ArchivedPropertyFailure) in view.isEnabled = try value.bool() },
        "isSelected": { view, value throws(ArchivedPropertyFailure) in view.isSelected = try value.bool() },
    ]

    /// `ScrollView`'s own.
    static let scrollView: [String: ArchivedSetter<ScrollView>] = [
        "contentSize": { view, value throws(ArchivedPropertyFailure) in view.contentSize = try value.size() },
        "contentInset": { view, value throws(ArchivedPropertyFailure) in view.contentInset = try value.insets() },
        "isScrollEnabled": { view, value throws(ArchivedPropertyFailure) in view.isScrollEnabled = try value.bool() },
        "isPagingEnabled": { view, value throws(ArchivedPropertyFailure) in view.isPagingEnabled = try value.bool() },
        "bounces": { view, value throws(ArchivedPropertyFailure) in view.bounces = try value.bool() },
        "showsVerticalScrollIndicator": { view, value throws(ArchivedPropertyFailure) in
            view.showsVerticalScrollIndicator = try value.bool()
        },
        "showsHorizontalScrollIndicator": { view, value throws(ArchivedPropertyFailure) in
            view.showsHorizontalScrollIndicator = try value.bool()
        },
    ]

    /// `StackView`'s own.
    static let stackView: [String: ArchivedSetter<StackView>] = [
        "axis": { view, value throws(ArchivedPropertyFailure) in view.axis = try value.enumCase(StackView.Axis.self) },
        "spacing": { view, value throws(ArchivedPropertyFailure) in view.spacing = try value.double() },
        "alignment": { view, value throws(ArchivedPropertyFailure) in
            view.alignment = try value.enumCase(StackView.Alignment.self)
        },
        "distribution": { view, value throws(ArchivedPropertyFailure) in
            view.distribution = try value.enumCase(StackView.Distribution.self)
        },
    ]

    /// A `cell` template root's own. (`size` is not set on a root: a template's nominal size is `NibDecoder`'s.)
    static let cell: [String: ArchivedSetter<TableViewCell>] = [
        "selectionStyle": { view, value throws(ArchivedPropertyFailure) in
            view.selectionStyle = try value.enumCase(TableViewCell.SelectionStyle.self)
        },
        "accessoryType": { view, value throws(ArchivedPropertyFailure) in
            view.accessoryType = try value.enumCase(TableViewCell.AccessoryType.self)
        },
    ]

    /// `Switch`'s own. `action` is not among them, as for `Button`.
    static let `switch`: [String: ArchivedSetter<Switch>] = [
        "isOn": { view, value throws(ArchivedPropertyFailure) in view.isOn = try value.bool() },
        "onTintColor": { view, value throws(ArchivedPropertyFailure) in view.onTintColor = try value.color() },
        "thumbTintColor": { view, value throws(ArchivedPropertyFailure) in view.thumbTintColor = try value.color() },
        "isEnabled": { view, value throws(ArchivedPropertyFailure) in view.isEnabled = try value.bool() },
    ]
}
