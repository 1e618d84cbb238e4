import CellCLI

/// A file system in memory, with failures that tests can inject by path.
final class MemoryFileSystem: FileSystem {
    /// Files by normalized path.
    var files: [String: [UInt8]] = [:]
    /// Directories by normalized path; the current directory always exists.
    var directories: Set<String> = ["."]
    /// Reads of these paths fail with the given reason.
    var failingReads: [String: String] = [:]
    /// Writes to these paths fail with the given reason.
    var failingWrites: [String: String] = [:]
    /// Creating these directories fails with the given reason.
    var failingDirectories: [String: String] = [:]

    init(files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The text of the file at `path`, if any.
    func text(_ path: String) -> String? {
        files[normalize(path)].map { String(decoding: $0, as: UTF8.self) }
    }

    func contents(ofFile path: String) throws(FileSystemError) -> [UInt8] {
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
        return contents
    }

    func writeAtomically(_ contents: [UInt8], toFile path: String) throws(FileSystemError) {
        let path = normalize(path)
        if let reason = failingWrites[path] {
            throw FileSystemError(path: path, reason: reason)
        }
        guard directories.contains(parent(of: path)) else {
            throw FileSystemError(path: path, reason: "no such file or directory")
        }
        guard !directories.contains(path) else {
            throw FileSystemError(path: path, reason: "is a directory")
        }
        files[path] = contents
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
