import CellArchive
import CellCodeGen
import Testing

/// The compiled archives of the examples are checked in under Examples/Nibs (the examples load them from there),
/// with the text `cellc dump` prints for them; these tests regenerate both and fail on any difference.
@Suite struct ArchiveGoldenTests {
    @Test func everyExampleCompilesToItsCheckedInArchiveAndDump() throws {
        let files = try RepositoryFiles.cellFiles(in: "Examples")
        for path in files {
            let compilation = try RepositoryFiles.compile(fileAt: path)
            let archive = try #require(compilation.archive, "\(path) does not compile")
            let golden = "Examples/Nibs/\(compilation.baseName).cellnib"
            let difference = try RepositoryFiles.checkGolden(bytes: ArchiveWriter.encode(archive), at: golden)
            #expect(difference == nil, "\(difference ?? "")")
            let dump = try RepositoryFiles.checkGolden(
                ArchiveDumper.dump(archive), at: "Tests/Fixtures/Dumps/\(compilation.baseName).txt")
            #expect(dump == nil, "\(dump ?? "")")
        }
    }

    @Test func theCheckedInArchivesReadBackToWhatTheCompilerBuilds() throws {
        for path in try RepositoryFiles.cellFiles(in: "Examples") {
            let compilation = try RepositoryFiles.compile(fileAt: path)
            let bytes = try RepositoryFiles.bytes("Examples/Nibs/\(compilation.baseName).cellnib")
            #expect(try ArchiveReader.decode(bytes) == compilation.archive)
        }
    }

    @Test(arguments: try CompiledSource.all())
    func compilingTwiceGivesIdenticalArchiveBytes(source: CompiledSource) throws {
        let first = try #require(source.compile().archive)
        let second = try #require(source.compile().archive)
        #expect(ArchiveWriter.encode(first) == ArchiveWriter.encode(second))
    }
}
