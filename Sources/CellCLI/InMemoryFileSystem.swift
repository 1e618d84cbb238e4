/// Files in memory, for running the command line without a disk: the benchmarks and the fuzzers use it. Paths are
/// plain keys (no directories but the ones named, no links), nothing fails, and nothing is shared between processes.
public final class InMemoryFileSystem: FileSystem {
    /// Every file by path.
    public private(set) var files: [String: [UInt8]]
    /// The directories that exist; the current one always does.
    private let directories: Set<String>
    /// The number of each path whose identity was asked for.
    private var inodes: [String: UInt64] = [:]

    /// Creates the file system holding `files`, with the directories `directories`.
    public init(files: [String: [UInt8]], directories: Set<String> = []) {
        self.files = files
        self.directories = directories.union(["."])
    }

    /// The file's bytes; a missing file or one over `limit` bytes is an error.
    public func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let contents = files[path] else {
            throw FileSystemError(path: path, reason: "no such file or directory")
        }
        guard contents.count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        return contents
    }

    /// `path` itself: there are no links.
    public func outputTarget(ofFile path: String) throws(FileSystemError) -> String {
        path
    }

    /// Adds the file, which must not exist.
    public func createFile(_ contents: [UInt8], at path: String, permissionsOf original: String) throws(FileSystemError)
    {
        guard files[path] == nil else {
            throw FileSystemError(path: path, reason: "file exists")
        }
        files[path] = contents
    }

    /// Renames the file, replacing `destination`.
    public func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
        guard let contents = files.removeValue(forKey: source) else {
            throw FileSystemError(path: source, reason: "no such file or directory")
        }
        files[destination] = contents
    }

    /// Removes the file, if there is one.
    public func removeFile(_ path: String) {
        files[path] = nil
    }

    /// Whether a file or directory is at `path`.
    public func fileExists(_ path: String) -> Bool {
        files[path] != nil || directories.contains(path)
    }

    /// Nothing to flush in memory.
    public func synchronizeDirectory(_ path: String) throws(FileSystemError) {}

    /// Runs `body`: one process owns the memory, so there is nothing to wait for.
    public func withLockedDirectory<Result>(_ path: String, _ body: () -> Result) throws(FileSystemError) -> Result {
        body()
    }

    /// `path` under the root, when it is relative.
    public func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : "/" + path
    }

    /// Nothing to create: directories are the ones named when the file system was made.
    public func createDirectory(_ path: String) throws(FileSystemError) {}

    /// Whether `path` is one of the named directories.
    public func isDirectory(_ path: String) -> Bool {
        directories.contains(path)
    }

    /// The last components of the files and directories directly inside `path`.
    public func entries(ofDirectory path: String) -> [String]? {
        guard directories.contains(path) else { return nil }
        let prefix = path == "." ? "" : path + "/"
        let inside = (Array(files.keys) + Array(directories)).filter { candidate in
            candidate.hasPrefix(prefix) && candidate != path && !candidate.dropFirst(prefix.count).contains("/")
        }
        return inside.map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    /// Paths have no links here, so a file's identity is its path, numbered the first time it is asked for.
    public func identity(ofFile path: String) -> FileIdentity? {
        guard files[path] != nil || directories.contains(path) else { return nil }
        if let inode = inodes[path] {
            return FileIdentity(device: 0, inode: inode)
        }
        let inode = UInt64(inodes.count + 1)
        inodes[path] = inode
        return FileIdentity(device: 0, inode: inode)
    }
}
