import Testing

@Suite("CRC32 and Adler32")
struct ChecksumTests {
    @Test(
        "CRC-32 of known strings",
        arguments: [
            ("", 0x0000_0000),
            ("123456789", 0xCBF4_3926),
            ("IEND", 0xAE42_6082),
            ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
        ] as [(String, UInt32)])
    func crc32(text: String, expected: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)[...]) == expected)
    }

    @Test(
        "Adler-32 of known strings",
        arguments: [
            ("", 0x0000_0001),
            ("Wikipedia", 0x11E6_0398),
            ("123456789", 0x091E_01DE),
        ] as [(String, UInt32)])
    func adler32(text: String, expected: UInt32) {
        #expect(Adler32.checksum(Array(text.utf8)) == expected)
    }

    @Test("Adler-32 reduces its sums often enough for long inputs")
    func adler32Long() {
        let bytes = (0..<100_000).map { UInt8($0 * 7 % 251) }
        #expect(Adler32.checksum(bytes) == InflateVector.adlerOfLongPattern)
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)
    }
}
