/// A layout variable of an archived template: a number the app sets at run time that its layout programs read
/// (``ArchivedInstruction/variable(_:)``), with the value a freshly loaded object starts with.
public struct ArchivedLayoutVariable: Hashable, Sendable {
    /// The variable's name, as the template writes it.
    public var name: String
    /// The value it starts with.
    public var defaultValue: Double

    /// Creates a layout variable.
    public init(name: String, defaultValue: Double) {
        self.name = name
        self.defaultValue = defaultValue
    }
}
