extension PairKerning {
    /// The pair adjustment lookups of `GPOS` that the `kern` feature of the Latin script (else the default script,
    /// else the first) lists in its default language system, type 2 directly or wrapped in a type 9 extension.
    init(gpos table: FontBytes) throws(FontFileError) {
        let scripts = try table.slice(from: Int(try table.u16(4)))
        let features = try table.slice(from: Int(try table.u16(6)))
        let lookupList = try table.slice(from: Int(try table.u16(8)))
        guard let script = try Self.script(in: scripts) else {
            return
        }
        let defaultLanguage = Int(try script.u16(0))
        guard defaultLanguage != 0 else {
            return
        }
        let language = try script.slice(from: defaultLanguage)
        var lookupIndexes: Set<Int> = []
        let featureCount = Int(try features.u16(0))
        for index in 0..<Int(try language.u16(4)) {
            let feature = Int(try language.u16(6 + 2 * index))
            guard feature < featureCount, try features.tag(2 + 6 * feature) == "kern" else {
                continue
            }
            let table = try features.slice(from: Int(try features.u16(2 + 6 * feature + 4)))
            for lookup in 0..<Int(try table.u16(2)) {
                lookupIndexes.insert(Int(try table.u16(4 + 2 * lookup)))
            }
        }
        let lookupCount = Int(try lookupList.u16(0))
        // Lookups apply in the order of the lookup list, whatever order the features name them in.
        for index in lookupIndexes.sorted() where index < lookupCount {
            let lookup = try lookupList.slice(from: Int(try lookupList.u16(2 + 2 * index)))
            let type = try lookup.u16(0)
            var subtables: [Subtable] = []
            for subtable in 0..<Int(try lookup.u16(4)) {
                var body = try lookup.slice(from: Int(try lookup.u16(6 + 2 * subtable)))
                var bodyType = type
                if type == 9 {
                    bodyType = try body.u16(2)
                    body = try body.slice(from: Int(try body.u32(4)))
                }
                if bodyType == 2, let read = try Self.pairPositioning(body) {
                    subtables.append(read)
                }
            }
            if !subtables.isEmpty {
                lookups.append(subtables)
            }
        }
    }

    /// The script table kerning is read from.
    private static func script(in scripts: FontBytes) throws(FontFileError) -> FontBytes? {
        var found: [String: Int] = [:]
        var first: Int?
        for index in 0..<Int(try scripts.u16(0)) {
            let offset = Int(try scripts.u16(2 + 6 * index + 4))
            found[try scripts.tag(2 + 6 * index)] = offset
            first = first ?? offset
        }
        guard let offset = found["latn"] ?? found["DFLT"] ?? first else {
            return nil
        }
        return try scripts.slice(from: offset)
    }

    /// A PairPos subtable, format 1 or 2 (nil for another format); only the first glyph's x advance is kept.
    private static func pairPositioning(_ table: FontBytes) throws(FontFileError) -> Subtable? {
        let format = try table.u16(0)
        let coverage = try Self.coverage(table.slice(from: Int(try table.u16(2))))
        let firstFormat = try table.u16(4)
        let secondFormat = try table.u16(6)
        let firstSize = 2 * (firstFormat & 0xFF).nonzeroBitCount
        let recordSize = firstSize + 2 * (secondFormat & 0xFF).nonzeroBitCount
        // The x advance follows the x and y placements the format has.
        let advanceOffset: Int? = firstFormat & 0x4 != 0 ? 2 * (firstFormat & 0x3).nonzeroBitCount : nil
        func advance(_ table: FontBytes, at record: Int) throws(FontFileError) -> Int16 {
            guard let advanceOffset else {
                return 0
            }
            return try table.i16(record + advanceOffset)
        }
        switch format {
        case 1:
            var starts: [Int32] = []
            var seconds: [UInt16] = []
            var values: [Int16] = []
            for set in 0..<Int(try table.u16(8)) {
                starts.append(Int32(seconds.count))
                let pairs = try table.slice(from: Int(try table.u16(10 + 2 * set)))
                var previous: UInt16?
                for pair in 0..<Int(try pairs.u16(0)) {
                    let record = 2 + pair * (2 + recordSize)
                    let second = try pairs.u16(record)
                    guard previous.map({ $0 < second }) ?? true else {
                        throw pairs.error(.invalidValue("pair set \(set) is not sorted"), at: record)
                    }
                    previous = second
                    seconds.append(second)
                    values.append(try advance(pairs, at: record + 2))
                }
            }
            starts.append(Int32(seconds.count))
            return .pairs(coverage: coverage, starts: starts, seconds: seconds, values: values)
        case 2:
            let first = try Self.classes(table.slice(from: Int(try table.u16(8))))
            let second = try Self.classes(table.slice(from: Int(try table.u16(10))))
            let firstCount = Int(try table.u16(12))
            let secondCount = Int(try table.u16(14))
            try table.check(16, firstCount * secondCount * recordSize)
            var values: [Int16] = []
            values.reserveCapacity(firstCount * secondCount)
            for cell in 0..<(firstCount * secondCount) {
                values.append(try advance(table, at: 16 + cell * recordSize))
            }
            return .classes(coverage: coverage, first: first, second: second, secondCount: secondCount, values: values)
        default:
            return nil
        }
    }

    /// A coverage table, format 1 (a sorted glyph list) or 2 (ranges).
    private static func coverage(_ table: FontBytes) throws(FontFileError) -> Coverage {
        var coverage = Coverage()
        switch try table.u16(0) {
        case 1:
            let glyphs = try table.u16Array(4, count: Int(try table.u16(2)))
            for (index, glyph) in glyphs.enumerated() {
                try coverage.append(glyph, glyph, start: index, table, at: 4 + 2 * index)
            }
        case 2:
            for range in 0..<Int(try table.u16(2)) {
                let record = 4 + 6 * range
                let first = try table.u16(record)
                let last = try table.u16(record + 2)
                try coverage.append(first, last, start: Int(try table.u16(record + 4)), table, at: record)
            }
        default:
            throw table.error(.invalidValue("unknown coverage format"), at: 0)
        }
        return coverage
    }

    /// A class definition table, format 1 (classes of consecutive glyphs) or 2 (ranges).
    private static func classes(_ table: FontBytes) throws(FontFileError) -> Classes {
        var classes = Classes()
        switch try table.u16(0) {
        case 1:
            let start = Int(try table.u16(2))
            let values = try table.u16Array(6, count: Int(try table.u16(4)))
            guard start + values.count <= 0x10000 else {
                throw table.error(.invalidValue("classes run past the last glyph"), at: 2)
            }
            for (index, value) in values.enumerated() where value != 0 {
                let glyph = UInt16(start + index)
                if classes.classes.last == value, classes.lasts.last.map({ $0 + 1 == glyph }) ?? false {
                    classes.lasts[classes.lasts.count - 1] = glyph
                } else {
                    classes.firsts.append(glyph)
                    classes.lasts.append(glyph)
                    classes.classes.append(value)
                }
            }
        case 2:
            for range in 0..<Int(try table.u16(2)) {
                let record = 4 + 6 * range
                let first = try table.u16(record)
                let last = try table.u16(record + 2)
                guard first <= last, classes.lasts.last.map({ $0 < first }) ?? true else {
                    throw table.error(.invalidValue("class range \(range) is out of order"), at: record)
                }
                classes.firsts.append(first)
                classes.lasts.append(last)
                classes.classes.append(try table.u16(record + 4))
            }
        default:
            throw table.error(.invalidValue("unknown class definition format"), at: 0)
        }
        return classes
    }
}

extension PairKerning.Coverage {
    /// Appends a range of glyphs, which must come after the ranges before it.
    fileprivate mutating func append(
        _ first: UInt16, _ last: UInt16, start: Int, _ table: FontBytes, at offset: Int
    ) throws(FontFileError) {
        guard first <= last, lasts.last.map({ $0 < first }) ?? true else {
            throw table.error(.invalidValue("coverage is not sorted"), at: offset)
        }
        firsts.append(first)
        lasts.append(last)
        startIndexes.append(Int32(start))
    }
}
