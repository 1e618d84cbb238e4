import CellCLI

/// The files of one scaling run, in memory: the command line reads its inputs from here and writes its outputs
/// here, so a run measures the compiler and not the disk.
final class MemoryFileSystem: FileSystem {
    /// Every file by path.
    private(set) var files: [String: [UInt8]]
    private var temporaryCount = 0

    init(files: [String: [UInt8]]) {
        self.files = files
    }

    func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        guard let bytes = files[path] else {
            throw FileSystemError(path: path, reason: "no such file")
        }
        guard bytes.count <= limit else {
            throw FileSystemError.tooLarge(path, limit: limit)
        }
        return bytes
    }

    func writeTemporaryFile(_ contents: [UInt8], besideFile path: String) throws(FileSystemError) -> String {
        temporaryCount += 1
        let temporary = path + ".tmp\(temporaryCount)"
        files[temporary] = contents
        return temporary
    }

    func moveFile(_ source: String, to destination: String) throws(FileSystemError) {
        files[destination] = files.removeValue(forKey: source)
    }

    func removeFile(_ path: String) {
        files[path] = nil
    }

    func createDirectory(_ path: String) throws(FileSystemError) {}

    func isDirectory(_ path: String) -> Bool {
        path == "." || path == "out"
    }

    func isSameFile(_ path: String, _ other: String) -> Bool {
        path == other && files[path] != nil
    }
}
