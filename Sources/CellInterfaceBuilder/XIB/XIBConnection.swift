/// A connection of a xib: an outlet, an outlet collection or an action, from one object to another by id.
public struct XIBConnection: Hashable, Sendable {
    /// What the connection is.
    public enum Kind: Hashable, Sendable {
        case outlet
        case outletCollection
        case action
    }

    /// What it is.
    public var kind: Kind
    /// The outlet's property or the action's selector.
    public var name: String
    /// The id of the object that has the outlet or sends the action.
    public var source: String
    /// The id of the object the outlet points to or the action targets.
    public var destination: String
    /// An action's control event as Interface Builder names it (`touchUpInside`), nil for an outlet.
    public var event: String? = nil
    /// Where the connection is written.
    public var location: XMLLocation
}
