import CellArchive
import CellKit
import Foundation
import Testing

@Suite("Nib files and bundles")
@MainActor
struct NibBundleTests {
    @Test func bundlesFindRegularFilesOnly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(NibFixtures.threeTemplates(), as: "Transit")
        try FileManager.default.createDirectory(
            atPath: directory.path + "/Folder.cellnib", withIntermediateDirectories: false)
        let bundle = NibBundle(path: directory.path)
        #expect(bundle.path(forResource: "Transit", ofType: "cellnib") == file)
        #expect(bundle.path(forResource: "Transit", ofType: ".cellnib") == file)
        #expect(bundle.path(forResource: "Transit.cellnib", ofType: nil) == file)
        #expect(NibBundle(path: directory.path + "/").path(forResource: "Transit", ofType: "cellnib") == file)
        #expect(bundle.path(forResource: "Transit", ofType: "nib") == nil)
        #expect(bundle.path(forResource: "Folder", ofType: "cellnib") == nil)
    }

    @Test func nibsLoadFromFilesAndBundles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let archive = NibFixtures.threeTemplates()
        let file = try directory.write(archive, as: "Transit")
        let registry = CellRegistry()
        let fromFile = try Nib(contentsOfFile: file, registry: registry)
        #expect(fromFile.name == "Transit")
        #expect(fromFile.archive == archive)
        let fromBundle = try Nib(named: "Transit", in: NibBundle(path: directory.path), registry: registry)
        #expect(fromBundle.archive == archive)
        #expect(try fromBundle.instantiate(withOwner: nil).count == 3)
    }

    @Test func missingFilesAreTypedErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bundle = NibBundle(path: directory.path)
        let error = #expect(throws: NibError.self) {
            try Nib(named: "Nowhere", in: bundle, registry: CellRegistry())
        }
        #expect(error == .nibNotFound(name: "Nowhere", bundlePath: directory.path))
        #expect(error?.description == "Could not load NIB in bundle: '\(directory.path)' with name 'Nowhere'")
        let missing = directory.path + "/Nowhere.cellnib"
        let readError = #expect(throws: NibError.self) {
            try Nib(contentsOfFile: missing, registry: CellRegistry())
        }
        #expect(readError == .unreadableFile(path: missing, errorNumber: ENOENT))
        #expect(readError?.description == "Could not read '\(missing)': No such file or directory")
    }

    /// A nib name is a file of the bundle's own directory: a path through `..`, or into a subdirectory, finds
    /// nothing, even where the file exists.
    @Test(arguments: ["../Outside/Transit", "Inside/Transit", "/Transit", "Transit\u{0}"])
    func namesWithASlashDoNotLeaveTheBundle(name: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bundlePath = directory.path + "/Bundle"
        for folder in [bundlePath, directory.path + "/Outside", bundlePath + "/Inside"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        let bytes = Data(ArchiveWriter.encode(NibFixtures.threeTemplates()))
        for file in ["/Outside/Transit", "/Bundle/Inside/Transit", "/Bundle/Transit"] {
            try bytes.write(to: URL(fileURLWithPath: directory.path + file + ".cellnib"))
        }
        let bundle = NibBundle(path: bundlePath)
        #expect(bundle.path(forResource: name, ofType: "cellnib") == nil)
        #expect(throws: NibError.nibNotFound(name: name, bundlePath: bundlePath)) {
            try Nib(named: name, in: bundle, registry: CellRegistry())
        }
        #expect(bundle.path(forResource: "Transit", ofType: "cellnib") == bundlePath + "/Transit.cellnib")
        #expect(bundle.path(forResource: "Transit", ofType: "/cellnib") == nil)
    }

    /// A regular file larger than the limit is refused by its size, which only the file system knows: the error
    /// carries it.
    @Test func aFileLargerThan64MiBIsRefusedBeforeReading() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path + "/Huge.cellnib"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)  // sparse: no disk, and nothing to read but zeros
        try handle.close()
        let error = #expect(throws: NibError.self) {
            try Nib(named: "Huge", in: NibBundle(path: directory.path), registry: CellRegistry())
        }
        #expect(error == .fileTooLarge(path: file, size: 64 << 20 + 1))
        #expect(
            error?.description == "Could not read '\(file)': it is 67108865 bytes, more than the 64 MiB a nib may be")
    }

    @Test func aCorruptFileIsAnInvalidArchive() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path + "/Corrupt.cellnib"
        try Data("CELLNIB".utf8).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: NibError.self) {
            try Nib(named: "Corrupt", in: NibBundle(path: directory.path), registry: CellRegistry())
        }
        guard case .invalidArchive(name: "Corrupt", _) = error else {
            Issue.record("expected invalidArchive, got \(String(describing: error))")
            return
        }
    }
}
