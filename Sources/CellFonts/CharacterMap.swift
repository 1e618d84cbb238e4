import CellSupport

/// A face's character map (`cmap`): Unicode scalars to glyph IDs, from a format 4 or format 12 subtable, looked up
/// by binary search over its segments or groups.
struct CharacterMap: Sendable {
    /// A run of scalars whose glyphs follow one rule: `glyph = scalar + delta` (mod 65536 for format 4), or, when
    /// `glyphIndex` is set, `glyphs[glyphIndex + scalar - first]` (then plus `delta`, as format 4 says).
    struct Segment: Sendable {
        var first: UInt32
        var last: UInt32
        var delta: Int64
        var glyphIndex: Int?
    }

    /// The segments, sorted by `last` and disjoint.
    private let segments: [Segment]
    /// Format 4's glyph ID array (with the range offsets in front, since offsets count from there).
    private let glyphs: [UInt16]
    /// Whether glyph IDs wrap at 65536 (format 4).
    private let wraps: Bool

    /// The subtables read, best first: Windows full repertoire, Unicode full repertoire, Windows BMP, Unicode BMP.
    private static let preferred: [(platform: UInt16, encoding: UInt16)] = [(3, 10), (0, 4), (3, 1), (0, 3)]

    /// The Unicode subtable of `table`.
    init(table: FontBytes) throws(FontFileError) {
        let count = Int(try table.u16(2))
        var offsets: [Int: Int] = [:]
        for index in 0..<count {
            let record = 4 + 8 * index
            let key = Int(try table.u16(record)) << 16 | Int(try table.u16(record + 2))
            let offset = Int(try table.u32(record + 4))
            let format = try table.u16(offset)
            if offsets[key] == nil, format == 4 || format == 12 {
                offsets[key] = offset
            }
        }
        let chosen = Self.preferred.lazy.compactMap { offsets[Int($0.platform) << 16 | Int($0.encoding)] }.first
        guard let offset = chosen else {
            throw table.error(.unsupported("no Unicode subtable of format 4 or 12"), at: 0)
        }
        if try table.u16(offset) == 4 {
            (segments, glyphs) = try Self.format4(table.slice(from: offset))
            wraps = true
        } else {
            segments = try Self.format12(table.slice(from: offset))
            glyphs = []
            wraps = false
        }
    }

    /// The glyph of `scalar`, 0 (`.notdef`) when the face has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        let value = scalar.value
        let index = segments.partitioningIndex { $0.last >= value }
        guard index < segments.count, segments[index].first <= value else {
            return 0
        }
        let segment = segments[index]
        var glyph = Int64(value)
        if let base = segment.glyphIndex {
            // Checked when the table was read: every scalar of the segment indexes inside `glyphs`.
            let stored = glyphs[base + Int(value - segment.first)]
            guard stored != 0 else {
                return 0
            }
            glyph = Int64(stored)
        }
        glyph += segment.delta
        if wraps {
            return UInt16(truncatingIfNeeded: glyph)
        }
        return glyph >= 0 && glyph <= Int64(UInt16.max) ? UInt16(glyph) : 0
    }

    /// Format 4, segment mapping to delta values: the segments and the glyph array their range offsets index.
    private static func format4(_ table: FontBytes) throws(FontFileError) -> ([Segment], [UInt16]) {
        let segmentCount = Int(try table.u16(6)) / 2
        let ends = try table.u16Array(14, count: segmentCount)
        let starts = try table.u16Array(16 + 2 * segmentCount, count: segmentCount)
        let deltas = try table.u16Array(16 + 4 * segmentCount, count: segmentCount)
        // The declared length is 16 bits and often wrong in large fonts, so the array runs to the table's end.
        let rangeStart = 16 + 6 * segmentCount
        let glyphs = try table.u16Array(rangeStart, count: max(0, table.count - rangeStart) / 2)
        var segments: [Segment] = []
        segments.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            let first = UInt32(starts[index])
            let last = UInt32(ends[index])
            guard first <= last, segments.last.map({ $0.last < first }) ?? true else {
                throw table.error(.invalidValue("segment \(index) is out of order"), at: 14 + 2 * index)
            }
            let rangeOffset = index < glyphs.count ? Int(glyphs[index]) : 0
            var segment = Segment(first: first, last: last, delta: Int64(deltas[index]), glyphIndex: nil)
            if rangeOffset != 0 {
                let base = index + rangeOffset / 2
                guard base + Int(last - first) < glyphs.count else {
                    throw table.error(.invalidValue("segment \(index) indexes past the glyph array"), at: rangeStart)
                }
                segment.glyphIndex = base
            }
            segments.append(segment)
        }
        return (segments, glyphs)
    }

    /// Format 12, segmented coverage: groups of consecutive scalars and glyphs.
    private static func format12(_ table: FontBytes) throws(FontFileError) -> [Segment] {
        let groupCount = Int(try table.u32(12))
        try table.check(16, groupCount * 12)
        var segments: [Segment] = []
        segments.reserveCapacity(groupCount)
        for index in 0..<groupCount {
            let record = 16 + 12 * index
            let first = try table.u32(record)
            let last = try table.u32(record + 4)
            guard first <= last, segments.last.map({ $0.last < first }) ?? true else {
                throw table.error(.invalidValue("group \(index) is out of order"), at: record)
            }
            let glyph = Int64(try table.u32(record + 8))
            segments.append(Segment(first: first, last: last, delta: glyph - Int64(first), glyphIndex: nil))
        }
        return segments
    }
}
