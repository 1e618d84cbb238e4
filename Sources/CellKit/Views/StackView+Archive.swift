import CellArchive

extension StackView {
    /// Sets the `StackView` property the `.cell` language calls `key`, or else the `View` one.
    func setArchivedStackViewProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "axis": axis = try value.enumCase(of: "StackView.Axis", Self.archivedAxis)
        case "spacing": spacing = try value.double()
        case "alignment": alignment = try value.enumCase(of: "StackView.Alignment", Self.archivedAlignment)
        case "distribution":
            distribution = try value.enumCase(of: "StackView.Distribution", Self.archivedDistribution)
        default: try setArchivedViewProperty(key, to: value)
        }
    }

    private static func archivedAxis(_ name: String) -> Axis? {
        switch name {
        case "horizontal": .horizontal
        case "vertical": .vertical
        default: nil
        }
    }

    private static func archivedAlignment(_ name: String) -> Alignment? {
        switch name {
        case "fill": .fill
        case "leading": .leading
        case "top": .top
        case "center": .center
        case "trailing": .trailing
        case "bottom": .bottom
        default: nil
        }
    }

    private static func archivedDistribution(_ name: String) -> Distribution? {
        switch name {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: nil
        }
    }
}
