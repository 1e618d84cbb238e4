import CellFonts
import Testing

/// The reader against the installed Debian fonts (which `.ci/run` installs) and against small files built here.
@Suite("OpenTypeFace")
struct OpenTypeFaceTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let liberationSans = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let droid = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"

    static func face(at path: String) throws -> OpenTypeFace {
        let registry = FontRegistry(searchPaths: [])
        let faces = try registry.register(fileAt: path)
        return try #require(faces.first?.openType)
    }

    @Test func interHasItsGridMetricsAndNames() throws {
        let face = try Self.face(at: Self.inter)
        #expect(face.unitsPerEm == 2816)
        #expect(face.names.family == "Inter")
        #expect(face.names.postScriptName == "Inter-Regular")
        #expect(face.metrics.ascender == 2728)
        #expect(face.metrics.descender == -680)
        #expect(face.metrics.lineHeight == 3408)
        #expect(face.metrics.usesTypoMetrics)
        #expect(face.metrics.capHeight == 2048)
        #expect(face.metrics.xHeight == 1536)
        #expect(face.weightClass == 400)
        #expect(!face.isItalic)
        let a = face.glyph(for: "A")
        #expect(a != 0)
        #expect(face.advance(ofGlyph: a) == 1904)
        #expect(face.kerning(between: a, and: face.glyph(for: "V")) == -192)
    }

    @Test(arguments: [(inter, "AV"), (inter, "To"), (liberationSans, "AV"), (liberationSans, "To")])
    func knownPairsKernTighter(path: String, pair: String) throws {
        let face = try Self.face(at: path)
        let scalars = Array(pair.unicodeScalars)
        #expect(face.kerning(between: scalars[0], and: scalars[1]) < 0)
        // The ASCII table and the glyph lookup agree.
        let glyphs = scalars.map(face.glyph(for:))
        #expect(face.kerning(between: glyphs[0], and: glyphs[1]) == face.kerning(between: scalars[0], and: scalars[1]))
        #expect(face.kerning(between: face.glyph(for: "o"), and: face.glyph(for: "o")) == 0)
    }

    @Test func emojiComeFromAFormat12Map() throws {
        let face = try Self.face(at: Self.emoji)
        #expect(face.covers("😀"))
        #expect(face.covers("🧑"))
        #expect(face.advance(ofGlyph: face.glyph(for: "😀")) == 2550)
        #expect(!face.covers("A"))
    }

    @Test func theCJKFallbackHasIdeographsAndKana() throws {
        let face = try Self.face(at: Self.droid)
        #expect(face.unitsPerEm == 256)
        for scalar in "語東京かなカナ".unicodeScalars {
            #expect(face.covers(scalar), "\(scalar)")
        }
    }

    @Test func glyphsPastTheMetricsRepeatTheLastAdvance() throws {
        let face = try OpenTypeFace(bytes: FontBuilder().build())
        #expect(face.advance(ofGlyph: 3) == 550)
        #expect(face.advance(ofGlyph: 5) == 550)
        #expect(face.advance(ofGlyph: 60000) == 550)
        #expect(face.glyph(for: "V") == 2)
        #expect(face.glyph(for: "Z") == 0)
    }

    @Test(arguments: [false, true])
    func characterMapsOfBothFormats(format12: Bool) throws {
        var builder = FontBuilder()
        builder.format12 = format12
        builder.glyphs = [("A", 1), ("é", 2), ("語", 3), ("😀", 4)].filter { format12 || $0.0.value < 0x10000 }
        let face = try OpenTypeFace(bytes: builder.build())
        for (scalar, glyph) in builder.glyphs {
            #expect(face.glyph(for: scalar) == UInt16(glyph))
        }
        #expect(face.glyph(for: "B") == 0)
        #expect(face.glyph(for: "\u{10FFFF}") == 0)
    }

    @Test func kernTableFormat0() throws {
        var builder = FontBuilder()
        builder.kernPairs = [(1, 2, -80), (2, 1, -70), (3, 3, 5)]
        let face = try OpenTypeFace(bytes: builder.build())
        #expect(face.kerning(between: "A", and: "V") == -80)
        #expect(face.kerning(between: "V", and: "A") == -70)
        #expect(face.kerning(between: "a", and: "a") == 5)
        #expect(face.kerning(between: "A", and: "a") == 0)
    }

    @Test func gposPairsInAnExtensionLookupWinOverTheKernTable() throws {
        var builder = FontBuilder()
        builder.kernPairs = [(1, 2, -80)]
        builder.gposPairs = [(1, 2, -120), (2, 1, -60), (2, 3, -10)]
        let face = try OpenTypeFace(bytes: builder.build())
        #expect(face.kerning(between: "A", and: "V") == -120)
        #expect(face.kerning(between: "V", and: "A") == -60)
        #expect(face.kerning(between: face.glyph(for: "V"), and: face.glyph(for: "a")) == -10)
        #expect(face.kerning(between: "a", and: "V") == 0)
    }

    @Test func namesFromWindowsAndMacRecords() throws {
        var builder = FontBuilder()
        // Mac Roman 0x8E is é.
        builder.names = [
            (1, 0, 0, 1, Array("Caf".utf8) + [0x8E]), (1, 0, 0, 6, Array("Cafe-Mac".utf8)),
            (3, 1, 0x409, 6, FontBuilder.utf16("Café-Regular")), (3, 1, 0x409, 2, FontBuilder.utf16("Regular")),
        ]
        let names = try OpenTypeFace(bytes: builder.build()).names
        #expect(names.family == "Café")
        #expect(names.postScriptName == "Café-Regular")
        #expect(names.subfamily == "Regular")
    }

    @Test func aCollectionHoldsSeveralFaces() throws {
        var second = FontBuilder()
        second.unitsPerEm = 2048
        second.advances = [1000, 1200]
        let bytes = FontBuilder.collection([FontBuilder(), second])
        #expect(try OpenTypeFace.faceCount(in: bytes) == 2)
        #expect(try OpenTypeFace(bytes: bytes, faceIndex: 0).unitsPerEm == 1000)
        let face = try OpenTypeFace(bytes: bytes, faceIndex: 1)
        #expect(face.unitsPerEm == 2048)
        #expect(face.advance(ofGlyph: face.glyph(for: "A")) == 1200)
        #expect(throws: FontFileError.self) { try OpenTypeFace(bytes: bytes, faceIndex: 2) }
        let registered = try FontRegistry(searchPaths: []).register(bytes: bytes)
        #expect(registered.map(\.faceIndex) == [0, 1])
    }
}
