/// A subway line or an avenue and how it runs now: one row of the traffic-status table.
public struct TransitLine: Sendable, Hashable {
    /// The line's name, shown first: "Línea A", "Av. Corrientes".
    public var name: String
    /// Where it runs, shown under the name.
    public var route: String
    /// How it runs now, the row's snippet.
    public var status: String

    /// Creates a line.
    public init(name: String, route: String, status: String) {
        self.name = name
        self.route = route
        self.status = status
    }
}
