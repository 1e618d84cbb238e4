import CellCLI
import Foundation
import Testing

@MainActor @Suite("LocalFileSystem")
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

    @Test("the largest limit reads a file and a device without overflowing")
    func largestLimit() throws {
        try withDirectory { directory in
            let path = directory + "/Transit.cell"
            try fileSystem.writeAtomically(Array("cell A {}".utf8), toFile: path)
            #expect(try fileSystem.contents(ofFile: path, limit: .max) == Array("cell A {}".utf8))
            #expect(try fileSystem.contents(ofFile: "/dev/null", limit: .max).isEmpty)
        }
    }

    @Test("an atomic write creates, then replaces, and leaves no temporary file")
    func writeAndReplace() throws {
        try withDirectory { directory in
            let path = directory + "/Transit.swift"
            try fileSystem.writeAtomically(Array("one".utf8), toFile: path)
            #expect(try fileSystem.contents(ofFile: path, limit: CLI.inputSizeLimit) == Array("one".utf8))
            try fileSystem.writeAtomically(Array("two, longer".utf8), toFile: path)
            #expect(try fileSystem.contents(ofFile: path, limit: CLI.inputSizeLimit) == Array("two, longer".utf8))
            try fileSystem.writeAtomically([], toFile: path)
            #expect(try fileSystem.contents(ofFile: path, limit: CLI.inputSizeLimit).isEmpty)
            #expect(try listing(directory) == ["Transit.swift"])
        }
    }

    @Test("a replaced file keeps its permissions")
    func keepsPermissions() throws {
        try withDirectory { directory in
            let path = directory + "/picture.svg"
            try fileSystem.writeAtomically(Array("one".utf8), toFile: path)
            #expect(chmod(path, 0o600) == 0)
            try fileSystem.writeAtomically(Array("two".utf8), toFile: path)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
    }

    @Test("a large file round-trips")
    func largeFile() throws {
        try withDirectory { directory in
            let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try fileSystem.writeAtomically(bytes, toFile: directory + "/big")
            #expect(try fileSystem.contents(ofFile: directory + "/big", limit: CLI.inputSizeLimit) == bytes)
        }
    }

    @Test("an output that is a symbolic link is written through: the file it names is replaced, the link stays")
    func writesThroughLinks() throws {
        try withDirectory { directory in
            try fileSystem.writeAtomically(Array("old".utf8), toFile: directory + "/target.svg")
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/link.svg", withDestinationPath: "target.svg")
            try fileSystem.writeAtomically(Array("new".utf8), toFile: directory + "/link.svg")
            #expect(try fileSystem.contents(ofFile: directory + "/target.svg", limit: 100) == Array("new".utf8))
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.svg")
            #expect(link == "target.svg")

            // A link to a file not made yet makes it.
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/later.svg", withDestinationPath: "made.svg")
            try fileSystem.writeAtomically(Array("made".utf8), toFile: directory + "/later.svg")
            #expect(try fileSystem.contents(ofFile: directory + "/made.svg", limit: 100) == Array("made".utf8))
            #expect(try listing(directory) == ["later.svg", "link.svg", "made.svg", "target.svg"])

            // A chain of links, one relative into another folder, ends at the file it names.
            try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: false)
            try FileManager.default.createSymbolicLink(atPath: directory + "/a.svg", withDestinationPath: "sub/b.svg")
            try FileManager.default.createSymbolicLink(atPath: directory + "/sub/b.svg", withDestinationPath: "c.svg")
            try fileSystem.writeAtomically(Array("end".utf8), toFile: directory + "/a.svg")
            #expect(try fileSystem.contents(ofFile: directory + "/sub/c.svg", limit: 100) == Array("end".utf8))
            #expect(try listing(directory + "/sub") == ["b.svg", "c.svg"])

            // A loop is refused and changes nothing.
            try FileManager.default.createSymbolicLink(atPath: directory + "/p.svg", withDestinationPath: "q.svg")
            try FileManager.default.createSymbolicLink(atPath: directory + "/q.svg", withDestinationPath: "p.svg")
            #expect(throws: FileSystemError.self) {
                try fileSystem.writeAtomically(Array("loop".utf8), toFile: directory + "/p.svg")
            }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/q.svg") == "p.svg")
        }
    }

    @Test("an output that is a FIFO (or a device, a socket) is refused, not replaced by a regular file")
    func refusesSpecialFiles() throws {
        try withDirectory { (directory: String) throws(any Error) in
            let fifo = directory + "/pipe.svg"
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(throws: FileSystemError(path: fifo, reason: "not a regular file")) {
                try fileSystem.writeAtomically(Array("svg".utf8), toFile: fifo)
            }
            var status = stat()
            #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try listing(directory) == ["pipe.svg"])
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
                try fileSystem.contents(ofFile: directory + "/x.cell", limit: CLI.inputSizeLimit)
            }
            #expect(throws: FileSystemError(path: directory, reason: "is a directory")) {
                try fileSystem.contents(ofFile: directory, limit: CLI.inputSizeLimit)
            }
        }
    }

    @Test("a directory's entries are its names, sorted, without '.' and '..'; a file or nothing has none")
    func entries() throws {
        try withDirectory { directory in
            try fileSystem.createDirectory(directory + "/b.imageset")
            try fileSystem.writeAtomically([], toFile: directory + "/a.json")
            try fileSystem.writeAtomically([], toFile: directory + "/é")
            #expect(fileSystem.entries(ofDirectory: directory) == ["a.json", "b.imageset", "é"])
            #expect(fileSystem.entries(ofDirectory: directory + "/b.imageset") == [])
            #expect(fileSystem.entries(ofDirectory: directory + "/a.json") == nil)
            #expect(fileSystem.entries(ofDirectory: directory + "/missing") == nil)
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

    @Test("a regular file of more than the limit is refused, one of exactly the limit is read")
    func sizeLimit() throws {
        try withDirectory { directory in
            let path = directory + "/a.cellnib"
            try fileSystem.writeAtomically([UInt8](repeating: 7, count: 1000), toFile: path)
            #expect(try fileSystem.contents(ofFile: path, limit: 1000).count == 1000)
            #expect(throws: FileSystemError(path: path, reason: "file is larger than 999 bytes")) {
                try fileSystem.contents(ofFile: path, limit: 999)
            }
        }
    }

    @Test("an endless device is read only up to the limit and one byte more, then refused")
    func endlessDevice() throws {
        #expect(throws: FileSystemError(path: "/dev/zero", reason: "file is larger than 100000 bytes")) {
            try fileSystem.contents(ofFile: "/dev/zero", limit: 100_000)
        }
        #expect(throws: FileSystemError(path: "/dev/zero", reason: "file is larger than 64 MiB")) {
            try fileSystem.contents(ofFile: "/dev/zero", limit: CLI.inputSizeLimit)
        }
        #expect(try fileSystem.contents(ofFile: "/dev/null", limit: 10).isEmpty)
    }

    @Test("a staged file is invisible until moved into place; removing it leaves nothing")
    func stageMoveRemove() throws {
        try withDirectory { directory in
            let path = directory + "/A.swift"
            let first = try fileSystem.writeTemporaryFile(Array("one".utf8), besideFile: path)
            let second = try fileSystem.writeTemporaryFile(Array("two".utf8), besideFile: path)
            #expect(first != second)
            #expect(try listing(directory).count == 2)
            #expect(try !listing(directory).contains("A.swift"))
            try fileSystem.moveFile(first, to: path)
            fileSystem.removeFile(second)
            #expect(try listing(directory) == ["A.swift"])
            #expect(try fileSystem.contents(ofFile: path, limit: 10) == Array("one".utf8))
        }
    }

    @Test("two spellings of one file, or a link to it, are the same file; a missing file is no file")
    func sameFile() throws {
        try withDirectory { directory in
            let path = directory + "/Simple.swift"
            try fileSystem.writeAtomically(Array("cell A {}".utf8), toFile: path)
            try fileSystem.writeAtomically([], toFile: directory + "/Other.swift")
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.swift", withDestinationPath: path)
            #expect(fileSystem.isSameFile(path, directory + "/./Simple.swift"))
            #expect(fileSystem.isSameFile(path, directory + "/link.swift"))
            #expect(!fileSystem.isSameFile(path, directory + "/Other.swift"))
            #expect(!fileSystem.isSameFile(directory + "/none", directory + "/./none"))
        }
    }

    @Test("a locked directory cannot be locked again until the body returns; a lock leaves no file")
    func directoryLock() throws {
        try withDirectory { directory in
            /// Whether another open of the directory could take its lock now, without waiting.
            func isFree() -> Bool {
                let descriptor = open(directory, O_RDONLY | O_DIRECTORY)
                defer { close(descriptor) }
                return flock(descriptor, LOCK_EX | LOCK_NB) == 0
            }
            let heldInside = try fileSystem.withLockedDirectory(directory) { !isFree() }
            #expect(heldInside)
            #expect(isFree())
            #expect(try listing(directory).isEmpty)
            #expect(throws: FileSystemError(path: directory + "/none", reason: "no such file or directory")) {
                try fileSystem.withLockedDirectory(directory + "/none") {}
            }
        }
    }
}
