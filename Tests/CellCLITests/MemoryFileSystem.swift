import CellCLI

/// A file system in memory, with failures that tests can inject by path.
final class MemoryFileSystem: FileSystem {
    /// Files by normalized path.
    var files: [String: [UInt8]] = [:]
    /// The number of each normalized path whose identity was asked for.
    private var inodes: [String: UInt64] = [:]
    /// Directories by normalized path; the current directory always exists.
    var directories: Set<String> = ["."]
    /// Reads of these paths fail with the given reason.
    var failingReads: [String: String] = [:]
    /// Writes to these paths (of the temporary file beside them) fail with the given reason.
    var failingWrites: [String: String] = [:]
    /// Renames onto these paths fail with the given reason.
    var failingMoves: [String: String] = [:]
    /// Creating these directories fails with the given reason.
    var failingDirectories: [String: String] = [:]

    init(files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The text of the file at `path`, if any.
    func text(_ path: String) -> String? {
        files[normalize(path)].map { String(decoding: $0, as: UTF8.self) }
    }

    func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let path = normalize(path)
        if let reason = failingReads[path] {
            throw FileSystemError(path: path, reason: reason)
        }
        if directories.contains(path) {
            throw FileSystemError(path: path, reason: "is a directory")
        }
        guard let contents = files[path] else {
            throw FileSystemError(path: path, reason: "no such file or directory")
        }
        guard contents.count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        return contents
    }

    func outputTarget(ofFile path: String) throws(FileSystemError) -> String {
        guard !directories.contains(normalize(path)) else {
            throw FileSystemError(path: path, reason: "is a directory")
        }
        return path
    }

    func createFile(_ contents: [UInt8], at path: String, permissionsOf original: String) throws(FileSystemError) {
        let path = normalize(path)
        if let reason = failingWrites[normalize(original)] {
            throw FileSystemError(path: original, reason: reason)
        }
        guard directories.contains(parent(of: path)) else {
            throw FileSystemError(path: original, reason: "no such file or directory")
        }
        guard files[path] == nil, !directories.contains(path) else {
            throw FileSystemError(path: original, reason: "file exists")
        }
        files[path] = contents
    }

    func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
        let destination = normalize(destination)
        if let reason = failingMoves[destination] {
            throw FileSystemError(path: destination, reason: reason)
        }
        guard !directories.contains(destination) else {
            throw FileSystemError(path: destination, reason: "is a directory")
        }
        guard let contents = files.removeValue(forKey: normalize(source)) else {
            throw FileSystemError(path: source, reason: "no such file or directory")
        }
        files[destination] = contents
    }

    func removeFile(_ path: String) {
        files[normalize(path)] = nil
    }

    func fileExists(_ path: String) -> Bool {
        files[normalize(path)] != nil || directories.contains(normalize(path))
    }

    func synchronizeDirectory(_ path: String) throws(FileSystemError) {}

    func withLockedDirectory<Result>(_ path: String, _ body: () -> Result) throws(FileSystemError) -> Result {
        body()
    }

    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : "/" + normalize(path)
    }

    /// Paths have no links here, so a file's identity is its normalized path, numbered when first asked for.
    func identity(ofFile path: String) -> FileIdentity? {
        let path = normalize(path)
        guard files[path] != nil else { return nil }
        if let inode = inodes[path] {
            return FileIdentity(device: 0, inode: inode)
        }
        let inode = UInt64(inodes.count + 1)
        inodes[path] = inode
        return FileIdentity(device: 0, inode: inode)
    }

    func createDirectory(_ path: String) throws(FileSystemError) {
        let path = normalize(path)
        if let reason = failingDirectories[path] {
            throw FileSystemError(path: path, reason: reason)
        }
        var current = path
        while current != "." && current != "/" {
            if files[current] != nil {
                throw FileSystemError(path: path, reason: "file exists")
            }
            directories.insert(current)
            current = parent(of: current)
        }
    }

    func isDirectory(_ path: String) -> Bool {
        directories.contains(normalize(path))
    }

    func entries(ofDirectory path: String) -> [String]? {
        let path = normalize(path)
        guard directories.contains(path) else { return nil }
        let prefix = path == "." ? "" : path + "/"
        let inside = (Array(files.keys) + Array(directories)).filter { candidate in
            candidate.hasPrefix(prefix) && candidate != path && !candidate.dropFirst(prefix.count).contains("/")
        }
        return inside.map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    private func normalize(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") {
            path.removeLast()
        }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
