import CellCLI

/// A file system that dies after a number of changes, as a process killed with SIGKILL at that system call would:
/// every change after the budget fails and changes nothing, and the file being created when it dies is left with
/// half its bytes. What the base holds afterwards is what a kill at that point leaves on disk.
final class DyingFileSystem<Base: FileSystem>: FileSystem {
    let base: Base
    /// The changes (a file created, renamed or removed, a directory created or flushed) still allowed; nil for
    /// no limit.
    var changesLeft: Int?
    /// The changes made so far.
    private(set) var changes = 0

    init(_ base: Base, changesLeft: Int? = nil) {
        self.base = base
        self.changesLeft = changesLeft
    }

    /// Counts one change, or fails if the budget is spent.
    private func change(_ path: String) throws(FileSystemError) {
        if let left = changesLeft {
            guard left > 0 else {
                hasDied = true
                throw FileSystemError(path: path, reason: "killed")
            }
            changesLeft = left - 1
        }
        changes += 1
    }

    /// Whether a change has been refused: the process is dead.
    private(set) var hasDied = false

    func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        try base.contents(ofFile: path, limit: limit)
    }

    func outputTarget(ofFile path: String) throws(FileSystemError) -> String {
        try base.outputTarget(ofFile: path)
    }

    func createFile(_ contents: [UInt8], at path: String, permissionsOf original: String) throws(FileSystemError) {
        let wasDead = hasDied
        do throws(FileSystemError) {
            try change(path)
        } catch {
            if !wasDead {
                // Killed in the middle of writing: the file exists with part of its bytes.
                try? base.createFile(Array(contents.prefix(contents.count / 2)), at: path, permissionsOf: original)
            }
            throw error
        }
        try base.createFile(contents, at: path, permissionsOf: original)
    }

    func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
        try change(destination)
        try base.moveFile(source, to: destination)
    }

    func removeFile(_ path: String) {
        guard (try? change(path)) != nil else { return }
        base.removeFile(path)
    }

    func fileExists(_ path: String) -> Bool {
        base.fileExists(path)
    }

    func synchronizeDirectory(_ path: String) throws(FileSystemError) {
        try change(path)
        try base.synchronizeDirectory(path)
    }

    func withLockedDirectory<Result>(_ path: String, _ body: () -> Result) throws(FileSystemError) -> Result {
        try base.withLockedDirectory(path, body)
    }

    func absolutePath(_ path: String) -> String {
        base.absolutePath(path)
    }

    func createDirectory(_ path: String) throws(FileSystemError) {
        try change(path)
        try base.createDirectory(path)
    }

    func isDirectory(_ path: String) -> Bool {
        base.isDirectory(path)
    }

    func entries(ofDirectory path: String) -> [String]? {
        base.entries(ofDirectory: path)
    }

    func identity(ofFile path: String) -> FileIdentity? {
        base.identity(ofFile: path)
    }
}
