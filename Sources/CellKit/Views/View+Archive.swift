import CellArchive

extension View {
    /// Sets the property the `.cell` language calls `key`, by the typed setter of this view's class, which falls
    /// back to its superclass's for the keys it does not have.
    func setArchivedProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch self {
        case let label as Label: try label.setArchivedLabelProperty(key, to: value)
        case let imageView as ImageView: try imageView.setArchivedImageViewProperty(key, to: value)
        case let button as Button: try button.setArchivedButtonProperty(key, to: value)
        case let scrollView as ScrollView: try scrollView.setArchivedScrollViewProperty(key, to: value)
        case let stackView as StackView: try stackView.setArchivedStackViewProperty(key, to: value)
        case let cell as TableViewCell: try cell.setArchivedCellProperty(key, to: value)
        default: try setArchivedViewProperty(key, to: value)
        }
    }

    /// Sets the property every view has that the `.cell` language calls `key` (`size` is the preferred size a
    /// stack view arranges the view at); `NibDecoder` calls it last in each class's chain of setters.
    func setArchivedViewProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "backgroundColor": backgroundColor = try value.color()
        case "alpha": alpha = try value.double()
        case "isHidden": isHidden = try value.bool()
        case "tag": tag = try value.integer()
        case "clipsToBounds": clipsToBounds = try value.bool()
        case "cornerRadius": cornerRadius = try value.double()
        case "borderWidth": borderWidth = try value.double()
        case "borderColor": borderColor = try value.color()
        case "isUserInteractionEnabled": isUserInteractionEnabled = try value.bool()
        case "contentMode": contentMode = try value.enumCase(of: "ContentMode", Self.archivedContentMode)
        case "accessibilityIdentifier": accessibilityIdentifier = try value.string()
        case "size": preferredSize = try value.size()
        default: throw .unknownKey
        }
    }

    private static func archivedContentMode(_ name: String) -> ContentMode? {
        switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }
}
