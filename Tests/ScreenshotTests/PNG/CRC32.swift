/// The CRC-32 of ISO 3309 and ITU-T V.42 that PNG stores after every chunk (PNG specification, annex D).
enum CRC32 {
    /// The remainder of each byte value, for the reflected polynomial 0xEDB88320.
    private static let table: [UInt32] = (0..<256).map { (byte: UInt32) in
        var value = byte
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }
}
