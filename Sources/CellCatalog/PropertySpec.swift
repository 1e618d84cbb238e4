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
    /// The value a view has when its template does not set the property, as a `.cell` file writes it (`1`,
    /// `.natural`, `.system(17)`); nil when the property is unset by default (no text, no colour, no image). A kind
    /// may differ (``ViewKind/defaultValue(of:)``).
    public var defaultValue: String?
    /// For an action property named after a control event (`valueChanged`), that event; nil for every other
    /// property, including `action`, which sends on its kind's own event (``ViewKind/event(of:)``).
    public var controlEvent: ControlEvent?
    /// The values a number or integer property accepts (`alpha` in `0...1`, `numberOfLines` from 0); nil for any.
    /// The checker reports a value outside them, so the bounds live here, beside the type, and not in its code.
    public var bounds: ClosedRange<Double>?

    /// Creates a plain property, an assignment of the same-named CellKit property, with its default.
    public init(_ name: String, _ type: PropertyType, default defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.role = .plain
        self.swiftName = name
        self.defaultValue = defaultValue
    }

    /// Creates a property the compiler handles by its role.
    public init(_ name: String, _ type: PropertyType, role: PropertyRole) {
        self.name = name
        self.type = type
        self.role = role
        self.swiftName = role == .plain ? name : nil
        self.defaultValue = nil
    }

    /// This property, accepting only values in `bounds`.
    public func bounded(_ bounds: ClosedRange<Double>) -> PropertySpec {
        var spec = self
        spec.bounds = bounds
        return spec
    }

    /// This property, accepting only values of at least `minimum`.
    public func bounded(atLeast minimum: Double) -> PropertySpec {
        bounded(minimum...Double.infinity)
    }

    /// This property, assigning the CellKit property at `swiftPath` (`paragraphStyle.lineSpacing`) rather than the
    /// one of its own name.
    public func assigning(_ swiftPath: String) -> PropertySpec {
        var spec = self
        spec.swiftName = swiftPath
        return spec
    }

    /// Creates the action property named after `event`: `valueChanged = sliderMoved`.
    public init(actionOn event: ControlEvent) {
        self.init(event.name, .action, role: .action)
        controlEvent = event
    }
}
