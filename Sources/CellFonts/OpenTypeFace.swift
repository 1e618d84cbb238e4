/// One face of an OpenType or TrueType file (`.otf`, `.ttf`, or one face of a `.ttc` collection), read from the
/// file's bytes: its units per em, vertical metrics, names, character map, advances and pair kerning.
///
/// Reading checks every offset and length against the file, so a malformed file is a `FontFileError` naming the
/// table and offset. After that, lookups cannot fail: a scalar the face lacks has glyph 0, a glyph past the face's
/// count the last advance, an unkerned pair 0.
public struct OpenTypeFace: Sendable {
    /// The design grid: font units per em (`head`).
    public let unitsPerEm: Int
    /// The number of glyphs (`maxp`).
    public let glyphCount: Int
    /// The vertical metrics (`hhea`, `OS/2`).
    public let metrics: FaceMetrics
    /// The names (`name`).
    public let names: FaceNames
    /// Whether `head`'s macStyle or `OS/2`'s fsSelection says italic.
    public let isItalic: Bool
    /// The `OS/2` weight class, 100 to 900 (400 without an `OS/2` table).
    public let weightClass: Int
    /// Whether the face draws colour glyphs (`CBDT`, `sbix` or `COLR`): an emoji face, which a browser and iOS use
    /// for an emoji presentation sequence (a scalar and U+FE0F) whatever face covers the scalar itself.
    public let hasColorGlyphs: Bool

    private let characterMap: CharacterMap
    /// The advance of each glyph up to `hhea`'s numberOfHMetrics; later glyphs repeat the last.
    private let advances: [UInt16]
    private let kerning: PairKerning
    /// Glyphs of the ASCII scalars, looked up once since most text is mostly ASCII.
    private let asciiGlyphs: [UInt16]
    /// Kerning between printable ASCII glyphs, `[(left - 32) * 95 + right - 32]`, empty for a face without kerning.
    private let asciiKerning: [Int16]

    /// How many faces `bytes` holds: a collection's count, else 1.
    public static func faceCount(in bytes: [UInt8]) throws(FontFileError) -> Int {
        try TableDirectory.faceCount(in: bytes)
    }

    /// Reads face `index` (0 unless `bytes` is a collection) of a font file.
    public init(bytes: [UInt8], faceIndex index: Int = 0) throws(FontFileError) {
        let directory = try TableDirectory(bytes: bytes, faceIndex: index)
        let head = try directory.table("head")
        guard try head.u32(12) == 0x5F0F_3CF5 else {
            throw head.error(.invalidValue("bad magic number"), at: 12)
        }
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw head.error(.invalidValue("units per em \(unitsPerEm) outside 16...16384"), at: 18)
        }
        glyphCount = Int(try directory.table("maxp").u16(4))
        hasColorGlyphs = ["CBDT", "sbix", "COLR"].contains { directory.entries[$0] != nil }
        let hhea = try directory.table("hhea")
        let metricCount = Int(try hhea.u16(34))
        guard metricCount >= 1 else {
            throw hhea.error(.invalidValue("no horizontal metrics"), at: 34)
        }
        let hmtx = try directory.table("hmtx")
        try hmtx.check(0, 4 * metricCount)
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for glyph in 0..<metricCount {
            advances.append(try hmtx.u16(4 * glyph))
        }
        self.advances = advances
        var metrics = FaceMetrics(
            horizontalAscender: Int(try hhea.i16(4)), horizontalDescender: Int(try hhea.i16(6)),
            horizontalLineGap: Int(try hhea.i16(8)), typoAscender: 0, typoDescender: 0, typoLineGap: 0,
            winAscent: 0, winDescent: 0, usesTypoMetrics: false, capHeight: unitsPerEm * 7 / 10,
            xHeight: unitsPerEm / 2)
        var italic = try head.u16(44) & 0x2 != 0
        var weightClass = 400
        if let os2 = try directory.optionalTable("OS/2") {
            let version = try os2.u16(0)
            weightClass = Int(try os2.u16(4))
            let selection = try os2.u16(62)
            italic = italic || selection & 0x1 != 0
            metrics.typoAscender = Int(try os2.i16(68))
            metrics.typoDescender = Int(try os2.i16(70))
            metrics.typoLineGap = Int(try os2.i16(72))
            metrics.winAscent = Int(try os2.u16(74))
            metrics.winDescent = Int(try os2.u16(76))
            metrics.usesTypoMetrics = selection & 0x80 != 0
            if version >= 2 {
                metrics.xHeight = Int(try os2.i16(86))
                metrics.capHeight = Int(try os2.i16(88))
            }
        }
        self.metrics = metrics
        self.isItalic = italic
        self.weightClass = weightClass
        names = try FaceNames(table: directory.optionalTable("name"))
        let characterMap = try CharacterMap(table: directory.table("cmap"))
        self.characterMap = characterMap
        var kerning = PairKerning()
        if let gpos = try directory.optionalTable("GPOS") {
            kerning = try PairKerning(gpos: gpos)
        }
        if kerning.isEmpty, let kern = try directory.optionalTable("kern") {
            kerning = try PairKerning(kern: kern)
        }
        self.kerning = kerning
        let asciiGlyphs = (0..<128).map { characterMap.glyph(for: Unicode.Scalar(UInt8($0))) }
        self.asciiGlyphs = asciiGlyphs
        var asciiKerning: [Int16] = []
        if !kerning.isEmpty {
            asciiKerning.reserveCapacity(95 * 95)
            for left in asciiGlyphs[32..<127] {
                for right in asciiGlyphs[32..<127] {
                    asciiKerning.append(Int16(clamping: kerning.adjustment(left, right)))
                }
            }
        }
        self.asciiKerning = asciiKerning
    }

    /// The glyph of `scalar`, 0 (`.notdef`) when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        scalar.value < 128 ? asciiGlyphs[Int(scalar.value)] : characterMap.glyph(for: scalar)
    }

    /// Whether the face has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar) != 0
    }

    /// The advance of `glyph` in font units; glyphs past `hhea`'s numberOfHMetrics repeat the last advance.
    public func advance(ofGlyph glyph: UInt16) -> Int {
        Int(advances[min(Int(glyph), advances.count - 1)])
    }

    /// The kerning between two glyphs in font units (negative: closer).
    public func kerning(between left: UInt16, and right: UInt16) -> Int {
        kerning.adjustment(left, right)
    }

    /// The kerning between two scalars' glyphs, from the ASCII table when both are printable ASCII.
    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Int {
        guard !asciiKerning.isEmpty else {
            return 0
        }
        if (32..<127).contains(left.value), (32..<127).contains(right.value) {
            return Int(asciiKerning[Int(left.value - 32) * 95 + Int(right.value - 32)])
        }
        return kerning.adjustment(glyph(for: left), glyph(for: right))
    }
}
