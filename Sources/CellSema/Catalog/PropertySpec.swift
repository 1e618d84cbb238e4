/// A property a view kind or template has: its name in `.cell` files, its type, and its CellKit property.
public struct PropertySpec: Sendable, Hashable {
    /// The name written in `.cell` files.
    public var name: String
    /// The value's type.
    public var type: PropertyType
    /// The CellKit property assigned, when it differs from ``name`` or is not a plain assignment (nil: the
    /// property is compiled specially, as `frame`, `size`, `action`, `height` and `reuseIdentifier` are).
    public var swiftName: String?

    /// Creates a property that compiles to an assignment of the same-named CellKit property.
    public init(_ name: String, _ type: PropertyType) {
        self.name = name
        self.type = type
        self.swiftName = name
    }

    /// Creates a property compiled specially.
    public init(special name: String, _ type: PropertyType) {
        self.name = name
        self.type = type
        self.swiftName = nil
    }
}
