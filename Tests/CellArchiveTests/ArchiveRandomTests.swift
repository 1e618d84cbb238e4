import CellArchive
import Testing

@Suite("Random archives")
struct ArchiveRandomTests {
    @Test("random valid archives round-trip exactly", arguments: [1, 2, 3] as [UInt64])
    func randomRoundTrips(seed: UInt64) throws {
        var generator = RandomArchive(seed: seed)
        for _ in 0..<100 {
            let archive = generator.archive()
            let bytes = ArchiveWriter.encode(archive)
            let decoded = try ArchiveReader.decode(bytes)
            #expect(decoded == archive)
            #expect(ArchiveWriter.encode(decoded) == bytes)
            #expect(ArchiveWriter.encode(archive) == bytes)
        }
    }
}
