import CellArchive

extension ScrollView {
    /// Sets the `ScrollView` property the `.cell` language calls `key`, or else the `View` one.
    func setArchivedScrollViewProperty(_ key: String, to value: ArchiveValue) throws(ArchivedPropertyFailure) {
        switch key {
        case "contentSize": contentSize = try value.size()
        case "contentInset": contentInset = try value.insets()
        case "isScrollEnabled": isScrollEnabled = try value.bool()
        case "isPagingEnabled": isPagingEnabled = try value.bool()
        case "bounces": bounces = try value.bool()
        case "showsVerticalScrollIndicator": showsVerticalScrollIndicator = try value.bool()
        case "showsHorizontalScrollIndicator": showsHorizontalScrollIndicator = try value.bool()
        default: try setArchivedViewProperty(key, to: value)
        }
    }
}
