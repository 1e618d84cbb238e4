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
