import CellArchive

extension Label {
    /// Sets the `Label` property the `.cell` language calls `key`, or else the `View` one.
    func setArchivedLabelProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "text": text = try value.string()
        case "textColor": textColor = try value.color()
        case "font": font = try value.font()
        case "textAlignment": textAlignment = try value.enumCase(of: "TextAlignment", Self.archivedTextAlignment)
        case "numberOfLines": numberOfLines = try value.integer()
        case "lineBreakMode": lineBreakMode = try value.enumCase(of: "LineBreakMode", Self.archivedLineBreakMode)
        default: try setArchivedViewProperty(key, to: value)
        }
    }

    private static func archivedTextAlignment(_ name: String) -> TextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    private static func archivedLineBreakMode(_ name: String) -> LineBreakMode? {
        switch name {
        case "byWordWrapping": .byWordWrapping
        case "byCharWrapping": .byCharWrapping
        case "byClipping": .byClipping
        case "byTruncatingHead": .byTruncatingHead
        case "byTruncatingTail": .byTruncatingTail
        case "byTruncatingMiddle": .byTruncatingMiddle
        default: nil
        }
    }
}
