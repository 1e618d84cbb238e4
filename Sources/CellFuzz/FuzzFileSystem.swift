import CellCLI

/// The files of one fuzzed `cellc render` run, in memory: flat names in the current directory, no failures.
final class FuzzFileSystem: FileSystem {
    /// The files by name.
    private(set) var files: [String: [UInt8]]

    init(files: [String: [UInt8]]) {
        self.files = files
    }

    func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let contents = files[path] else {
            throw FileSystemError(path: path, reason: "no such file or directory")
        }
        guard contents.count <= limit else { throw FileSystemError.tooLarge(path, limit: limit) }
        return contents
    }

    func outputTarget(ofFile path: String) throws(FileSystemError) -> String {
        path
    }

    func createFile(_ contents: [UInt8], at path: String, permissionsOf original: String) throws(FileSystemError) {
        guard files[path] == nil else {
            throw FileSystemError(path: path, reason: "file exists")
        }
        files[path] = contents
    }

    func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
        guard let contents = files.removeValue(forKey: source) else {
            throw FileSystemError(path: source, reason: "no such file or directory")
        }
        files[destination] = contents
    }

    func removeFile(_ path: String) {
        files[path] = nil
    }

    func fileExists(_ path: String) -> Bool {
        files[path] != nil || path == "."
    }

    func synchronizeDirectory(_ path: String) throws(FileSystemError) {}

    func withLockedDirectory<Result>(_ path: String, _ body: () -> Result) throws(FileSystemError) -> Result {
        body()
    }

    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : "/fuzz/" + path
    }

    func createDirectory(_ path: String) throws(FileSystemError) {}

    func isDirectory(_ path: String) -> Bool {
        path == "."
    }

    func isSameFile(_ path: String, _ other: String) -> Bool {
        path == other && files[path] != nil
    }
}
