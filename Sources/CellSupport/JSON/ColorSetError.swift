/// Why a colour set's `Contents.json` could not be read: what is wrong, lowercase, for a message.
public struct ColorSetError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }
}
