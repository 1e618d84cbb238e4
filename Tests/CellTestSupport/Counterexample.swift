/// A failing case a property check found, before and after shrinking.
public struct Counterexample<Value> {
    /// The case's seed: ``PropertyConfiguration/seedVariable`` set to it replays this case alone.
    public let caseSeed: UInt64
    /// Which case failed, counting from 1.
    public let caseNumber: Int
    /// The value the case generated.
    public let original: Value
    /// The simplest value found that still fails.
    public let shrunk: Value
    /// The name of the invariant the shrunk value breaks, when the property threw an ``InvariantFailure``.
    public let invariant: String?
    /// How the shrunk value fails: the invariant's message, or the description of the error thrown.
    public let message: String
    /// How many times shrinking found a simpler failing value.
    public let shrinkSteps: Int
    /// How many candidate values shrinking tried.
    public let shrinkAttempts: Int
    /// Whether shrinking stopped at its budget, so a simpler value may exist.
    public let shrinkBudgetExhausted: Bool

    /// Describes `error`, the way the property failed, as an invariant name and a message.
    static func describe(_ error: any Error) -> (invariant: String?, message: String) {
        if let failure = error as? InvariantFailure {
            return (failure.invariant, failure.message)
        }
        return (nil, String(describing: error))
    }
}

extension Counterexample: Sendable where Value: Sendable {}
