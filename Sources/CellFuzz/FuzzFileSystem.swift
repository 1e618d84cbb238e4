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

    func writeTemporaryFile(_ contents: [UInt8], besideFile path: String) throws(FileSystemError) -> String {
        let temporary = path + ".tmp"
        files[temporary] = contents
        return temporary
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

    func createDirectory(_ path: String) throws(FileSystemError) {}

    func isDirectory(_ path: String) -> Bool {
        path == "."
    }

    func isSameFile(_ path: String, _ other: String) -> Bool {
        path == other && files[path] != nil
    }
}
