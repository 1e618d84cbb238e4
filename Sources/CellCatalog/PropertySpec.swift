/// A property a view kind or template has: its name in `.cell` files, its type, its role, and its CellKit property.
public struct PropertySpec: Sendable, Hashable {
    /// The name written in `.cell` files.
    public var name: String
    /// The value's type.
    public var type: PropertyType
    /// What the property means to the compiler.
    public var role: PropertyRole
    /// The CellKit property a plain property assigns (nil for the other roles, which are compiled by their role).
    public var swiftName: String?

    /// Creates a plain property, an assignment of the same-named CellKit property.
    public init(_ name: String, _ type: PropertyType) {
        self.name = name
        self.type = type
        self.role = .plain
        self.swiftName = name
    }

    /// Creates a property the compiler handles by its role.
    public init(_ name: String, _ type: PropertyType, role: PropertyRole) {
        self.name = name
        self.type = type
        self.role = role
        self.swiftName = role == .plain ? name : nil
    }
}
