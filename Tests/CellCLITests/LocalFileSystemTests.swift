import CellCLI
import Foundation
import Testing

@Suite("LocalFileSystem")
struct LocalFileSystemTests {
    private let fileSystem = LocalFileSystem()

    /// A fresh empty directory, removed after `body`.
    private func withDirectory(_ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellc-fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    private func listing(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    @Test("an atomic write creates, then replaces, and leaves no temporary file")
    func writeAndReplace() throws {
        try withDirectory { directory in
            let path = directory + "/Transit.swift"
            try fileSystem.writeAtomically(Array("one".utf8), toFile: path)
            #expect(try fileSystem.contents(ofFile: path) == Array("one".utf8))
            try fileSystem.writeAtomically(Array("two, longer".utf8), toFile: path)
            #expect(try fileSystem.contents(ofFile: path) == Array("two, longer".utf8))
            try fileSystem.writeAtomically([], toFile: path)
            #expect(try fileSystem.contents(ofFile: path).isEmpty)
            #expect(try listing(directory) == ["Transit.swift"])
        }
    }

    @Test("a large file round-trips")
    func largeFile() throws {
        try withDirectory { directory in
            let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try fileSystem.writeAtomically(bytes, toFile: directory + "/big")
            #expect(try fileSystem.contents(ofFile: directory + "/big") == bytes)
        }
    }

    @Test("a failed atomic write leaves no file behind")
    func failedWriteLeavesNothing() throws {
        try withDirectory { directory in
            // The rename fails: the target is a directory.
            try FileManager.default.createDirectory(
                atPath: directory + "/Transit.swift", withIntermediateDirectories: false)
            #expect(throws: FileSystemError(path: directory + "/Transit.swift", reason: "is a directory")) {
                try fileSystem.writeAtomically(Array("swift".utf8), toFile: directory + "/Transit.swift")
            }
            #expect(try listing(directory) == ["Transit.swift"])
            #expect(try listing(directory + "/Transit.swift").isEmpty)

            // The temporary file cannot even be created: the directory is missing.
            #expect(throws: FileSystemError(path: directory + "/none/A.swift", reason: "no such file or directory")) {
                try fileSystem.writeAtomically(Array("swift".utf8), toFile: directory + "/none/A.swift")
            }
            #expect(try listing(directory) == ["Transit.swift"])
        }
    }

    @Test("reading reports a missing file and a directory precisely")
    func readErrors() throws {
        try withDirectory { directory in
            #expect(throws: FileSystemError(path: directory + "/x.cell", reason: "no such file or directory")) {
                try fileSystem.contents(ofFile: directory + "/x.cell")
            }
            #expect(throws: FileSystemError(path: directory, reason: "is a directory")) {
                try fileSystem.contents(ofFile: directory)
            }
        }
    }

    @Test("createDirectory makes every missing parent, succeeds when it exists, fails on a file in the way")
    func createDirectory() throws {
        try withDirectory { directory in
            let nested = directory + "/a/b/c"
            #expect(!fileSystem.isDirectory(nested))
            try fileSystem.createDirectory(nested)
            #expect(fileSystem.isDirectory(nested))
            try fileSystem.createDirectory(nested + "/")
            try fileSystem.writeAtomically([], toFile: directory + "/a/file")
            #expect(!fileSystem.isDirectory(directory + "/a/file"))
            #expect(
                throws: FileSystemError(
                    path: directory + "/a/file/d", reason: "'\(directory)/a/file' exists and is not a directory")
            ) {
                try fileSystem.createDirectory(directory + "/a/file/d")
            }
        }
    }
}
