import CellArchive
import Foundation

/// A temporary directory for bundle tests, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("NibTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Writes `archive` as `name.cellnib`, returning its path.
    @discardableResult
    func write(_ archive: Archive, as name: String) throws -> String {
        let file = path + "/" + name + ".cellnib"
        try Data(ArchiveWriter.encode(archive)).write(to: URL(fileURLWithPath: file))
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
