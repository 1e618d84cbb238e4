/// The file operations the command line needs, so tests can run it against memory.
///
/// Paths are as the user typed them, relative to the current directory or absolute.
public protocol FileSystem {
    /// The bytes of the file at `path`, refusing a file of more than `limit` bytes with
    /// ``FileSystemError/tooLarge(_:limit:)`` after reading at most `limit + 1` of them (a device such as
    /// `/dev/zero` has no size to check first, and no end).
    func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8]

    /// The file that writing an output at `path` replaces: `path` itself, or the file at the end of the symbolic
    /// links it names; an error when that is something an output must not replace (a directory, a device).
    func outputTarget(ofFile path: String) throws(FileSystemError) -> String

    /// Creates the file at `path`, which must not exist, holding `contents` flushed to storage, with the
    /// permissions of the file at `original` when there is one. On failure the file is removed.
    func createFile(_ contents: [UInt8], at path: String, permissionsOf original: String) throws(FileSystemError)

    /// Renames the file at `source` to `destination`, in the same directory, replacing `destination` so that
    /// readers see the old file or the new one, never a part.
    func moveFile(_ source: String, to destination: String) throws(FileSystemError)

    /// Removes the file at `path`, if there is one; a temporary file being discarded, so a failure is ignored.
    func removeFile(_ path: String)

    /// Whether anything exists at `path`, without following a final symbolic link.
    func fileExists(_ path: String) -> Bool

    /// Flushes the directory at `path` (empty for the current one) to storage, so that the files created, renamed
    /// and removed in it stay so after a crash.
    func synchronizeDirectory(_ path: String) throws(FileSystemError)

    /// Runs `body` holding the exclusive lock of the directory at `path`, waiting while another process holds it;
    /// the lock goes with the process, so a killed holder never leaves it taken.
    func withLockedDirectory<Result>(_ path: String, _ body: () -> Result) throws(FileSystemError) -> Result

    /// `path` made absolute against the current directory.
    func absolutePath(_ path: String) -> String

    /// Creates the directory at `path` and any missing parents; succeeds if it already exists.
    func createDirectory(_ path: String) throws(FileSystemError)

    /// Whether `path` names an existing directory.
    func isDirectory(_ path: String) -> Bool

    /// The names in the directory at `path` (not `.` and `..`), sorted; nil when it is no readable directory.
    func entries(ofDirectory path: String) -> [String]?

    /// What tells the existing file at `path` from every other, however it is spelled (`./a`, links): its device
    /// and inode on a disk; nil when nothing is there.
    func identity(ofFile path: String) -> FileIdentity?
}

/// The identity of an existing file: two paths name one file exactly when their identities are equal.
public struct FileIdentity: Hashable, Sendable {
    /// The device the file is on.
    public var device: UInt64
    /// The file's number on its device.
    public var inode: UInt64

    /// Creates an identity.
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

extension FileSystem {
    /// Whether `path` and `other` both name one existing file, however each is spelled (`./a`, links).
    public func isSameFile(_ path: String, _ other: String) -> Bool {
        guard let identity = identity(ofFile: path) else { return false }
        return identity == self.identity(ofFile: other)
    }

    /// A new random name for a temporary file beside `target` (``TemporaryFile``), not yet created.
    public func temporaryPath(besideFile target: String) -> String {
        var generator = SystemRandomNumberGenerator()
        return TemporaryFile.path(besideFile: target, suffix: generator.next())
    }

    /// Writes `contents` to a new temporary file beside the file an output at `path` replaces
    /// (``outputTarget(ofFile:)``), flushed to storage, and returns the temporary file's path; ``moveFile(_:to:)``
    /// then puts it in place, or ``removeFile(_:)`` discards it. A file being replaced keeps its permissions, as
    /// with `>`. On failure no temporary file is left behind.
    public func writeTemporaryFile(_ contents: [UInt8], besideFile path: String) throws(FileSystemError) -> String {
        let target = try outputTarget(ofFile: path)
        let temporary = temporaryPath(besideFile: target)
        try createFile(contents, at: temporary, permissionsOf: target)
        return temporary
    }

    /// Replaces the file at `path` with `contents` so that readers see the old file or the new one, never a part:
    /// the bytes go to a temporary file in the same directory, which is then renamed over `path`. On failure no
    /// temporary file is left behind.
    public func writeAtomically(_ contents: [UInt8], toFile path: String) throws(FileSystemError) {
        let temporary = try writeTemporaryFile(contents, besideFile: path)
        do throws(FileSystemError) {
            try moveFile(temporary, to: path)
        } catch {
            removeFile(temporary)
            throw error
        }
    }
}
