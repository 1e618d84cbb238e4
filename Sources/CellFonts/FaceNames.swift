/// The names a face gives itself in its `name` table, which the registry matches an app's font names against.
public struct FaceNames: Sendable, Hashable {
    /// The family (name ID 16, the typographic family, when present, else ID 1): `Inter`.
    public var family: String
    /// The style within the family (ID 17, else ID 2): `Bold Italic`.
    public var subfamily: String
    /// The full name (ID 4): `Inter Bold Italic`.
    public var fullName: String
    /// The PostScript name (ID 6), which `UIFont(name:size:)` takes: `Inter-BoldItalic`.
    public var postScriptName: String

    /// Names from a face's `name` table, or empty names for a face without one.
    init(table: FontBytes?) throws(FontFileError) {
        var found: [UInt16: (rank: Int, text: String)] = [:]
        if let table {
            let count = Int(try table.u16(2))
            let storage = Int(try table.u16(4))
            for index in 0..<count {
                let record = 6 + 12 * index
                let platform = try table.u16(record)
                let encoding = try table.u16(record + 2)
                let language = try table.u16(record + 4)
                let id = try table.u16(record + 6)
                guard [1, 2, 4, 6, 16, 17].contains(id),
                    let rank = Self.rank(platform: platform, encoding: encoding, language: language),
                    rank < found[id]?.rank ?? Int.max
                else {
                    continue
                }
                let length = Int(try table.u16(record + 8))
                let offset = storage + Int(try table.u16(record + 10))
                let bytes = try table.slice(offset, length)
                let text = platform == 1 ? try Self.macRoman(bytes) : try Self.utf16(bytes)
                found[id] = (rank, text)
            }
        }
        family = found[16]?.text ?? found[1]?.text ?? ""
        subfamily = found[17]?.text ?? found[2]?.text ?? ""
        fullName = found[4]?.text ?? ""
        postScriptName = found[6]?.text ?? ""
    }

    /// The preference of a record's platform, encoding and language, lower first; nil for one that is not read.
    /// Windows Unicode in US English first (what CoreText shows), then any Windows Unicode, Unicode, Mac Roman.
    private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int? {
        switch (platform, encoding) {
        case (3, 1), (3, 10): language == 0x409 ? 0 : 1
        case (0, _): 2
        case (1, 0): language == 0 ? 3 : 4
        default: nil
        }
    }

    /// UTF-16BE text; an unpaired surrogate becomes U+FFFD.
    private static func utf16(_ bytes: FontBytes) throws(FontFileError) -> String {
        let units = try bytes.u16Array(0, count: bytes.count / 2)
        var text = ""
        for scalar in Unicode.UTF16.decode(units) {
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    /// Mac Roman text: ASCII below 0x80, the table above.
    private static func macRoman(_ bytes: FontBytes) throws(FontFileError) -> String {
        var text = ""
        for offset in 0..<bytes.count {
            let byte = try bytes.u8(offset)
            let value = byte < 0x80 ? UInt32(byte) : UInt32(macRomanHigh[Int(byte) - 0x80])
            text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return text
    }

    /// The scalars of Mac Roman's bytes 0x80 to 0xFF.
    private static let macRomanHigh: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1,
        0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,
        0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,
        0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,
        0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211,
        0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,
        0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA,
        0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,
        0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,
        0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}

extension Unicode.UTF16 {
    /// The scalars of `units`, an unpaired surrogate as U+FFFD.
    fileprivate static func decode(_ units: [UInt16]) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var decoder = Unicode.UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .error: scalars.append("\u{FFFD}")
            case .emptyInput: break loop
            }
        }
        return scalars
    }
}
