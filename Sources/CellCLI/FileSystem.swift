/// The file operations the command line needs, so tests can run it against memory.
///
/// Paths are as the user typed them, relative to the current directory or absolute.
public protocol FileSystem {
    /// The bytes of the file at `path`.
    func contents(ofFile path: String) throws(FileSystemError) -> [UInt8]

    /// Replaces the file at `path` with `contents` so that readers see the old file or the new one, never a part:
    /// the bytes go to a temporary file in the same directory, which is then renamed over `path`. On failure no
    /// temporary file is left behind.
    func writeAtomically(_ contents: [UInt8], toFile path: String) throws(FileSystemError)

    /// Creates the directory at `path` and any missing parents; succeeds if it already exists.
    func createDirectory(_ path: String) throws(FileSystemError)

    /// Whether `path` names an existing directory.
    func isDirectory(_ path: String) -> Bool
}
