import CellFonts
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Malformed files: every one is a typed error naming the table and offset, never a crash.
@Suite("FontFileError")
struct FontFileErrorTests {
    /// A font with every optional table, so truncation reaches each of them.
    private static let complete: [UInt8] = {
        var builder = FontBuilder()
        builder.kernPairs = [(1, 2, -80)]
        builder.gposPairs = [(1, 2, -120)]
        builder.names = [(3, 1, 0x409, 1, FontBuilder.utf16("Test"))]
        return builder.build()
    }()

    @Test func everyTruncationIsAnError() {
        #expect(throws: Never.self) { try OpenTypeFace(bytes: Self.complete) }
        for length in 0..<Self.complete.count where length % 4 == 0 || length < 64 {
            let prefix = Array(Self.complete.prefix(length))
            #expect(throws: FontFileError.self, "\(length) bytes") { try OpenTypeFace(bytes: prefix) }
        }
    }

    @Test func everyCorruptedByteIsAnErrorOrAFace() {
        // Each byte of the file set to 0xFF in turn: the reader may accept the result, but never crashes.
        var errors = 0
        for offset in 0..<Self.complete.count {
            var bytes = Self.complete
            bytes[offset] = 0xFF
            do {
                let face = try OpenTypeFace(bytes: bytes)
                _ = face.kerning(between: "A", and: "V") + face.advance(ofGlyph: face.glyph(for: "A"))
            } catch {
                errors += 1
            }
        }
        #expect(errors > 0)
    }

    @Test func randomCorruptionOfARealFontIsAnErrorOrAFace() throws {
        // Liberation Sans has both kerning tables; bytes past its directory are overwritten at seeded random places,
        // most often inside the tables the reader parses (cmap, GPOS, kern are far from the file's start).
        let path = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
        let original = try #require(FontRegistry(searchPaths: []).register(fileAt: path).first?.openType)
        #expect(original.glyphCount > 0)
        let bytes = try Self.bytes(of: path)
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<30 {
            var corrupted = bytes
            for _ in 0..<8 {
                corrupted[12 + next(corrupted.count - 12)] = UInt8(next(256))
            }
            if let face = try? OpenTypeFace(bytes: corrupted) {
                for scalar in "AVTo語😀".unicodeScalars {
                    _ = face.advance(ofGlyph: face.glyph(for: scalar)) + face.kerning(between: scalar, and: "A")
                }
            }
        }
    }

    /// The bytes of a font file.
    private static func bytes(of path: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let file = try #require(fopen(path, "rb"))
        defer { fclose(file) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 {
            bytes += chunk[0..<count]
        }
        return bytes
    }

    @Test func aTableOutsideTheFileNamesItsRecord() {
        var bytes = Self.complete
        // The first record's length (at 12 + 12) made huge.
        bytes[24] = 0x7F
        #expect(throws: FontFileError.self) { try OpenTypeFace(bytes: bytes) }
        do {
            _ = try OpenTypeFace(bytes: bytes)
        } catch {
            #expect(error.table == "directory")
            #expect(error.offset == 20)
            #expect(error.description == "font table 'directory' at offset 20: table 'GPOS' lies outside the file")
        }
    }

    @Test func notAFont() {
        #expect(throws: FontFileError(table: "directory", offset: 0, reason: .notAFont)) {
            try OpenTypeFace(bytes: Array("hello, world".utf8))
        }
        #expect(throws: FontFileError(table: "directory", offset: 0, reason: .truncated)) {
            try OpenTypeFace(bytes: [])
        }
    }

    @Test func aMissingTableIsNamed() {
        let tables = FontBuilder().tables().filter { $0.0 != "cmap" }
        #expect(throws: FontFileError(table: "cmap", offset: 0, reason: .missingTable)) {
            try OpenTypeFace(bytes: FontBuilder.file(tables, base: 0))
        }
    }
}
