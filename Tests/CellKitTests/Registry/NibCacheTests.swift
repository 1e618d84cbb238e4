import CellArchive
import CellKit
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("CellRegistry's nib cache")
@MainActor
struct NibCacheTests {
    /// Overwrites the file in place (same inode) with as many bytes that are not an archive, and gives it back
    /// its modification time: its identity is unchanged, so only a reader that reads it again can tell.
    private func corruptKeepingIdentity(_ file: String) throws {
        var status = stat()
        try #require(stat(file, &status) == 0)
        let garbage = Data(repeating: 0x5A, count: Int(status.st_size))
        try garbage.write(to: URL(fileURLWithPath: file))
        #if canImport(Darwin)
            var times = [status.st_atimespec, status.st_mtimespec]
        #else
            var times = [status.st_atim, status.st_mtim]
        #endif
        try #require(utimensat(AT_FDCWD, file, &times, 0) == 0)
    }

    @Test func aNibIsReadOnceWhileItsFileIsUnchanged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(NibFixtures.threeTemplates(), as: "Several")
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        let first = try registry.nib(named: "Several")
        try corruptKeepingIdentity(file)
        // Read again, the file is no nib; from the cache it is the one first loaded.
        #expect(throws: NibError.self) {
            try Nib(named: "Several", in: NibBundle(path: directory.path), registry: registry)
        }
        let second = try registry.nib(named: "Several", options: .strict)
        #expect(second.templateNames == first.templateNames)
        #expect(second.options == .strict)
        #expect(second !== first)
    }

    @Test func customViewLoadsThroughTheCache() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(NibFixtures.threeTemplates(), as: "Several")
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        registry.register(TransitCell.self, nibName: "Several")
        _ = try registry.customView(for: TransitCell.self)
        try corruptKeepingIdentity(file)
        let transit = try registry.customView(for: TransitCell.self)
        #expect(transit.detailLabel.numberOfLines == 0)
    }

    @Test func aChangedFileIsLoadedAgain() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(NibFixtures.threeTemplates(), as: "Several")
        let registry = CellRegistry(bundle: NibBundle(path: directory.path))
        #expect(try registry.nib(named: "Several").templateNames.count == 3)
        var builder = ArchiveBuilder()
        NibFixtures.addTransit(to: &builder)
        try directory.write(builder.archive, as: "Several")
        #expect(try registry.nib(named: "Several").templateNames == ["TransitCell"])
    }

    @Test func aFailedLoadIsNotCachedAndAMissingFileIsNotFound() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bundle = NibBundle(path: directory.path)
        let registry = CellRegistry()
        #expect(throws: NibError.noBundle(nibName: "Several")) { try registry.nib(named: "Several") }
        #expect(throws: NibError.nibNotFound(name: "Several", bundlePath: directory.path)) {
            try registry.nib(named: "Several", in: bundle)
        }
        let file = directory.path + "/Several.cellnib"
        try Data("not a nib".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: NibError.self) { try registry.nib(named: "Several", in: bundle) }
        try directory.write(NibFixtures.threeTemplates(), as: "Several")
        #expect(try registry.nib(named: "Several", in: bundle).templateNames.count == 3)
        try FileManager.default.removeItem(atPath: file)
        #expect(throws: NibError.nibNotFound(name: "Several", bundlePath: directory.path)) {
            try registry.nib(named: "Several", in: bundle)
        }
    }
}
