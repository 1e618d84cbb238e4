/// A command line an example does not understand, or a request for help (no message).
public struct ExampleUsageError: Error, Sendable, Equatable {
    /// What is wrong, or nil when help was asked for.
    public var message: String?

    /// Creates the error.
    public init(message: String?) {
        self.message = message
    }
}
