/// Why a JSON text could not be parsed, and where: the byte offset the parser stopped at.
public struct JSONParseError: Error, Equatable {
    /// What is wrong, lowercase, for a message.
    public var message: String
    /// The byte offset the parser stopped at.
    public var offset: Int
}
