/// One user-defined runtime attribute of an archived object: its key and its value.
public struct ArchivedRuntimeAttribute: Hashable, Sendable {
    /// The attribute's name, as the template writes it.
    public var key: String
    /// Its value: a boolean, number, string, colour, point, size, rect, image or localized string.
    public var value: ArchiveValue

    /// Creates an attribute.
    public init(key: String, value: ArchiveValue) {
        self.key = key
        self.value = value
    }

    /// The tags an attribute's value may have: Interface Builder's attribute types, with a colour in each of the
    /// forms a template may write (named, channels, asset catalog), and never a nested list, so reading one cannot
    /// recurse.
    static let valueTags: Set<ValueTag> = [
        .boolFalse, .boolTrue, .double, .string, .namedColor, .rgbaColor, .assetColor, .displayP3Color, .point, .size,
        .rect, .image, .localizedString,
    ]
}
