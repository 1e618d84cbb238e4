import CellArchive

extension ImageView {
    /// Sets the `ImageView` property the `.cell` language calls `key`, or else the `View` one.
    func setArchivedImageViewProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "image": image = try value.image()
        case "highlightedImage": highlightedImage = try value.image()
        default: try setArchivedViewProperty(key, to: value)
        }
    }
}
