/// Builds small font files byte by byte, so the reader can be tested on tables the installed fonts do not have
/// (a `kern` table alone, Mac Roman names, collections) and on every way of breaking them.
struct FontBuilder {
    /// Big-endian bytes.
    struct Bytes {
        var data: [UInt8] = []

        mutating func u16(_ value: Int) {
            data += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        }

        mutating func u32(_ value: Int) {
            u16(value >> 16)
            u16(value & 0xFFFF)
        }

        mutating func tag(_ text: String) {
            data += Array(text.utf8)
        }
    }

    var unitsPerEm = 1000
    /// Scalars and their glyphs (glyph 0 is .notdef).
    var glyphs: [(Unicode.Scalar, Int)] = [("A", 1), ("V", 2), ("a", 3), (" ", 4)]
    /// Advances of glyphs 0..., the last repeated past them.
    var advances = [500, 600, 650, 550]
    var glyphCount = 6
    /// Pairs for a `kern` table (left glyph, right glyph, value); none: no table.
    var kernPairs: [(Int, Int, Int)] = []
    /// Pairs for a `GPOS` PairPos format 1 wrapped in an extension lookup; none: no table.
    var gposPairs: [(Int, Int, Int)] = []
    /// Use a format 12 character map instead of format 4.
    var format12 = false
    /// Name records: platform, encoding, language, name ID, bytes.
    var names: [(Int, Int, Int, Int, [UInt8])] = []

    /// The tables by tag.
    func tables() -> [(String, [UInt8])] {
        var tables: [(String, [UInt8])] = [("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx())]
        tables.append(("cmap", format12 ? cmap12() : cmap4()))
        if !kernPairs.isEmpty {
            tables.append(("kern", kern()))
        }
        if !gposPairs.isEmpty {
            tables.append(("GPOS", gpos()))
        }
        if !names.isEmpty {
            tables.append(("name", name()))
        }
        return tables.sorted { $0.0 < $1.0 }
    }

    /// A font file.
    func build() -> [UInt8] {
        Self.file(tables(), base: 0)
    }

    /// A collection of `fonts`.
    static func collection(_ fonts: [FontBuilder]) -> [UInt8] {
        var header = Bytes()
        header.tag("ttcf")
        header.u32(0x0001_0000)
        header.u32(fonts.count)
        let headerSize = 12 + 4 * fonts.count
        var bodies: [[UInt8]] = []
        var offset = headerSize
        for font in fonts {
            header.u32(offset)
            let body = file(font.tables(), base: offset)
            bodies.append(body)
            offset += body.count
        }
        return header.data + bodies.joined()
    }

    /// A table directory and its tables, as if placed at `base` in the file.
    static func file(_ tables: [(String, [UInt8])], base: Int) -> [UInt8] {
        var directory = Bytes()
        directory.u32(0x0001_0000)
        directory.u16(tables.count)
        directory.u16(0)
        directory.u16(0)
        directory.u16(0)
        var body: [UInt8] = []
        var offset = base + 12 + 16 * tables.count
        for (tag, data) in tables {
            directory.tag(tag)
            directory.u32(0)
            directory.u32(offset)
            directory.u32(data.count)
            var padded = data
            while padded.count % 4 != 0 {
                padded.append(0)
            }
            body += padded
            offset += padded.count
        }
        return directory.data + body
    }

    func head() -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0001_0000)
        bytes.u32(0)
        bytes.u32(0)
        bytes.u32(0x5F0F_3CF5)
        bytes.u16(0)
        bytes.u16(unitsPerEm)
        bytes.data += [UInt8](repeating: 0, count: 54 - bytes.data.count)
        return bytes.data
    }

    func hhea() -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0001_0000)
        bytes.u16(800)
        bytes.u16(0x10000 - 200)
        bytes.u16(100)
        bytes.data += [UInt8](repeating: 0, count: 34 - bytes.data.count)
        bytes.u16(advances.count)
        return bytes.data
    }

    func maxp() -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0000_5000)
        bytes.u16(glyphCount)
        return bytes.data
    }

    func hmtx() -> [UInt8] {
        var bytes = Bytes()
        for advance in advances {
            bytes.u16(advance)
            bytes.u16(0)
        }
        return bytes.data
    }

    /// One segment per scalar, mapped by delta, and the closing 0xFFFF segment.
    func cmap4() -> [UInt8] {
        let sorted = glyphs.sorted { $0.0.value < $1.0.value }
        let segments =
            sorted.map { (Int($0.0.value), Int($0.0.value), ($0.1 - Int($0.0.value)) & 0xFFFF) }
            + [(0xFFFF, 0xFFFF, 1)]
        var sub = Bytes()
        sub.u16(4)
        sub.u16(16 + 8 * segments.count)
        sub.u16(0)
        sub.u16(2 * segments.count)
        sub.u16(0)
        sub.u16(0)
        sub.u16(0)
        for segment in segments { sub.u16(segment.1) }
        sub.u16(0)
        for segment in segments { sub.u16(segment.0) }
        for segment in segments { sub.u16(segment.2) }
        for _ in segments { sub.u16(0) }
        return cmapHeader(encoding: 1) + sub.data
    }

    func cmap12() -> [UInt8] {
        let sorted = glyphs.sorted { $0.0.value < $1.0.value }
        var sub = Bytes()
        sub.u16(12)
        sub.u16(0)
        sub.u32(16 + 12 * sorted.count)
        sub.u32(0)
        sub.u32(sorted.count)
        for (scalar, glyph) in sorted {
            sub.u32(Int(scalar.value))
            sub.u32(Int(scalar.value))
            sub.u32(glyph)
        }
        return cmapHeader(encoding: 10) + sub.data
    }

    private func cmapHeader(encoding: Int) -> [UInt8] {
        var bytes = Bytes()
        bytes.u16(0)
        bytes.u16(1)
        bytes.u16(3)
        bytes.u16(encoding)
        bytes.u32(12)
        return bytes.data
    }

    func kern() -> [UInt8] {
        let pairs = kernPairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        var bytes = Bytes()
        bytes.u16(0)
        bytes.u16(1)
        bytes.u16(0)
        bytes.u16(14 + 6 * pairs.count)
        bytes.u16(0x0001)
        bytes.u16(pairs.count)
        bytes.u16(0)
        bytes.u16(0)
        bytes.u16(0)
        for (left, right, value) in pairs {
            bytes.u16(left)
            bytes.u16(right)
            bytes.u16(value & 0xFFFF)
        }
        return bytes.data
    }

    /// Script DFLT, its default language system naming feature 0 `kern`, lookup 0 of type 9 wrapping a PairPos
    /// format 1 subtable with the x advance of the first glyph.
    func gpos() -> [UInt8] {
        var bytes = Bytes()
        bytes.u32(0x0001_0000)
        bytes.u16(10)  // script list
        bytes.u16(30)  // feature list
        bytes.u16(44)  // lookup list
        // Script list at 10: one record, the script at 8 from the list.
        bytes.u16(1)
        bytes.tag("DFLT")
        bytes.u16(8)
        // Script at 18: the default language system at 4.
        bytes.u16(4)
        bytes.u16(0)
        // Language system at 22: no order, no required feature, one feature: 0.
        bytes.u16(0)
        bytes.u16(0xFFFF)
        bytes.u16(1)
        bytes.u16(0)
        // Feature list at 30: one record, the feature at 8.
        bytes.u16(1)
        bytes.tag("kern")
        bytes.u16(8)
        // Feature at 38: no parameters, one lookup: 0.
        bytes.u16(0)
        bytes.u16(1)
        bytes.u16(0)
        // Lookup list at 44: one lookup at 4.
        bytes.u16(1)
        bytes.u16(4)
        // Lookup at 48: type 9, one subtable at 8.
        bytes.u16(9)
        bytes.u16(0)
        bytes.u16(1)
        bytes.u16(8)
        // Extension at 56: format 1, type 2, the subtable at 8 from here.
        bytes.u16(1)
        bytes.u16(2)
        bytes.u32(8)
        // PairPos format 1 at 64.
        let lefts = Array(Set(gposPairs.map(\.0))).sorted()
        var pairSets: [[UInt8]] = []
        for left in lefts {
            var set = Bytes()
            let pairs = gposPairs.filter { $0.0 == left }.sorted { $0.1 < $1.1 }
            set.u16(pairs.count)
            for (_, right, value) in pairs {
                set.u16(right)
                set.u16(value & 0xFFFF)
            }
            pairSets.append(set.data)
        }
        var sub = Bytes()
        let headerSize = 10 + 2 * lefts.count
        var coverage = Bytes()
        coverage.u16(1)
        coverage.u16(lefts.count)
        for left in lefts { coverage.u16(left) }
        sub.u16(1)
        sub.u16(headerSize)
        sub.u16(0x0004)
        sub.u16(0)
        sub.u16(lefts.count)
        var offset = headerSize + coverage.data.count
        for set in pairSets {
            sub.u16(offset)
            offset += set.count
        }
        sub.data += coverage.data + pairSets.joined()
        return bytes.data + sub.data
    }

    func name() -> [UInt8] {
        var bytes = Bytes()
        bytes.u16(0)
        bytes.u16(names.count)
        bytes.u16(6 + 12 * names.count)
        var storage: [UInt8] = []
        for (platform, encoding, language, id, text) in names {
            bytes.u16(platform)
            bytes.u16(encoding)
            bytes.u16(language)
            bytes.u16(id)
            bytes.u16(text.count)
            bytes.u16(storage.count)
            storage += text
        }
        return bytes.data + storage
    }

    /// `text` in UTF-16BE, as Windows names are stored.
    static func utf16(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
}
