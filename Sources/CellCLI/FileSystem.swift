/// The file operations the command line needs, so tests can run it against memory.
///
/// Paths are as the user typed them, relative to the current directory or absolute.
public protocol FileSystem {
    /// The bytes of the file at `path`, refusing a file of more than `limit` bytes with
    /// ``FileSystemError/tooLarge(_:limit:)`` after reading at most `limit + 1` of them (a device such as
    /// `/dev/zero` has no size to check first, and no end).
    func contents(ofFile path: String, limit: Int) throws(FileSystemError) -> [UInt8]

    /// Writes `contents` to a new temporary file in the directory of `path`, flushed to storage, and returns the
    /// temporary file's path; ``moveFile(_:to:)`` then puts it in place, or ``removeFile(_:)`` discards it. On
    /// failure no temporary file is left behind.
    func writeTemporaryFile(_ contents: [UInt8], besideFile path: String) throws(FileSystemError) -> String

    /// Renames the file at `source` to `destination`, in the same directory, replacing `destination` so that
    /// readers see the old file or the new one, never a part.
    func moveFile(_ source: String, to destination: String) throws(FileSystemError)

    /// Removes the file at `path`, if there is one; a temporary file being discarded, so a failure is ignored.
    func removeFile(_ path: String)

    /// Creates the directory at `path` and any missing parents; succeeds if it already exists.
    func createDirectory(_ path: String) throws(FileSystemError)

    /// Whether `path` names an existing directory.
    func isDirectory(_ path: String) -> Bool

    /// Whether `path` and `other` both name one existing file, however each is spelled (`./a`, links).
    func isSameFile(_ path: String, _ other: String) -> Bool
}

extension FileSystem {
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
