import Foundation
import Testing

@testable import CellKit

@Suite("Reading nib files")
struct FileBytesTests {
    /// The limit is a parameter so that small files can exercise it.
    @Test(arguments: [0, 9, 10])
    func filesUpToTheLimitAreRead(size: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path + "/File"
        let bytes = (0..<size).map { UInt8($0) }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(try FileBytes.read(atPath: file, limit: 10) == bytes)
    }

    @Test func aRegularFileOverTheLimitIsRefusedWithItsSize() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path + "/File"
        try Data(count: 11).write(to: URL(fileURLWithPath: file))
        #expect(throws: NibError.fileTooLarge(path: file, size: 11)) {
            try FileBytes.read(atPath: file, limit: 10)
        }
    }

    /// A device has no size: it is read up to one byte past the limit, never to its end.
    @Test func aDeviceOverTheLimitIsRefusedAfterTheLimit() throws {
        let error = #expect(throws: NibError.self) {
            try FileBytes.read(atPath: "/dev/zero", limit: 1000)
        }
        #expect(error == .fileTooLarge(path: "/dev/zero", size: nil))
        #expect(error?.description == "Could not read '/dev/zero': it is larger than the 64 MiB a nib may be")
    }

    @Test func anEmptyDeviceIsEmpty() throws {
        #expect(try FileBytes.read(atPath: "/dev/null", limit: 10).isEmpty)
    }

    /// A file larger than any chunk is read whole, straight into an array of its size.
    @Test func aLargeFileIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path + "/File"
        let bytes = (0..<300_001).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(try FileBytes.read(atPath: file) == bytes)
    }

    /// A rewritten file has another identity, even at the same size; a missing file or a directory has none.
    @Test func rewritingAFileChangesItsIdentity() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path + "/File"
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
        let before = try #require(FileBytes.identity(atPath: file))
        #expect(FileBytes.identity(atPath: file) == before)
        try Data([4, 5, 6]).write(to: URL(fileURLWithPath: file), options: .atomic)
        #expect(FileBytes.identity(atPath: file) != before)
        #expect(FileBytes.identity(atPath: directory.path) == nil)
        #expect(FileBytes.identity(atPath: directory.path + "/Missing") == nil)
    }
}
