/// A broken invariant: which one (a short stable name such as "B3") and what was seen, thrown by a property.
public struct InvariantFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The invariant's name, such as "B3".
    public let invariant: String
    /// What was seen, in words.
    public let message: String

    /// A failure of `invariant`, described by `message`.
    public init(_ invariant: String, _ message: String) {
        self.invariant = invariant
        self.message = message
    }

    /// The invariant's name and the message, as a failure report shows them.
    public var description: String {
        "invariant \(invariant) failed: \(message)"
    }
}

/// Throws the failure of `invariant` unless `condition` holds; the message is only built on failure.
///
/// ```swift
/// try check("B3", "row \(row) ends at \(end), row \(row + 1) starts at \(next)", end == next)
/// ```
public func check(
    _ invariant: String, _ message: @autoclosure () -> String, _ condition: Bool
) throws(InvariantFailure) {
    if !condition {
        throw InvariantFailure(invariant, message())
    }
}
