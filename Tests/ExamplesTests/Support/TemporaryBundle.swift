import CellArchive
import CellKit
import Foundation

/// A temporary folder holding the compiled archive of a `.cell` file, as an app's bundle holds its nibs; removed
/// when the value is released.
final class TemporaryBundle {
    let url: URL

    /// Compiles the repository file at `path` and writes `Name.cellnib` into a new temporary folder.
    init(compiling path: String) throws {
        let compilation = try RepositoryFiles.compile(fileAt: path)
        guard let archive = compilation.archive else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cellnib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(ArchiveWriter.encode(archive)).write(to: url.appendingPathComponent("\(compilation.baseName).cellnib"))
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder as a nib bundle.
    var bundle: NibBundle {
        NibBundle(path: url.path)
    }
}
