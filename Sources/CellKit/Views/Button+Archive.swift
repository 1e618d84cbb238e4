import CellArchive

extension Button {
    /// Sets the `Button` property the `.cell` language calls `key`, or else the `View` one.
    ///
    /// `action` is not a property: `NibDecoder` collects it into `NibDecoder.actions` before calling this.
    func setArchivedButtonProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "title": title = try value.string()
        case "titleColor": titleColor = try value.color()
        case "titleFont": titleFont = try value.font()
        case "image": image = try value.image()
        case "backgroundImage": backgroundImage = try value.image()
        case "isEnabled": isEnabled = try value.bool()
        case "isSelected": isSelected = try value.bool()
        default: try setArchivedViewProperty(key, to: value)
        }
    }
}
