/// Why a file operation failed, in words fit for a message: `no such file or directory`.
public struct FileSystemError: Error, Hashable, Sendable {
    /// The path the operation was about.
    public var path: String
    /// The reason, lowercase, such as `permission denied`.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
