/// A key and its value, as one entry of an object's properties.
public struct ArchivedProperty: Hashable, Sendable {
    /// The key: a `.cell` property name such as `textColor`, or a structural key such as `subviews`.
    public var key: String
    /// The value.
    public var value: ArchiveValue

    /// Creates a property.
    public init(_ key: String, _ value: ArchiveValue) {
        self.key = key
        self.value = value
    }
}
