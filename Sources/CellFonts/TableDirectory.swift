/// The tables of one face: the directory at the start of a font file, or at one of a collection's offsets.
struct TableDirectory {
    /// A table's place in the file.
    struct Entry {
        /// Where the table starts.
        var offset: Int
        /// Its length in bytes.
        var length: Int
    }

    /// The whole file.
    let bytes: [UInt8]
    /// The tables by tag.
    private(set) var entries: [String: Entry] = [:]

    /// The sfnt versions a face may start with: TrueType outlines, CFF outlines (`OTTO`), Apple's `true`.
    private static let versions: Set<UInt32> = [0x0001_0000, 0x4F54_544F, 0x7472_7565]
    /// `ttcf`, the tag a collection starts with.
    private static let collectionTag: UInt32 = 0x7474_6366

    /// How many faces the file holds: a collection's count, or 1.
    static func faceCount(in bytes: [UInt8]) throws(FontFileError) -> Int {
        let header = try FontBytes(bytes, table: "directory", start: 0, count: bytes.count)
        let version = try header.u32(0)
        if version == collectionTag {
            let collection = try FontBytes(bytes, table: "ttcf", start: 0, count: bytes.count)
            return Int(try collection.u32(8))
        }
        guard versions.contains(version) else {
            throw header.error(.notAFont, at: 0)
        }
        return 1
    }

    /// The directory of face `index` (0 for a file that is not a collection).
    init(bytes: [UInt8], faceIndex index: Int) throws(FontFileError) {
        self.bytes = bytes
        let file = try FontBytes(bytes, table: "directory", start: 0, count: bytes.count)
        var start = 0
        if try file.u32(0) == Self.collectionTag {
            let collection = try FontBytes(bytes, table: "ttcf", start: 0, count: bytes.count)
            let count = Int(try collection.u32(8))
            guard index >= 0, index < count else {
                throw collection.error(.noSuchFace(index: index, count: count), at: 8)
            }
            start = Int(try collection.u32(12 + 4 * index))
        } else if index != 0 {
            throw file.error(.noSuchFace(index: index, count: 1), at: 0)
        }
        let directory = try file.slice(from: start)
        guard Self.versions.contains(try directory.u32(0)) else {
            throw directory.error(.notAFont, at: 0)
        }
        let tableCount = Int(try directory.u16(4))
        for table in 0..<tableCount {
            let record = 12 + 16 * table
            let tag = try directory.tag(record)
            let entry = Entry(offset: Int(try directory.u32(record + 8)), length: Int(try directory.u32(record + 12)))
            // Checked here, so that every table the reader asks for lies inside the file.
            guard entry.offset <= bytes.count, entry.length <= bytes.count - entry.offset else {
                throw directory.error(.invalidValue("table '\(tag)' lies outside the file"), at: record + 8)
            }
            entries[tag] = entry
        }
    }

    /// The table `tag`, or nil when the face has none.
    func optionalTable(_ tag: String) throws(FontFileError) -> FontBytes? {
        guard let entry = entries[tag] else {
            return nil
        }
        return try FontBytes(bytes, table: tag, start: entry.offset, count: entry.length)
    }

    /// The table `tag`, which the face must have.
    func table(_ tag: String) throws(FontFileError) -> FontBytes {
        guard let table = try optionalTable(tag) else {
            throw FontFileError(table: tag, offset: 0, reason: .missingTable)
        }
        return table
    }
}
