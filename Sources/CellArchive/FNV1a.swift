/// The 64-bit FNV-1a hash, fed one byte at a time: ``SchemaHash`` hashes schema lines with it and the archive's
/// checksum is it over every byte before the checksum.
package struct FNV1a {
    /// The hash of the bytes combined so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes one more byte into the hash.
    mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// The hash of `bytes`.
    package static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = FNV1a()
        for byte in bytes {
            hash.combine(byte)
        }
        return hash.value
    }
}
