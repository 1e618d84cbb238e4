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

    /// The error for a file of more than `limit` bytes: `file is larger than 64 MiB`.
    public static func tooLarge(_ path: String, limit: Int) -> FileSystemError {
        let mebibyte = 1 << 20
        let size =
            limit > 0 && limit % mebibyte == 0 ? "\(limit / mebibyte) MiB" : "\(limit) byte" + (limit == 1 ? "" : "s")
        return FileSystemError(path: path, reason: "file is larger than \(size)")
    }
}
